import type { ListResult } from '@cloudfit/shared/api/list-query';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type ListParams = Record<string, string | number | boolean | undefined>;

/** A list answer; a broad search may say its total is a lower bound. */
export type ListPage<T> = ListResult<T> & { totalIsLowerBound?: boolean; totalCapped?: boolean };

/**
 * One page of `GET /<resource>`. The query key starts with the resource, so a mutation that
 * invalidates `[resource]` refreshes every list and record of it. The page on screen stays while
 * the next one loads.
 */
export function useListPage<T>(
  resource: string,
  params: ListParams,
  enabled = true,
  refetchInterval: number | false = false,
) {
  return useQuery({
    queryKey: [resource, 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<ListPage<T>>(resource, {
        searchParams: { perPage: DEFAULT_PAGE_SIZE, ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}
