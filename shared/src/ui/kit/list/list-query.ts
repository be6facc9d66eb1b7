import type { ListResult } from '@cloudfit/shared/api/list-query';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { takeArrivedEarlyRead } from '@cloudfit/shared/http/early-reads';
import { appStore } from '@cloudfit/shared/store/app-store';
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
  const searchParams = { perPage: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: [resource, 'list', params],
    queryFn: ({ signal }) => apiClient.get<ListPage<T>>(resource, { searchParams, signal }),
    // The page the shell read while this screen's code loaded (routes.ts) shows in the first render.
    initialData: () =>
      enabled
        ? takeArrivedEarlyRead<ListPage<T>>(resource, searchParams, appStore.getState().session.accessToken)
        : undefined,
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}
