import { z } from 'zod';
import { CHECK_IN_REFUSAL_CODES, type CheckInRefusalCode } from '../api/domain-codes';
import { listQuerySchema } from '../api/list-query';
import {
  entityId,
  optionalText,
  orderedDateRange,
  queryBoolean,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
} from './studio-fields';

const memberNumber = z
  .string({ error: 'Enter a member number.' })
  .trim()
  .min(1, 'Enter a member number.')
  .max(TEXT_LIMITS.code, 'Enter a member number.');

/** Who is at the desk: the member's id, or the number scanned from their card. */
const whoAndWhere = {
  memberId: entityId('Choose a member.').optional(),
  memberNumber: memberNumber.optional(),
  centerId: entityId('Choose a branch.'),
};

function oneMember(value: { memberId?: number; memberNumber?: string }, ctx: z.RefinementCtx): void {
  if ((value.memberId === undefined) === (value.memberNumber === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['memberId'],
      message: 'Scan a member card or choose a member.',
    });
  }
}

/** `POST /check-ins/evaluate`: would the member be let in now? Nothing is recorded. */
export const evaluateCheckInSchema = z.strictObject(whoAndWhere).superRefine(oneMember);
export type EvaluateCheckInInput = z.infer<typeof evaluateCheckInSchema>;

/** A check-in attempt. Refused ones are stored too; an override with a note lets the member in. */
export const createCheckInSchema = z
  .strictObject({
    ...whoAndWhere,
    device: optionalText(TEXT_LIMITS.name, 'Keep the device name under 120 characters.').optional(),
    override: z
      .strictObject({
        note: requiredText(
          TEXT_LIMITS.short,
          'Enter why you are letting the member in.',
          'Keep the note under 200 characters.',
        ),
      })
      .nullable()
      .optional(),
    /**
     * The member was let in at this branch moments ago (`REPEAT_CHECK_IN_MINUTES`): without this the
     * second check-in is refused with `already_checked_in`; with it, it is recorded.
     */
    confirmRepeat: z.boolean({ error: 'Choose whether to check the member in again.' }).optional(),
  })
  .superRefine(oneMember);
export type CreateCheckInInput = z.infer<typeof createCheckInSchema>;

/**
 * Refusals the front desk may override on its own. They let in someone whose entry is already
 * paid for (a membership starting tomorrow; a waiver to sign on paper). Refusals that waive money
 * (expired, no credits, owes money) need the `override CheckIn` ability, which managers hold.
 */
export const FRONT_DESK_OVERRIDABLE_REFUSALS: readonly CheckInRefusalCode[] = [
  'not_started',
  'unsigned_document',
  'outside_opening_hours',
];

/** A second check-in of a member at the same branch within this many minutes asks for confirmation. */
export const REPEAT_CHECK_IN_MINUTES = 15;

/** `details` of the 422 `already_checked_in`: the check-in the member already has. */
export const repeatCheckInDetailsSchema = z.object({
  checkInId: z.number().int(),
  /** When that check-in was recorded. */
  at: z.string(),
});
export type RepeatCheckInDetails = z.infer<typeof repeatCheckInDetailsSchema>;

const int = z.number().int();

export const checkInEvaluationResultSchema = z.object({
  memberId: int,
  memberNumber: z.string(),
  memberName: z.string(),
  centerId: int,
  allowed: z.boolean(),
  reason: z.enum(CHECK_IN_REFUSAL_CODES).nullable(),
  /** The refusal may be overridden with a note (by someone allowed to). */
  overridable: z.boolean(),
  /** The signed-in staff member may override this refusal. */
  canOverride: z.boolean(),
  membershipId: int.nullable(),
  /** Issued invoices' unpaid totals, in minor units. */
  balanceOwed: int,
  /**
   * The member's pending waiver (a signature request of kind `waiver`), to sign on the pad now;
   * null when none is pending. A recorded check-in refused for `unsigned_document` opens one
   * first, so its answer always carries it.
   */
  waiverRequestId: int.nullable(),
  /**
   * When the member was last let in at this branch, if within `REPEAT_CHECK_IN_MINUTES`; a
   * check-in now then needs `confirmRepeat`.
   */
  lastCheckInAt: z.string().nullable(),
});
export type CheckInEvaluationResult = z.infer<typeof checkInEvaluationResultSchema>;

export const CHECK_IN_SORT_KEYS = ['at'] as const;
export type CheckInSortKey = (typeof CHECK_IN_SORT_KEYS)[number];

/** `date`, `from` and `to` are calendar days in the center's time zone; `date` is one day. */
export const checkInListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(CHECK_IN_SORT_KEYS).optional(),
    date: queryDate.optional(),
    centerId: queryId.optional(),
    memberId: queryId.optional(),
    allowed: queryBoolean.optional(),
    reason: z.enum(CHECK_IN_REFUSAL_CODES).optional(),
    /** Let in offline though the server would have refused: `true` is the managers' review list, unreviewed. */
    needsReview: queryBoolean.optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type CheckInListQuery = z.infer<typeof checkInListQuerySchema>;

export const checkInItemSchema = z.object({
  id: int,
  memberId: int,
  memberName: z.string(),
  memberNumber: z.string(),
  centerId: int,
  at: z.string(),
  allowed: z.boolean(),
  /** Why it was refused; kept on an overridden check-in too, beside the override. */
  reason: z.enum(CHECK_IN_REFUSAL_CODES).nullable(),
  overriddenById: int.nullable(),
  overrideNote: z.string().nullable(),
  staffId: int.nullable(),
  device: z.string().nullable(),
  /** When an attempt made at a desk offline reached the server; null for one recorded online. */
  syncedAt: z.string().nullable(),
  /** Let in offline though the server, deciding again, refuses it: on the review list until reviewed. */
  needsReview: z.boolean(),
  reviewedAt: z.string().nullable(),
});
export type CheckInItem = z.infer<typeof checkInItemSchema>;

export const checkInListResponseSchema = z.object({ items: z.array(checkInItemSchema), total: int });

/** A recorded attempt and the evaluation behind it. */
export const recordCheckInResultSchema = z.object({
  checkIn: checkInItemSchema,
  evaluation: checkInEvaluationResultSchema,
});
