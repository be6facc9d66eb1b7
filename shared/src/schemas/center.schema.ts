import { z } from 'zod';
import { entityId, isKnownTimeZone, requiredText, TEXT_LIMITS, versionField } from './studio-fields';

/** A branch of the chain, as `GET /api/v1/centers` lists it. */
export const centerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type Center = z.infer<typeof centerSchema>;

const centerFields = z.strictObject({
  name: requiredText(TEXT_LIMITS.name, 'Enter a center name.', 'Keep the center name under 120 characters.'),
  code: z
    .string({ error: 'Enter a code of 2 to 10 capital letters or digits.' })
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, 'Enter a code of 2 to 10 capital letters or digits.'),
  address: requiredText(TEXT_LIMITS.short, 'Enter the address.', 'Keep the address under 200 characters.'),
  phone: requiredText(40, 'Enter a phone number.', 'Keep the phone number under 40 characters.'),
  timezone: z
    .string({ error: 'Choose a time zone.' })
    .max(64, 'Choose a time zone.')
    .refine(isKnownTimeZone, 'Choose a time zone.'),
});

/** `POST /centers`: a new center is active. */
export const createCenterSchema = centerFields;
export type CreateCenterInput = z.infer<typeof createCenterSchema>;

/** `PUT /centers/:id`: the whole record with the version it was read at; `active: true` reopens an archived center. */
export const updateCenterSchema = centerFields.extend({
  active: z.boolean({ error: 'Choose whether the center is open.' }),
  version: versionField,
});
export type UpdateCenterInput = z.infer<typeof updateCenterSchema>;

/** `POST /centers/:id/archive`: the version the center was read at. */
export const archiveCenterSchema = z.strictObject({ version: versionField });

/** The most members one bulk move names; moving a whole branch leaves `memberIds` out. */
export const MAX_MOVED_MEMBERS = 1_000;

/**
 * `POST /centers/:id/move-members`: the home branch of these members of the center (all of them
 * when `memberIds` is left out) becomes `toCenterId`, before the center is archived.
 */
export const moveCenterMembersSchema = z.strictObject({
  toCenterId: entityId('Choose the center the members move to.'),
  memberIds: z
    .array(entityId('Not a valid id.'), { error: 'Choose the members to move.' })
    .min(1, 'Choose the members to move.')
    .max(MAX_MOVED_MEMBERS, 'Move at most 1,000 members at a time.')
    .optional(),
});
export type MoveCenterMembersInput = z.infer<typeof moveCenterMembersSchema>;

export const moveCenterMembersResultSchema = z.object({ moved: z.number().int() });
export type MoveCenterMembersResult = z.infer<typeof moveCenterMembersResultSchema>;
