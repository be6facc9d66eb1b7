import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a table shows before its data arrives: a progress bar, or the failure with a retry. */
export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('demo');
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadFailed')}
      </Alert>
    );
  }
  return <LinearProgress aria-label={t('common.loading')} />;
}
