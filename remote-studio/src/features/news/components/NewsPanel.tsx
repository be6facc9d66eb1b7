import '../../../components/kit.i18n';
import '../news.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { NewsItem } from '@cloudfit/shared/schemas/news.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCurrentNews } from '../api/current-news';
import { NewsMarkdown } from './NewsMarkdown';

/** The studio's current news for the branch staff work in, pinned first; each item opens in place. */
export default function NewsPanel() {
  const { t } = useTranslation('studio');
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const news = useCurrentNews(centerId);
  const titleId = useId();
  const items = news.data?.items ?? [];
  return (
    <Card component="section" aria-labelledby={titleId} elevation={0}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('news.panelTitle')}
        </Typography>
        {news.isSuccess && items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('news.panelEmpty')}
          </Typography>
        )}
      </CardContent>
      {items.map((item) => (
        <NewsPanelItem key={item.id} item={item} />
      ))}
    </Card>
  );
}

function NewsPanelItem({ item }: { item: NewsItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <Accordion disableGutters elevation={0} square sx={{ '&::before': { opacity: 1 } }}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
          {item.pinned && (
            <PushPinOutlined fontSize="small" color="primary" titleAccess={t('news.fields.pinned')} />
          )}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {format.date(item.publishAt ?? item.createdAt)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <NewsMarkdown body={item.body} dense />
      </AccordionDetails>
    </Accordion>
  );
}
