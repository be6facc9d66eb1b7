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

/**
 * Other headers people give these columns, in the studio's languages; compared without case,
 * spaces or punctuation.
 */
const HEADER_ALIASES: Record<ClassImportField, string[]> = {
  date: ['date', 'day', 'datum', 'tag', 'jour', 'data', 'dia', '日期'],
  startTime: [
    'starttime',
    'start',
    'starts',
    'from',
    'begin',
    'beginn',
    'startzeit',
    'von',
    'début',
    'heuredébut',
    'heurededébut',
    'início',
    'horainício',
    'horadeinício',
    '開始',
    '開始時間',
  ],
  endTime: [
    'endtime',
    'end',
    'ends',
    'to',
    'until',
    'finish',
    'ende',
    'endzeit',
    'bis',
    'fin',
    'heurefin',
    'heuredefin',
    'fim',
    'horafim',
    'horadefim',
    '結束',
    '結束時間',
  ],
  title: [
    'title',
    'class',
    'classname',
    'name',
    'kurs',
    'kursname',
    'titel',
    'cours',
    'titre',
    'aula',
    'título',
    'nome',
    '課程',
    '課程名稱',
    '名稱',
  ],
  room: ['room', 'roomname', 'studio', 'raum', 'salle', 'sala', '教室'],
  instructor: [
    'instructor',
    'coach',
    'trainer',
    'teacher',
    'instructoremail',
    'kursleitung',
    'trainerin',
    'instructeur',
    'professeur',
    'instrutor',
    'professor',
    '教練',
    '老師',
  ],
  capacity: [
    'capacity',
    'places',
    'spots',
    'maxparticipants',
    'plätze',
    'kapazität',
    'capacité',
    'lugares',
    'capacidade',
    '名額',
    '人數',
  ],
  creditCost: ['creditcost', 'credits', 'credit', 'cost', 'einheiten', 'crédits', 'créditos', '點數', '堂數'],
  description: [
    'description',
    'notes',
    'details',
    'beschreibung',
    'notizen',
    'descrição',
    'notas',
    '說明',
    '描述',
    '備註',
  ],
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

const pad = (value: string) => value.padStart(2, '0');

/**
 * A date as spreadsheets in the studio's languages write it, as YYYY-MM-DD: 31.12.2030 (German,
 * day first with dots) and 2030/12/31 (Taiwan). Slashes with the day or month first are left as
 * they are: 01/02/2030 is January or February depending on who typed it.
 */
export function normalDate(cell: string): string {
  const value = cell.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (dotted) return `${dotted[3]}-${pad(dotted[2]!)}-${pad(dotted[1]!)}`;
  const yearFirst = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  if (yearFirst) return `${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}`;
  return value;
}

/** A time as spreadsheets write it, as HH:MM: 7:00 and 07:00:00 are 07:00. */
export function normalTime(cell: string): string {
  const value = cell.trim();
  const time = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(value);
  return time ? `${pad(time[1]!)}:${time[2]}` : value;
}

const NORMALISE: Partial<Record<ClassImportField, (cell: string) => string>> = {
  date: normalDate,
  startTime: normalTime,
  endTime: normalTime,
};

/** The file's rows as import rows: each mapped field takes its column's cell. */
export function mapRows(rows: readonly Record<string, string>[], mapping: ColumnMapping) {
  return rows.map((row) => {
    const mapped: Partial<Record<ClassImportField, string>> = {};
    for (const field of CLASS_IMPORT_FIELDS) {
      if (!mapping[field]) continue;
      const cell = row[mapping[field]] ?? '';
      mapped[field] = NORMALISE[field]?.(cell) ?? cell;
    }
    return mapped;
  });
}
