import '../../../i18n/demo-common.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A card's data: a skeleton while it loads, an error with a retry, else the card itself. */
export function CardQueryState<T>({
  query,
  height = 240,
  children,
}: {
  query: UseQueryResult<T>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('demo');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Card sx={{ height: '100%' }}>
        <CardContent>
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
        </CardContent>
      </Card>
    );
  }
  return (
    <Card sx={{ height: '100%' }} aria-busy>
      <Skeleton variant="rectangular" height={height} aria-label={t('common.loading')} />
    </Card>
  );
}
