import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/** Most rows one export returns; the list's filters narrow anything larger. */
export const CSV_EXPORT_ROW_LIMIT = 100_000;

/** Rows serialized per chunk of the response: large enough to keep per-write overhead small. */
const ROWS_PER_CHUNK = 500;

// Cells that a spreadsheet would run as formulas are escaped.
const UNPARSE_OPTIONS = { escapeFormulae: true } as const;
const LINE_BREAK = '\r\n';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * The CSV text in chunks: a byte order mark and the header line, then the rows a chunk at a time.
 * Together they are exactly the text one `Papa.unparse({fields, data})` of every row gives, down
 * to its line break after the header of an export without rows.
 */
export async function* csvChunks<Row>(
  rows: Iterable<Row> | AsyncIterable<Row>,
  columns: CsvColumn<Row>[],
): AsyncGenerator<string> {
  yield `\uFEFF${Papa.unparse([columns.map((column) => column.header)], UNPARSE_OPTIONS)}`;
  let chunk: unknown[][] = [];
  let sentRows = false;
  for await (const row of rows) {
    chunk.push(columns.map((column) => column.value(row) ?? ''));
    if (chunk.length === ROWS_PER_CHUNK) {
      yield `${LINE_BREAK}${Papa.unparse(chunk, UNPARSE_OPTIONS)}`;
      chunk = [];
      sentRows = true;
    }
  }
  if (chunk.length > 0 || !sentRows) yield `${LINE_BREAK}${Papa.unparse(chunk, UNPARSE_OPTIONS)}`;
}

/**
 * Sends rows as a CSV download, streamed: the response never holds the whole file as one string,
 * and rows from an async source (`rowsOfBatches(listExportBatches(...))`) are read only as fast as
 * the client takes the text: a slow download pauses the database reads instead of buffering them.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  rows: Iterable<Row> | AsyncIterable<Row>,
  columns: CsvColumn<Row>[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(csvChunks(rows, columns)));
}
