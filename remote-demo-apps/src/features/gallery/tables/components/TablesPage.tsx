import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useSearchParams } from '@cloudfit/shared/router/app-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AdvancedSearchTable } from './AdvancedSearchTable';
import { BasicTable } from './BasicTable';
import { MuiTableExample } from './MuiTableExample';
import { RowGroupTable } from './RowGroupTable';
import { SsrTable } from './SsrTable';

const TABS = [
  { key: 'mui', Pane: MuiTableExample },
  { key: 'basic', Pane: BasicTable },
  { key: 'rowGroup', Pane: RowGroupTable },
  { key: 'advanced', Pane: AdvancedSearchTable },
  { key: 'ssr', Pane: SsrTable },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The table examples, one tab each; `?tab=` names the open one so it can be linked. */
export function TablesPage() {
  const { t } = useTranslation('demo');
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS[0];
  const open = (key: TabKey) => setParams(key === 'mui' ? {} : { tab: key });
  return (
    <Box sx={{ pb: 4 }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 26, sm: 32 } }}>
          {t('gallery.tables.title')}
        </Typography>
        <Typography color="text.secondary">{t('gallery.tables.subtitle')}</Typography>
      </Box>
      <Card>
        <Tabs
          value={current.key}
          onChange={(_, key: TabKey) => open(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('gallery.tables.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={t(`gallery.tables.tabs.${tab.key}`)}
              id={`tables-tab-${tab.key}`}
              aria-controls="tables-tabpanel"
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id="tables-tabpanel" aria-labelledby={`tables-tab-${current.key}`}>
          <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {t(`gallery.tables.tabs.${current.key}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(`gallery.tables.descriptions.${current.key}`)}
          </Typography>
          <current.Pane />
        </CardContent>
      </Card>
    </Box>
  );
}
