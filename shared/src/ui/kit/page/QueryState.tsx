import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../kit.i18n';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** While it loads: a progress bar (the default), a centred spinner, or a block of the content's height. */
  waiting?: 'bar' | 'spinner' | { height: number };
  /** Around the waiting and failed states, e.g. the card the content would fill. */
  frame?(state: ReactNode): ReactNode;
  /** The content once the data is in. */
  children?: ReactNode | ((data: T) => ReactNode);
}

/** A query's content once it has data; before that it shows it is loading, or the failure with Retry. */
export function QueryState<T>({
  query,
  waiting = 'bar',
  frame = (state) => state,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation('kit');
  if (query.data !== undefined)
    return <>{typeof children === 'function' ? children(query.data) : children}</>;
  if (query.isError) {
    return frame(
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>,
    );
  }
  if (waiting === 'bar') return frame(<LinearProgress aria-label={t('list.loading')} />);
  if (waiting === 'spinner') {
    return frame(
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }} role="status">
        <CircularProgress aria-label={t('list.loading')} />
      </Box>,
    );
  }
  return frame(<Skeleton variant="rectangular" height={waiting.height} aria-label={t('list.loading')} />);
}
