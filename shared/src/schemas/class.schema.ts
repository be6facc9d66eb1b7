import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import type { BookingStatus } from './booking.schema';
import {
  calendarDate,
  entityId,
  instant,
  isOrderedRange,
  optionalText,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export const CLASS_STATUSES = ['scheduled', 'cancelled'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_CLASS_MINUTES = 12 * 60;
export const MAX_CLASS_CAPACITY = 500;
export const MAX_CLASS_CREDIT_COST = 10;
/** A series is generated up front, so it may run for at most a year. */
export const MAX_SERIES_DAYS = 366;

const capacity = z
  .number({ error: 'Enter a capacity between 1 and 500.' })
  .int('Enter a capacity between 1 and 500.')
  .min(1, 'Enter a capacity between 1 and 500.')
  .max(MAX_CLASS_CAPACITY, 'Enter a capacity between 1 and 500.');

const creditCost = z
  .number({ error: 'Enter a credit cost between 0 and 10.' })
  .int('Enter a credit cost between 0 and 10.')
  .min(0, 'Enter a credit cost between 0 and 10.')
  .max(MAX_CLASS_CREDIT_COST, 'Enter a credit cost between 0 and 10.');

const durationMinutes = z
  .number({ error: 'Enter a duration between 5 minutes and 12 hours.' })
  .int('Enter a duration between 5 minutes and 12 hours.')
  .min(5, 'Enter a duration between 5 minutes and 12 hours.')
  .max(MAX_CLASS_MINUTES, 'Enter a duration between 5 minutes and 12 hours.');

/** A wall-clock time in the center's time zone, `HH:MM`. */
export const localTime = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.');

const sharedClassFields = {
  centerId: entityId('Choose a center.'),
  roomId: entityId('Choose a room.'),
  instructorId: entityId('Choose an instructor.'),
  title: requiredText(TEXT_LIMITS.name, 'Enter a class title.', 'Keep the title under 120 characters.'),
  description: optionalText(TEXT_LIMITS.long, 'Keep the description under 2000 characters.'),
  capacity,
  creditCost,
};

const classFields = z.strictObject({
  ...sharedClassFields,
  startsAt: instant('Enter a valid start time.'),
  endsAt: instant('Enter a valid end time.'),
});

type ClassFields = z.infer<typeof classFields>;

function checkClassTimes(value: ClassFields, ctx: z.RefinementCtx): void {
  const minutes = (Date.parse(value.endsAt) - Date.parse(value.startsAt)) / 60_000;
  if (minutes <= 0) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The class must end after it starts.' });
  } else if (minutes < 5 || minutes > MAX_CLASS_MINUTES) {
    ctx.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: 'Enter a duration between 5 minutes and 12 hours.',
    });
  }
}

/** A one-off class. */
export const createClassSchema = classFields.superRefine(checkClassTimes);
export type CreateClassInput = z.infer<typeof createClassSchema>;

/** Edits one class; an occurrence of a series edited this way is marked as overridden. */
export const updateClassSchema = classFields.extend({ version: versionField }).superRefine(checkClassTimes);
export type UpdateClassInput = z.infer<typeof updateClassSchema>;

const seriesFields = z.strictObject({
  ...sharedClassFields,
  weekdays: z
    .array(z.union(WEEKDAYS.map((day) => z.literal(day))), { error: 'Choose at least one weekday.' })
    .min(1, 'Choose at least one weekday.')
    .max(7, 'Choose each weekday only once.')
    .refine((days) => new Set(days).size === days.length, 'Choose each weekday only once.'),
  startTime: localTime,
  durationMinutes,
  fromDate: calendarDate('Enter a valid first date.'),
  untilDate: calendarDate('Enter a valid last date.'),
});

type SeriesFields = z.infer<typeof seriesFields>;

function checkSeriesDates(value: SeriesFields, ctx: z.RefinementCtx): void {
  if (value.untilDate < value.fromDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['untilDate'],
      message: 'The last date must be on or after the first date.',
    });
    return;
  }
  const days = (Date.parse(value.untilDate) - Date.parse(value.fromDate)) / 86_400_000;
  if (days > MAX_SERIES_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['untilDate'],
      message: 'A weekly series can run for at most a year.',
    });
  }
}

export const createClassSeriesSchema = seriesFields.superRefine(checkSeriesDates);
export type CreateClassSeriesInput = z.infer<typeof createClassSeriesSchema>;

/**
 * "Edit all future": the series changes, and its occurrences from `applyFrom` on that were not
 * edited one by one are regenerated. Past occurrences keep what happened.
 */
export const updateClassSeriesSchema = seriesFields
  .extend({ applyFrom: calendarDate('Enter a valid date.'), version: versionField })
  .superRefine(checkSeriesDates);
export type UpdateClassSeriesInput = z.infer<typeof updateClassSeriesSchema>;

export const cancelClassSchema = z.strictObject({
  reason: requiredText(
    TEXT_LIMITS.short,
    'Enter a reason for cancelling.',
    'Keep the reason under 200 characters.',
  ),
  version: versionField,
});
export type CancelClassInput = z.infer<typeof cancelClassSchema>;

export const CLASS_SORT_KEYS = ['startsAt', 'title', 'capacity', 'createdAt'] as const;
export type ClassSortKey = (typeof CLASS_SORT_KEYS)[number];

/** `from` and `to` are calendar days in each class's center time zone. */
export const classListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(CLASS_SORT_KEYS).optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
    centerId: queryId.optional(),
    roomId: queryId.optional(),
    instructorId: queryId.optional(),
    seriesId: queryId.optional(),
    status: z.enum(CLASS_STATUSES).optional(),
  })
  .strict()
  .refine((value) => isOrderedRange(value.from, value.to), {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

export interface ClassItem {
  id: number;
  seriesId: number | null;
  centerId: number;
  centerName: string;
  roomId: number;
  roomName: string;
  instructorId: number;
  instructorName: string;
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  creditCost: number;
  status: ClassStatus;
  cancelReason: string | null;
  overridden: boolean;
  bookedCount: number;
  waitlistCount: number;
  attendedCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A class with everyone on it: the places taken, the waitlist in the order places are offered. */
export interface ClassRosterEntry {
  bookingId: number;
  memberId: number;
  memberNumber: string;
  memberName: string;
  membershipId: number | null;
  status: BookingStatus;
  waitlistPosition: number | null;
  creditsCharged: number;
  bookedAt: string;
  version: number;
}

export interface ClassDetail extends ClassItem {
  seriesDate: string | null;
  roster: {
    booked: ClassRosterEntry[];
    waitlisted: ClassRosterEntry[];
    attended: ClassRosterEntry[];
    noShow: ClassRosterEntry[];
  };
}

/**
 * 422 codes of the timetable's own rules: a room or an instructor (or trainer) already taken at
 * that time by a class or a PT session.
 */
export const SCHEDULE_CONFLICT_CODES = {
  roomTaken: 'room_taken',
  instructorBusy: 'instructor_busy',
} as const;

export interface ClassSeriesItem {
  id: number;
  centerId: number;
  roomId: number;
  instructorId: number;
  title: string;
  description: string | null;
  weekdays: Weekday[];
  startTime: string;
  durationMinutes: number;
  capacity: number;
  creditCost: number;
  fromDate: string;
  untilDate: string;
  version: number;
}
