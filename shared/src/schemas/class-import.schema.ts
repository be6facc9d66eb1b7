import { z } from 'zod';
import { localTime, MAX_CLASS_CAPACITY, MAX_CLASS_CREDIT_COST, MAX_CLASS_MINUTES } from './class.schema';
import { calendarDate, entityId, optionalText, requiredText, TEXT_LIMITS } from './studio-fields';

/** One file is one transaction; a timetable of a few months fits well under this. */
export const MAX_IMPORT_ROWS = 500;

/** The columns of the CSV template, in order; each is a field of an import row. */
export const CLASS_IMPORT_FIELDS = [
  'date',
  'startTime',
  'endTime',
  'title',
  'room',
  'instructor',
  'capacity',
  'creditCost',
  'description',
] as const;
export type ClassImportField = (typeof CLASS_IMPORT_FIELDS)[number];

/** Columns a file must map before a dry run. */
export const REQUIRED_IMPORT_FIELDS: readonly ClassImportField[] = [
  'date',
  'startTime',
  'endTime',
  'title',
  'room',
  'instructor',
  'capacity',
];

/** A credit cost left empty in the file. */
export const DEFAULT_IMPORT_CREDIT_COST = 1;

/** What the server says about a row when it cannot resolve a name the file gives. */
export const CLASS_IMPORT_MESSAGES = {
  unknownRoom: 'No active room of this branch has this name.',
  unknownInstructor: 'No active staff member has this name or email.',
  ambiguousInstructor: 'Several staff members have this name: use the email.',
  startsInPast: 'This class would start in the past.',
  undoBooked: 'Members have booked some of these classes already: cancel those from the class list instead.',
  undoNotImported: 'Only classes an import created can be removed this way.',
} as const;

const CAPACITY_MESSAGE = 'Enter a capacity between 1 and 500.';
const CREDIT_COST_MESSAGE = 'Enter a credit cost between 0 and 10.';
const DURATION_MESSAGE = 'Enter a duration between 5 minutes and 12 hours.';

/** A CSV cell holds text: whole numbers written as digits are read as numbers, anything else is refused. */
function wholeNumberCell(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value)) return Number(value);
  return value;
}

function emptyCellAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * One row of a class import: a one-off class on a calendar day at the branch's wall-clock times,
 * its room and instructor named as people write them (room name; instructor name or email).
 */
export const classImportRowSchema = z
  .object({
    date: calendarDate('Enter a valid date.'),
    startTime: localTime,
    endTime: localTime,
    title: requiredText(TEXT_LIMITS.name, 'Enter a class title.', 'Keep the title under 120 characters.'),
    room: requiredText(TEXT_LIMITS.name, 'Enter the room name.', 'Keep the room name under 120 characters.'),
    instructor: requiredText(
      TEXT_LIMITS.name,
      "Enter the instructor's name or email.",
      "Keep the instructor's name under 120 characters.",
    ),
    capacity: z.preprocess(
      wholeNumberCell,
      z
        .number({ error: CAPACITY_MESSAGE })
        .int(CAPACITY_MESSAGE)
        .min(1, CAPACITY_MESSAGE)
        .max(MAX_CLASS_CAPACITY, CAPACITY_MESSAGE),
    ),
    creditCost: z.preprocess(
      (value) => wholeNumberCell(emptyCellAsMissing(value)),
      z
        .number({ error: CREDIT_COST_MESSAGE })
        .int(CREDIT_COST_MESSAGE)
        .min(0, CREDIT_COST_MESSAGE)
        .max(MAX_CLASS_CREDIT_COST, CREDIT_COST_MESSAGE)
        .default(DEFAULT_IMPORT_CREDIT_COST),
    ),
    description: optionalText(TEXT_LIMITS.long, 'Keep the description under 2000 characters.'),
  })
  .superRefine((row, ctx) => {
    const minutes = minutesOf(row.endTime) - minutesOf(row.startTime);
    if (minutes <= 0) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The class must end after it starts.' });
    } else if (minutes < 5 || minutes > MAX_CLASS_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: DURATION_MESSAGE });
    }
  });
export type ClassImportRow = z.infer<typeof classImportRowSchema>;

/**
 * The rows travel as the file's cells; each is checked on its own so that every row's errors come
 * back together, keyed by row number and field, instead of one 400 for the first bad row.
 */
export const classImportRequestSchema = z.strictObject({
  centerId: entityId('Choose a branch.'),
  dryRun: z.boolean({ error: 'Say whether this is a dry run.' }),
  rows: z
    .array(z.record(z.string().max(TEXT_LIMITS.code), z.unknown()), { error: 'Send the rows of the file.' })
    .min(1, 'The file has no rows to import.')
    .max(MAX_IMPORT_ROWS, 'Import at most 500 rows at a time.'),
});
export type ClassImportRequest = z.infer<typeof classImportRequestSchema>;

const int = z.number().int();

export const CLASS_IMPORT_CONFLICT_CODES = ['room_taken', 'instructor_busy'] as const;

/** A row whose room or instructor is already taken: by another row of the file, a class or a PT session. */
export const classImportConflictSchema = z.object({
  code: z.enum(CLASS_IMPORT_CONFLICT_CODES),
  otherRow: int.nullable(),
  classId: int.nullable(),
  ptSessionId: int.nullable(),
  /** The other class's title; null for a PT session. */
  title: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ClassImportConflict = z.infer<typeof classImportConflictSchema>;

/** A row with something wrong; `row` 1 is the first row after the header. */
export const classImportProblemSchema = z.object({
  row: int,
  /** English messages by field, one per field. */
  fields: z.record(z.string(), z.string()),
  conflicts: z.array(classImportConflictSchema),
});
export type ClassImportProblem = z.infer<typeof classImportProblemSchema>;

/** Nothing is written on a dry run or when any row has a problem. */
export const classImportResultSchema = z.object({
  dryRun: z.boolean(),
  imported: z.boolean(),
  rowCount: int,
  problems: z.array(classImportProblemSchema),
  classIds: z.array(int),
});
export type ClassImportResult = z.infer<typeof classImportResultSchema>;

/** `POST /classes/import/undo`: removes the classes one import created, while nobody has booked them. */
export const classImportUndoSchema = z.strictObject({
  classIds: z
    .array(entityId('Choose the classes to remove.'), { error: 'Choose the classes to remove.' })
    .min(1, 'Choose the classes to remove.')
    .max(MAX_IMPORT_ROWS, 'Import at most 500 rows at a time.'),
});
export type ClassImportUndo = z.infer<typeof classImportUndoSchema>;

export const classImportUndoResultSchema = z.object({ removed: int });
export type ClassImportUndoResult = z.infer<typeof classImportUndoResultSchema>;
