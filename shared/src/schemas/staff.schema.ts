import { z } from 'zod';
import { ROLES } from '../abilities/ability-rules';
import { listQuerySchema } from '../api/list-query';
import { queryBoolean } from './studio-fields';

export const STAFF_SORT_KEYS = ['fullName', 'username', 'email', 'createdAt'] as const;

/** `GET /api/v1/staff`: the list query plus role and trainer filters. */
export const staffListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(STAFF_SORT_KEYS).optional(),
  role: z.enum(ROLES).optional(),
  isTrainer: queryBoolean.optional(),
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
