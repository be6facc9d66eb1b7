import '../../../i18n/demo-common.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A dashboard's one call: a progress bar while it loads, an error with a retry, else the dashboard. */
export function DashboardState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('demo');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
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
