import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { daysBetween } from '../domain/calendar-dates';
import { BOOKING_STATUSES } from './booking.schema';
import {
  calendarDate,
  entityId,
  instant,
  optionalText,
  orderedDateRange,
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
  centerId: entityId('Choose a branch.'),
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

/**
 * Edits one class; an occurrence of a series edited this way is marked as overridden. A move that
 * leaves booked members without a valid membership on the new date is refused (422
 * `class_move_loses_bookings`, the members in `details`) unless `confirm` is true: their bookings
 * are then cancelled with their credits returned, and the waitlist fills the places.
 */
export const updateClassSchema = classFields
  .extend({
    version: versionField,
    confirm: z.boolean({ error: 'Say whether to cancel the bookings the move drops.' }).optional(),
  })
  .superRefine(checkClassTimes);
export type UpdateClassInput = z.infer<typeof updateClassSchema>;

/** A booked member who would lose their place if the class moved, in the `details` of the 422. */
export const classMoveLossSchema = z.object({
  bookingId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** `no_valid_membership` or `membership_frozen` on the new date, `class_cancelled` when a series edit drops the class. */
  reason: z.string(),
});
export type ClassMoveLoss = z.infer<typeof classMoveLossSchema>;
export const classMoveLossesSchema = z.object({ members: z.array(classMoveLossSchema) });
export type ClassMoveLosses = z.infer<typeof classMoveLossesSchema>;

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
  const days = daysBetween(value.fromDate, value.untilDate);
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
/**
 * "Edit all future" of a series, re-checked as a class move is: booked members who would lose their
 * place (a class dropped from the pattern, or moved to a date their membership does not cover)
 * refuse the edit (422 `class_move_loses_bookings`) unless `confirm`.
 */
export const updateClassSeriesSchema = seriesFields
  .extend({
    applyFrom: calendarDate('Enter a valid date.'),
    version: versionField,
    confirm: z.boolean({ error: 'Say whether to cancel the bookings the move drops.' }).optional(),
  })
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
  .refine(...orderedDateRange);
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

const int = z.number().int();

export const classItemSchema = z.object({
  id: int,
  seriesId: int.nullable(),
  centerId: int,
  centerName: z.string(),
  roomId: int,
  roomName: z.string(),
  instructorId: int,
  instructorName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: int,
  creditCost: int,
  status: z.enum(CLASS_STATUSES),
  cancelReason: z.string().nullable(),
  overridden: z.boolean(),
  /** Places taken: booked, attended and no-show. */
  bookedCount: int,
  waitlistCount: int,
  attendedCount: int,
  version: int,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClassItem = z.infer<typeof classItemSchema>;

export const classListResponseSchema = z.object({ items: z.array(classItemSchema), total: int });

export const classRosterEntrySchema = z.object({
  bookingId: int,
  memberId: int,
  memberNumber: z.string(),
  memberName: z.string(),
  membershipId: int.nullable(),
  status: z.enum(BOOKING_STATUSES),
  waitlistPosition: int.nullable(),
  creditsCharged: int,
  bookedAt: z.string(),
  version: int,
});
export type ClassRosterEntry = z.infer<typeof classRosterEntrySchema>;

/** A class with everyone on it: the places taken, the waitlist in the order places are offered. */
export const classDetailSchema = classItemSchema.extend({
  seriesDate: z.string().nullable(),
  roster: z.object({
    booked: z.array(classRosterEntrySchema),
    waitlisted: z.array(classRosterEntrySchema),
    attended: z.array(classRosterEntrySchema),
    noShow: z.array(classRosterEntrySchema),
  }),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** A cancelled class and the credits its bookings got back. */
export const cancelClassResultSchema = z.object({ class: classItemSchema, creditsReturned: int });

export const classSeriesItemSchema = z.object({
  id: int,
  centerId: int,
  roomId: int,
  instructorId: int,
  title: z.string(),
  description: z.string().nullable(),
  weekdays: z.array(z.union(WEEKDAYS.map((day) => z.literal(day)))),
  startTime: z.string(),
  durationMinutes: int,
  capacity: int,
  creditCost: int,
  fromDate: z.string(),
  untilDate: z.string(),
  version: int,
});
export type ClassSeriesItem = z.infer<typeof classSeriesItemSchema>;

export const createClassSeriesResultSchema = z.object({
  series: classSeriesItemSchema,
  classIds: z.array(int),
});

/** What "edit all future" did to the series' classes. */
export const updateClassSeriesResultSchema = z.object({
  series: classSeriesItemSchema,
  updatedIds: z.array(int),
  addedIds: z.array(int),
  cancelledIds: z.array(int),
});
