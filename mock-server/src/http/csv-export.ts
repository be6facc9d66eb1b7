import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/** Most rows one export returns; the list's filters narrow anything larger. */
export const CSV_EXPORT_ROW_LIMIT = 100_000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** Sends rows as a CSV download. Cells that a spreadsheet would run as formulas are escaped. */
export function sendCsv<Row>(reply: FastifyReply, filename: string, rows: Row[], columns: CsvColumn<Row>[]) {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true },
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${csv}`);
}
