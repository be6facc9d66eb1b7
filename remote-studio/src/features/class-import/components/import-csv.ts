import {
  CLASS_IMPORT_FIELDS,
  type ClassImportField,
  DEFAULT_IMPORT_CREDIT_COST,
} from '@cloudfit/shared/schemas/class-import.schema';
import Papa from 'papaparse';

export interface ParsedCsv {
  headers: string[];
  rows: Record<string, string>[];
}

/** Each import field and the file column it is read from; `''` when the file has no such column. */
export type ColumnMapping = Record<ClassImportField, string>;

/** Reads a CSV file with a header row; rows left blank are skipped. */
export function parseCsv(file: File): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
      complete: (result) =>
        resolve({
          headers: (result.meta.fields ?? []).filter((header) => header !== ''),
          rows: result.data,
        }),
      error: reject,
    });
  });
}

/** The template: the import's columns and one example row. */
export function templateCsv(example: Record<ClassImportField, string>): string {
  return Papa.unparse({
    fields: [...CLASS_IMPORT_FIELDS],
    data: [CLASS_IMPORT_FIELDS.map((field) => example[field])],
  });
}

export function exampleRow(date: string): Record<ClassImportField, string> {
  return {
    date,
    startTime: '18:00',
    endTime: '19:00',
    title: 'Vinyasa yoga',
    room: 'Studio A',
    instructor: 'coach@example.com',
    capacity: '20',
    creditCost: String(DEFAULT_IMPORT_CREDIT_COST),
    description: '',
  };
}

/** Other headers people give these columns; compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<ClassImportField, string[]> = {
  date: ['date', 'day'],
  startTime: ['starttime', 'start', 'starts', 'from', 'begin'],
  endTime: ['endtime', 'end', 'ends', 'to', 'until', 'finish'],
  title: ['title', 'class', 'classname', 'name'],
  room: ['room', 'roomname', 'studio'],
  instructor: ['instructor', 'coach', 'trainer', 'teacher', 'instructoremail'],
  capacity: ['capacity', 'places', 'spots', 'maxparticipants'],
  creditCost: ['creditcost', 'credits', 'credit', 'cost'],
  description: ['description', 'notes', 'details'],
};

const normalHeader = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Each field mapped to the first column whose header names it, else left unmapped. */
export function autoMap(headers: readonly string[]): ColumnMapping {
  const mapping = {} as ColumnMapping;
  for (const field of CLASS_IMPORT_FIELDS) {
    const aliases = HEADER_ALIASES[field];
    mapping[field] = headers.find((header) => aliases.includes(normalHeader(header))) ?? '';
  }
  return mapping;
}

/** The file's rows as import rows: each mapped field takes its column's cell. */
export function mapRows(rows: readonly Record<string, string>[], mapping: ColumnMapping) {
  return rows.map((row) => {
    const mapped: Partial<Record<ClassImportField, string>> = {};
    for (const field of CLASS_IMPORT_FIELDS) {
      if (mapping[field]) mapped[field] = row[mapping[field]] ?? '';
    }
    return mapped;
  });
}
