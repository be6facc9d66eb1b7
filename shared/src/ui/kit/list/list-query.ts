import type { ListResult } from '@cloudfit/shared/api/list-query';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { takeArrivedEarlyRead } from '@cloudfit/shared/http/early-reads';
import { appStore } from '@cloudfit/shared/store/app-store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type ListParams = Record<string, string | number | boolean | undefined>;

/** A list answer; a broad search may say its total is a lower bound. */
export type ListPage<T> = ListResult<T> & { totalIsLowerBound?: boolean; totalCapped?: boolean };

export interface ListPageOptions<T> {
  /** Milliseconds between quiet refetches of a live list. */
  refetchInterval?: number | false;
  /** Turns another answer shape (e.g. `{ invoices, total }`) into `{ items, total }`. */
  adapt?(body: unknown): ListPage<T>;
  /** The query key before the parameters; `[resource, 'list']` by default. */
  queryKey?: readonly unknown[];
}

/**
 * One page of `GET /<resource>`. The query key starts with the resource, so a mutation that
 * invalidates `[resource]` refreshes every list and record of it. The page on screen stays while
 * the next one loads.
 */
export function useListPage<T>(
  resource: string,
  params: ListParams,
  enabled = true,
  options: ListPageOptions<T> = {},
) {
  const searchParams = { perPage: DEFAULT_PAGE_SIZE, ...params };
  const { adapt = (body: unknown) => body as ListPage<T>, refetchInterval = false } = options;
  return useQuery({
    queryKey: [...(options.queryKey ?? [resource, 'list']), params],
    queryFn: async ({ signal }) => adapt(await apiClient.get<unknown>(resource, { searchParams, signal })),
    // The page the shell read while this screen's code loaded (routes.ts) shows in the first render.
    initialData: () => {
      const early = enabled
        ? takeArrivedEarlyRead<unknown>(resource, searchParams, appStore.getState().session.accessToken)
        : undefined;
      return early === undefined ? undefined : adapt(early);
    },
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}
