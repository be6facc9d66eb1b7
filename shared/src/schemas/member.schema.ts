import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';

export const MEMBER_SORT_KEYS = [
  'memberNumber',
  'lastName',
  'firstName',
  'email',
  'joinedAt',
  'createdAt',
] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

/** `GET /api/v1/members` (and `/members/export.csv`): the list query plus the home-center filter. */
export const memberListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(MEMBER_SORT_KEYS).optional(),
  centerId: z.coerce.number().int().positive().optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One row of the member list. Dates are ISO 8601: `birthday` a day, `joinedAt` an instant in UTC. */
export const memberListItemSchema = z.object({
  id: z.number().int(),
  memberNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: isoDate.nullable(),
  homeCenterId: z.number().int(),
  homeCenterName: z.string(),
  tags: z.array(z.string()),
  photoUrl: z.string().nullable(),
  joinedAt: z.string(),
  version: z.number().int(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberListResponseSchema = z.object({
  items: z.array(memberListItemSchema),
  total: z.number().int(),
});

export const GENDERS = ['female', 'male', 'other'] as const;

/** `GET /api/v1/members/:id`: the list fields plus the profile. */
export const memberSchema = memberListItemSchema.extend({
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
