import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useRefusalText } from '../components/CheckInOutcome';
import type { useQueueSync } from './offline-queue';
import './offline-desk.i18n';

/**
 * The check-ins this device holds for the server ("waiting to sync", with each one), and what the
 * last sync did; shown as long as any wait, offline or online.
 */
export function SyncStatus({ sync, online }: { sync: ReturnType<typeof useQueueSync>; online: boolean }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const refusalText = useRefusalText();
  const queue = sync.queue ?? [];
  return (
    <>
      {sync.report && queue.length === 0 && (
        <Alert severity="success" role="status" data-testid="offline-synced">
          {t('accessControl.offline.synced', { count: format.number(sync.report.sent) })}
          {sync.report.toReview > 0 &&
            ` ${t('accessControl.offline.syncedToReview', { count: format.number(sync.report.toReview) })}`}
        </Alert>
      )}
      {online && sync.failure !== null && queue.length > 0 && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void sync.sync()}>
              {t('accessControl.offline.retrySync')}
            </Button>
          }
        >
          {t('accessControl.offline.syncFailed', { message: translateApiError(sync.failure) })}
        </Alert>
      )}
      {queue.length > 0 && (
        <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="offline-queue">
          <Typography variant="h6" component="h2">
            {t('accessControl.offline.queueTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="offline-queue-count">
            {t('accessControl.offline.queueCount', { count: format.number(queue.length) })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
            {queue.map((checkIn) => (
              <Box
                component="li"
                key={checkIn.clientId}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
              >
                <Typography variant="body2" sx={{ minWidth: 56 }}>
                  {format.time(checkIn.at)}
                </Typography>
                <Box sx={{ flexGrow: 1, minWidth: 140 }}>
                  <Typography variant="body2">{checkIn.memberName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {checkIn.memberNumber}
                  </Typography>
                </Box>
                <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
                  <StatusChip
                    label={
                      checkIn.allowed ? t('accessControl.list.allowed') : t('accessControl.list.refused')
                    }
                    tone={checkIn.allowed ? 'success' : 'error'}
                  />
                  {checkIn.reason && (
                    <Typography variant="body2" color="text.secondary">
                      {refusalText(checkIn.reason)}
                    </Typography>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        </Card>
      )}
    </>
  );
}
