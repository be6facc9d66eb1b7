import { apiClient } from '@cloudfit/shared/http/api-client';
import type { GoodTableRow, GoodTableRowGroup } from '@cloudfit/shared/schemas/demo/good-table.schema';
import { useQuery } from '@tanstack/react-query';

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
