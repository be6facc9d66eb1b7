import { QueryState } from '@cloudfit/shared/ui/kit/page';
import Card from '@mui/material/Card';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A card's data: a block of the card's height while it loads, an error with a retry, else the card. */
export function CardQueryState<T>({
  query,
  height = 240,
  children,
}: {
  query: UseQueryResult<T>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      waiting={{ height }}
      frame={(state) => (
        <Card sx={{ height: '100%' }} aria-busy={!query.isError}>
          {state}
        </Card>
      )}
    >
      {children}
    </QueryState>
  );
}
