import { apiClient } from '@cloudfit/shared/http/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type ReportParams = Record<string, string | number>;

/** One report from `/reports/...`; the previous answer stays on screen while a new range loads. */
export function useReport<T>(path: string, params: ReportParams, enabled = true) {
  return useQuery({
    queryKey: ['reports', path, params],
    queryFn: ({ signal }) => apiClient.get<T>(path, { searchParams: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
