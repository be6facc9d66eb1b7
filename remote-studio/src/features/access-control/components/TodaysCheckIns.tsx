import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CheckInItem } from '@cloudfit/shared/schemas/check-in.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { useRefusalText } from './CheckInOutcome';

/** Another desk's check-in shows here within this time. */
const LIVE_REFRESH_MS = 4000;

/**
 * Today's attempts at this branch, newest first, kept current while the desk is open. Memoized: a
 * scan or a Check in changes the desk's state, not this list's, so the list does not render again.
 */
export const TodaysCheckIns = memo(function TodaysCheckIns({ centerId }: { centerId: number }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const refusalText = useRefusalText();
  const today = format.today();
  const fixedParams = useMemo(() => ({ date: today, centerId }), [today, centerId]);
  // Number and reason sit under the name and the result: at a tablet's width two members of one
  // name still differ, and a refusal still says why, with no column hidden.
  const columns: ListColumn<CheckInItem>[] = [
    { key: 'at', header: t('accessControl.list.time'), render: (row) => format.time(row.at), width: 90 },
    {
      key: 'memberName',
      header: t('accessControl.list.member'),
      render: (row) => (
        <Box>
          <Typography variant="body2">{row.memberName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.memberNumber}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'allowed',
      header: t('accessControl.list.result'),
      render: (row) => {
        const reason = [
          row.reason ? refusalText(row.reason) : '',
          row.overrideNote ? `“${row.overrideNote}”` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            {!row.allowed ? (
              <StatusChip label={t('accessControl.list.refused')} tone="error" />
            ) : row.overriddenById !== null ? (
              <StatusChip label={t('accessControl.list.overridden')} tone="primary" />
            ) : (
              <StatusChip label={t('accessControl.list.allowed')} tone="success" />
            )}
            {reason && (
              <Typography variant="body2" color="text.secondary">
                {reason}
              </Typography>
            )}
          </Box>
        );
      },
    },
  ];
  return (
    <ResourceList<CheckInItem>
      resource="check-ins"
      title={t('accessControl.list.title')}
      subtitle={(total) => t('accessControl.list.subtitle', { count: total, total: format.number(total) })}
      columns={columns}
      fixedParams={fixedParams}
      centerParam={false}
      searchPlaceholder={t('accessControl.list.search')}
      emptyText={(q) => (q ? t('accessControl.list.empty', { q }) : t('accessControl.list.emptyAll'))}
      exportName="check-ins"
      embedded={{ prefix: 'checkins' }}
      refetchInterval={LIVE_REFRESH_MS}
    />
  );
});
