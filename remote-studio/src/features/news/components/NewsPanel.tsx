import '@cloudfit/shared/ui/kit/kit.i18n';
import '../news.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { NewsItem } from '@cloudfit/shared/schemas/news.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { markNewsSeen, readNewsSeenAt } from '@cloudfit/shared/store/preferences';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useCurrentNews } from '../api/current-news';
import { NewsMarkdown } from './NewsMarkdown';

/** When a news item began to show: its publish time, or its last change when that came later. */
function shownSince(item: NewsItem): string {
  return item.publishAt && item.publishAt > item.updatedAt ? item.publishAt : item.updatedAt;
}

/**
 * The studio's current news for the branch staff work in, pinned first; each item opens in place,
 * and what this reader had not seen is marked new. Opening the panel marks everything seen, so the
 * bell's count starts again from zero; "see all" opens the news list.
 */
export default function NewsPanel() {
  const { t } = useTranslation('studio');
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const staffId = useAppStore((s) => s.session.userData?.id);
  const mayList = useAppStore((s) => s.ability.can('read', 'News'));
  const news = useCurrentNews(centerId);
  const queryClient = useQueryClient();
  const [seenBefore] = useState(() => readNewsSeenAt(staffId));
  const titleId = useId();
  const items = news.data?.items ?? [];
  const total = news.data?.total ?? 0;

  useEffect(() => {
    if (staffId === undefined) return;
    markNewsSeen(staffId);
    void queryClient.invalidateQueries({ queryKey: ['news', 'current', 'count'] });
  }, [staffId, queryClient]);

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
        {total > items.length && (
          <Typography variant="body2" color="text.secondary" data-testid="news-panel-count">
            {t('news.panelLatest', { count: items.length, total })}
          </Typography>
        )}
      </CardContent>
      {items.map((item) => (
        <NewsPanelItem
          key={item.id}
          item={item}
          unread={seenBefore === undefined || shownSince(item) > seenBefore}
        />
      ))}
      {mayList && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/news-list" size="small">
            {t('news.panelSeeAll')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function NewsPanelItem({ item, unread }: { item: NewsItem; unread: boolean }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <Accordion disableGutters elevation={0} square sx={{ '&::before': { opacity: 1 } }}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
          {item.pinned && (
            <PushPinOutlined fontSize="small" color="primary" titleAccess={t('news.fields.pinned')} />
          )}
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
            {item.title}
          </Typography>
          {unread && <Chip label={t('news.panelNew')} size="small" color="primary" variant="outlined" />}
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
