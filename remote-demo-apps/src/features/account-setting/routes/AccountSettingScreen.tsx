import '../../../i18n/demo-common.i18n';
import '../account-setting.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { SvgIconComponent } from '@mui/icons-material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useAccountSetting } from '../api/account-setting-queries';
import { ConnectionsTab } from '../components/ConnectionsTab';
import { GeneralTab } from '../components/GeneralTab';
import { InfoTab } from '../components/InfoTab';
import { NotificationsTab } from '../components/NotificationsTab';
import { SocialTab } from '../components/SocialTab';

const TABS: { id: 'general' | 'info' | 'social' | 'connections' | 'notification'; Icon: SvgIconComponent }[] =
  [
    { id: 'general', Icon: PersonOutlined },
    { id: 'info', Icon: InfoOutlined },
    { id: 'social', Icon: ShareOutlined },
    { id: 'connections', Icon: LinkOutlined },
    { id: 'notification', Icon: NotificationsOutlined },
  ];
type TabId = (typeof TABS)[number]['id'];

/** /pages/account-setting: one tab per section, each saved on its own. */
export default function AccountSettingScreen() {
  const { t } = useTranslation('demo');
  const settings = useAccountSetting();
  const [tab, setTab] = useState<TabId>('general');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('accountSetting.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Tabs
            orientation={wide ? 'vertical' : 'horizontal'}
            variant="scrollable"
            allowScrollButtonsMobile
            value={tab}
            onChange={(_, next: TabId) => setTab(next)}
            aria-label={t('accountSetting.title')}
          >
            {TABS.map(({ id, Icon }) => (
              <Tab
                key={id}
                value={id}
                label={t(`accountSetting.tabs.${id}`)}
                icon={<Icon fontSize="small" />}
                iconPosition="start"
                id={`account-tab-${id}`}
                aria-controls="account-tab-panel"
                sx={{ justifyContent: 'flex-start', minHeight: 48, gap: 1 }}
              />
            ))}
          </Tabs>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card id="account-tab-panel" role="tabpanel" aria-labelledby={`account-tab-${tab}`}>
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
              {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
              {settings.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
              {settings.data && tab === 'general' && <GeneralTab saved={settings.data.general} />}
              {settings.data && tab === 'info' && <InfoTab saved={settings.data.info} />}
              {settings.data && tab === 'social' && <SocialTab saved={settings.data.social} />}
              {settings.data && tab === 'connections' && (
                <ConnectionsTab connections={settings.data.connections} />
              )}
              {settings.data && tab === 'notification' && (
                <NotificationsTab saved={settings.data.notification} />
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
