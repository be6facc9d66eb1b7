import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { NewsItem } from '@cloudfit/shared/schemas/news.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { StatusChip, type StatusTone } from '@cloudfit/shared/ui/kit/page';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type NewsState, newsState } from './news-form';

const STATE_TONES: Record<NewsState, StatusTone> = {
  draft: 'default',
  scheduled: 'info',
  live: 'success',
  expired: 'warning',
};

export function newsColumns(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centers: Center[] | undefined,
): ListColumn<NewsItem>[] {
  const now = Date.now();
  return [
    {
      key: 'title',
      header: t('news.columns.title'),
      sortKey: 'title',
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          {row.pinned && (
            <PushPinOutlined fontSize="small" color="primary" titleAccess={t('news.fields.pinned')} />
          )}
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {row.title}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('news.columns.status'),
      render: (row) => {
        const state = newsState(row, now);
        return <StatusChip label={t(`news.states.${state}`)} tone={STATE_TONES[state]} />;
      },
    },
    {
      key: 'centerIds',
      header: t('news.columns.centers'),
      hideBelow: 'md',
      render: (row) =>
        row.centerIds.map((id) => centers?.find((center) => center.id === id)?.name ?? id).join(', '),
    },
    {
      key: 'publishAt',
      header: t('news.columns.publishAt'),
      sortKey: 'publishAt',
      hideBelow: 'sm',
      render: (row) => (row.publishAt ? format.dateTime(row.publishAt) : t('news.onPublish')),
    },
    {
      key: 'expiresAt',
      header: t('news.columns.expiresAt'),
      hideBelow: 'lg',
      render: (row) => (row.expiresAt ? format.dateTime(row.expiresAt) : t('news.never')),
    },
  ];
}
