import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  GoodTableRow,
  GoodTableRowGroup,
  GoodTableSsrQuery,
  GoodTableSsrResponse,
} from '@cloudfit/shared/schemas/demo/good-table.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The whole employee list, for the pages that sort, search and page in the browser. */
export function useGoodTableRows(source: 'basic' | 'advanced-search') {
  return useQuery({
    queryKey: ['demo', 'good-table', source],
    queryFn: ({ signal }) => apiClient.get<GoodTableRow[]>(`good-table/${source}`, { signal }),
  });
}

export function useGoodTableRowGroups() {
  return useQuery({
    queryKey: ['demo', 'good-table', 'row-group'],
    queryFn: ({ signal }) => apiClient.get<GoodTableRowGroup[]>('good-table/row-group', { signal }),
  });
}

/** One page from the server; the previous page stays on screen while the next one loads. */
export function useGoodTableSsr(query: GoodTableSsrQuery) {
  return useQuery({
    queryKey: ['demo', 'good-table', 'table_ssr', query],
    queryFn: ({ signal }) =>
      apiClient.get<GoodTableSsrResponse>('good-table/table_ssr', { signal, searchParams: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
