import { apiClient } from '@cloudfit/shared/http/api-client';
import { i18n } from '@cloudfit/shared/i18n/i18n';
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

/** Downloads the API's CSV of the table on screen, for the same filters, in the user's number conventions. */
export async function downloadReportCsv(path: string, params: ReportParams, fileName: string): Promise<void> {
  const response = await apiClient.request('get', `${path}/export.csv`, {
    searchParams: params,
    headers: { 'Accept-Language': i18n.language },
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
