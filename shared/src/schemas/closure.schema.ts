import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { daysBetween } from '../domain/calendar-dates';
import {
  calendarDate,
  entityId,
  orderedDateRange,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
} from './studio-fields';

/** The longest closure, in days: a typhoon week or a holiday fortnight, never a season. */
export const MAX_CLOSURE_DAYS = 31;

/** Days from `startsOn` to `endsOn`, both included. */
export function closureDays(startsOn: string, endsOn: string): number {
  return daysBetween(startsOn, endsOn) + 1;
}

/**
 * `POST /closures` and `POST /closures/preview`: a branch closed from `startsOn` to `endsOn`
 * (inclusive). Creating one cancels the branch's classes in the range and extends its time-based
 * memberships by the closed days they cover; the preview returns the same plan and changes nothing.
 */
export const createClosureSchema = z
  .strictObject({
    centerId: entityId('Choose a branch.'),
    startsOn: calendarDate('Enter a valid first day.'),
    endsOn: calendarDate('Enter a valid last day.'),
    reason: requiredText(TEXT_LIMITS.short, 'Enter a reason.', 'Keep the reason under 200 characters.'),
  })
  .refine((value) => value.startsOn <= value.endsOn, {
    path: ['endsOn'],
    message: 'The last day must be on or after the first day.',
  })
  .refine(
    (value) => value.startsOn > value.endsOn || closureDays(value.startsOn, value.endsOn) <= MAX_CLOSURE_DAYS,
    {
      path: ['endsOn'],
      message: 'A closure can last at most 31 days.',
    },
  );
export type CreateClosureInput = z.infer<typeof createClosureSchema>;

export const CLOSURE_SORT_KEYS = ['startsOn', 'createdAt'] as const;
export type ClosureSortKey = (typeof CLOSURE_SORT_KEYS)[number];

/** `GET /closures`: `from`/`to` keep the closures that overlap those days; newest first by default. */
export const closureListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(CLOSURE_SORT_KEYS).optional(),
    centerId: queryId.optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type ClosureListQuery = z.infer<typeof closureListQuerySchema>;

export const closureItemSchema = z.object({
  id: z.number().int(),
  centerId: z.number().int(),
  centerName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  days: z.number().int(),
  reason: z.string(),
  classesCancelled: z.number().int(),
  bookingsCancelled: z.number().int(),
  membershipsExtended: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClosureItem = z.infer<typeof closureItemSchema>;

export const closureListResponseSchema = z.object({
  items: z.array(closureItemSchema),
  total: z.number().int(),
});

/** A class the closure cancels, with the members whose booking or waitlist place it cancels. */
export const closureClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  members: z.array(z.object({ memberId: z.number().int(), name: z.string() })),
});
export type ClosureClass = z.infer<typeof closureClassSchema>;

/**
 * A membership the closure changes: `days` is the closed days it was running on, added to its end;
 * a renewal that followed a membership the closure extends starts later by the same days
 * (`newStartDate`), so that the two never overlap.
 */
export const closureExtensionSchema = z.object({
  membershipId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  days: z.number().int(),
  startDate: z.string(),
  newStartDate: z.string(),
  endDate: z.string(),
  newEndDate: z.string(),
});
export type ClosureExtension = z.infer<typeof closureExtensionSchema>;

/** What a closure does (the preview) or did (the creation). */
export const closurePlanSchema = z.object({
  days: z.number().int(),
  classesCancelled: z.number().int(),
  bookingsCancelled: z.number().int(),
  membershipsExtended: z.number().int(),
  /** Renewals that start later because the membership before them was extended. */
  membershipsMoved: z.number().int(),
  classes: z.array(closureClassSchema),
  extensions: z.array(closureExtensionSchema),
});
export type ClosurePlan = z.infer<typeof closurePlanSchema>;

export const createClosureResponseSchema = closurePlanSchema.extend({ closure: closureItemSchema });
export type CreateClosureResponse = z.infer<typeof createClosureResponseSchema>;
