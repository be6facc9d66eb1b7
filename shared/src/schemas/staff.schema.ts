import { z } from 'zod';
import { ROLES } from '../abilities/ability-rules';
import { listQuerySchema } from '../api/list-query';
import { entityId, queryBoolean, queryId, requiredText, TEXT_LIMITS, versionField } from './studio-fields';

export const STAFF_SORT_KEYS = ['fullName', 'username', 'email', 'createdAt'] as const;

/** `GET /api/v1/staff`: the list query plus role and trainer filters. */
export const staffListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(STAFF_SORT_KEYS).optional(),
  role: z.enum(ROLES).optional(),
  isTrainer: queryBoolean.optional(),
  active: queryBoolean.optional(),
  /** Only staff who work at this center. */
  centerId: queryId.optional(),
});

/** One row of the staff list. `role` is null for an account nobody has given a role yet. */
export const staffListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES).nullable(),
  avatar: z.string().nullable(),
  isTrainer: z.boolean(),
  active: z.boolean(),
  version: z.number().int(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

export const staffListResponseSchema = z.object({
  items: z.array(staffListItemSchema),
  total: z.number().int(),
});

/** `GET /staff/:id`: the list fields plus the centers the account works at. Never a password hash. */
export const staffSchema = staffListItemSchema.extend({
  centerIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffPassword = z
  .string({ error: 'Enter a password of at least 8 characters.' })
  .min(8, 'Enter a password of at least 8 characters.')
  .max(200, 'Keep the password under 200 characters.');

const centerIds = z
  .array(entityId('Choose a branch.'), { error: 'Choose the branches.' })
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, 'Choose each branch only once.');

const staffFields = z.strictObject({
  email: z
    .email({ error: 'Please enter a valid email address.' })
    .max(254, 'Please enter a valid email address.'),
  fullName: requiredText(TEXT_LIMITS.name, 'Enter a full name.', 'Keep the name under 120 characters.'),
  role: z.enum(ROLES, { error: 'Choose a role.' }).nullable(),
  centerIds,
  isTrainer: z.boolean({ error: 'Choose whether this person trains members.' }),
  active: z.boolean({ error: 'Choose whether the account can sign in.' }),
});

/** `POST /staff`: an account created by an admin, with its first password. */
export const createStaffSchema = staffFields.extend({
  username: z
    .string({ error: 'Enter a username of 3 to 40 letters, digits, . - or _.' })
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,40}$/, 'Enter a username of 3 to 40 letters, digits, . - or _.'),
  password: staffPassword,
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** `PUT /staff/:id`: role, centers, trainer flag, active, with the version it was read at. */
export const updateStaffSchema = staffFields.extend({ version: versionField });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** `POST /staff/:id/password`: an admin sets a new password. */
export const resetStaffPasswordSchema = z.strictObject({ password: staffPassword });

/**
 * `GET /api/v1/staff/trainers`: active trainers and the branches they work at, for a PT pack's
 * trainer picker. The front desk sells PT packs but may not read the staff list.
 */
export const trainerOptionSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  centerIds: z.array(z.number().int()),
});
export type TrainerOption = z.infer<typeof trainerOptionSchema>;
export const trainerOptionsResponseSchema = z.object({ items: z.array(trainerOptionSchema) });
