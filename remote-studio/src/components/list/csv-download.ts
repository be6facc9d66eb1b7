import { apiClient } from '@cloudfit/shared/http/api-client';

type SearchParams = Record<string, string | number | boolean | undefined | null>;

/** Downloads `<resource>/export.csv` with the same search, filters and sort as the list on screen. */
export async function downloadCsv(resource: string, params: SearchParams, fileName: string): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = params;
  const response = await apiClient.request('get', `${resource}/export.csv`, { searchParams: filters });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
