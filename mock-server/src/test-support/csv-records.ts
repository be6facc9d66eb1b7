import Papa from 'papaparse';

/** A CSV export's rows as records keyed by the header, the way a spreadsheet shows them. */
export async function csvRecords(response: Response): Promise<Record<string, string>[]> {
  const parsed = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  return parsed.data;
}
