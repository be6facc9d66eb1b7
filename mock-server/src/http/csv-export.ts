import { Readable } from 'node:stream';
import type { Locale } from '@cloudfit/shared/constants';
import { wallClockAsUtcMs } from '@cloudfit/shared/time/wall-clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { passwordResetMailLocale as acceptedLocale } from '../auth/password-reset-mail';
import { CSV_HEADERS, CSV_LABELS, CSV_YES_NO, type CsvLabelSet } from './csv-export.i18n';

/** Most rows one export returns; the list's filters narrow anything larger. */
export const CSV_EXPORT_ROW_LIMIT = 100_000;

/** Rows serialized per chunk of the response: large enough to keep per-write overhead small. */
const ROWS_PER_CHUNK = 500;

const LINE_BREAK = '\r\n';

/** Papa's own formula test, less a plain negative number ("-12.50", "-12,50"). */
const FORMULA_START = /^(?!-\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/** Money travels in integer minor units; a spreadsheet reads major units. */
const MINOR_PER_MAJOR = 100;

/**
 * Spreadsheets read a CSV by the conventions of their user's locale: where the decimal mark is a
 * comma (German, French, Portuguese), the field separator is a semicolon. Numbers carry no
 * grouping, which every locale reads as a number.
 */
const COMMA_DECIMAL_LOCALES: ReadonlySet<Locale> = new Set(['de', 'fr', 'pt']);

export interface CsvFormat {
  /** The user's language: picks the decimal mark and the field separator. */
  locale: Locale;
  /** The studio's currency, named in the header of every money column. */
  currency: string;
  /** The studio's time zone: an `instant` cell is its wall clock there. */
  timeZone: string;
}

type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

export interface CsvColumn<Row> {
  /** The English header; other languages read it from `CSV_HEADERS` (English where it has none). */
  header: string;
  /** The cell's value; `locale` for a cell that words a value itself ("30 Tage"). */
  value: (row: Row, locale: Locale) => CsvValue;
  /**
   * `money`: the value is minor units; the cell is major units with two decimals, the header
   * names the currency ("Total (TWD)"). `decimal`: a number that may have a fraction.
   * `instant`: a timestamp; the cell is the studio's wall clock, `YYYY-MM-DD HH:mm`, which
   * spreadsheets read as a date and time. `date`: a calendar day, `YYYY-MM-DD` as it is.
   */
  kind?: 'money' | 'decimal' | 'instant' | 'date';
  /** The value is a code (or a list of codes): the cell is its label in the reader's language. */
  labels?: CsvLabelSet;
}

/** The user's language for an export: the first of the request's `Accept-Language` we have, else English. */
export function csvLocale(request: FastifyRequest): Locale {
  return acceptedLocale(undefined, request.headers['accept-language']);
}

function conventions(format: CsvFormat) {
  const comma = COMMA_DECIMAL_LOCALES.has(format.locale);
  return {
    // Cells that a spreadsheet would run as formulas are escaped; a negative number is not one.
    unparse: { escapeFormulae: FORMULA_START, delimiter: comma ? ';' : ',' },
    decimalMark: comma ? ',' : '.',
  };
}

function headerOf<Row>(column: CsvColumn<Row>, format: CsvFormat): string {
  const header =
    format.locale === 'en' ? column.header : (CSV_HEADERS[column.header]?.[format.locale] ?? column.header);
  return column.kind === 'money' ? `${header} (${format.currency})` : header;
}

/** `2026-11-26T04:35:28Z` in Asia/Taipei: `2026-11-26 12:35`. */
export function studioWallClock(instant: string | Date, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  return new Date(wallClockAsUtcMs(date.getTime(), timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** A code as the screens name it in `locale`; the code itself where its set has no label. */
export function csvLabel(set: CsvLabelSet, code: string, locale: Locale): string {
  return CSV_LABELS[set][code]?.[locale] ?? code;
}

function cellOf<Row>(
  column: CsvColumn<Row>,
  row: Row,
  format: CsvFormat,
  decimalMark: string,
): string | number {
  const value = column.value(row, format.locale);
  if (value === null || value === undefined) return '';
  const { labels } = column;
  if (Array.isArray(value))
    return value.map((code) => (labels ? csvLabel(labels, code, format.locale) : code)).join(', ');
  if (typeof value === 'boolean') return CSV_YES_NO[format.locale][value ? 0 : 1];
  if (column.kind === 'instant' && (typeof value === 'string' || value instanceof Date))
    return studioWallClock(value, format.timeZone);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return labels ? csvLabel(labels, value, format.locale) : value;
  if (typeof value !== 'number' || !column.kind) return value as number;
  const text = column.kind === 'money' ? (value / MINOR_PER_MAJOR).toFixed(2) : String(value);
  return decimalMark === '.' ? text : text.replace('.', decimalMark);
}

/**
 * The CSV text in chunks: a byte order mark (so spreadsheets read UTF-8) and the header line, then
 * the rows a chunk at a time. Together they are exactly the text one `Papa.unparse({fields, data})`
 * of every row gives, down to its line break after the header of an export without rows.
 */
export async function* csvChunks<Row>(
  rows: Iterable<Row> | AsyncIterable<Row>,
  columns: CsvColumn<Row>[],
  format: CsvFormat,
): AsyncGenerator<string> {
  const { unparse, decimalMark } = conventions(format);
  yield `\uFEFF${Papa.unparse([columns.map((column) => headerOf(column, format))], unparse)}`;
  let chunk: unknown[][] = [];
  let sentRows = false;
  for await (const row of rows) {
    chunk.push(columns.map((column) => cellOf(column, row, format, decimalMark)));
    if (chunk.length === ROWS_PER_CHUNK) {
      yield `${LINE_BREAK}${Papa.unparse(chunk, unparse)}`;
      chunk = [];
      sentRows = true;
    }
  }
  if (chunk.length > 0 || !sentRows) yield `${LINE_BREAK}${Papa.unparse(chunk, unparse)}`;
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
  format: CsvFormat,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('content-language', format.locale)
    .header('vary', 'Accept-Language')
    .send(Readable.from(csvChunks(rows, columns, format)));
}
