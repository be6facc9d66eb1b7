import { apiClient } from '@cloudfit/shared/http/api-client';
import { i18n } from '@cloudfit/shared/i18n/i18n';

type SearchParams = Record<string, string | number | boolean | undefined | null>;

/**
 * Downloads `<resource>/export.csv` with the same search, filters and sort as the list on screen,
 * written for a spreadsheet in the user's language (its decimal mark and field separator).
 */
export async function downloadCsv(resource: string, params: SearchParams, fileName: string): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = params;
  const response = await apiClient.request('get', `${resource}/export.csv`, {
    searchParams: filters,
    headers: { 'Accept-Language': i18n.language },
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
