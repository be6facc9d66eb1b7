import { apiClient } from '@cloudfit/shared/http/api-client';
import { i18n } from '@cloudfit/shared/i18n/i18n';

type SearchParams = Record<string, string | number | boolean | undefined | null>;

/**
 * Downloads the API's CSV at `path` as `<fileName>.csv`, written for a spreadsheet in the user's
 * language (its decimal mark and field separator).
 */
export async function saveCsv(path: string, searchParams: SearchParams, fileName: string): Promise<void> {
  const response = await apiClient.request('get', path, {
    searchParams,
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

/**
 * Downloads `<resource>/export.csv` with the same search, filters and sort as the list on screen,
 * named `<fileName>-<day>.csv`.
 */
export function downloadCsv(resource: string, params: SearchParams, fileName: string): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = params;
  return saveCsv(`${resource}/export.csv`, filters, `${fileName}-${new Date().toISOString().slice(0, 10)}`);
}
