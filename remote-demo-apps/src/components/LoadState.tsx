import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A query's content once it has data; before that a spinner, or the failure with a retry button. */
export function LoadState(props: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const { t } = useTranslation('demo');
  const { query } = props;
  if (query.data !== undefined) return <>{props.children}</>;
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }} role="status">
      {query.isError ? (
        <>
          <Typography color="error">{t('common.loadFailed')}</Typography>
          <Button variant="outlined" onClick={() => query.refetch()}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </Box>
  );
}
