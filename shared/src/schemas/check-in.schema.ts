import { z } from 'zod';
import { CHECK_IN_REFUSAL_CODES, type CheckInRefusalCode } from '../api/domain-codes';
import { listQuerySchema } from '../api/list-query';
import {
  entityId,
  isOrderedRange,
  optionalText,
  queryBoolean,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
} from './studio-fields';

/** A check-in attempt. Refused ones are stored too; an override with a note lets the member in. */
export const createCheckInSchema = z.strictObject({
  memberId: entityId('Choose a member.'),
  centerId: entityId('Choose a center.'),
  device: optionalText(TEXT_LIMITS.name, 'Keep the device name under 120 characters.'),
  override: z
    .strictObject({
      note: requiredText(
        TEXT_LIMITS.short,
        'Enter why you are letting the member in.',
        'Keep the note under 200 characters.',
      ),
    })
    .nullable(),
});
export type CreateCheckInInput = z.infer<typeof createCheckInSchema>;

export const checkInListQuerySchema = listQuerySchema
  .extend({
    centerId: queryId.optional(),
    memberId: queryId.optional(),
    allowed: queryBoolean.optional(),
    reason: z.enum(CHECK_IN_REFUSAL_CODES).optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine((value) => isOrderedRange(value.from, value.to), {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });
export type CheckInListQuery = z.infer<typeof checkInListQuerySchema>;

export interface CheckInItem {
  id: number;
  memberId: number;
  memberName: string;
  centerId: number;
  at: string;
  allowed: boolean;
  /** Why it was refused; kept on an overridden check-in too, beside the override. */
  reason: CheckInRefusalCode | null;
  overriddenById: number | null;
  overrideNote: string | null;
  staffId: number | null;
  device: string | null;
}
