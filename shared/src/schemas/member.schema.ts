import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { LOCALES } from '../constants';
import { LATEST_STUDIO_DAY } from '../domain/calendar-dates';
import { MEMBER_SORT_KEYS, MEMBER_STATUSES, type MemberSortKey, type MemberStatus } from './member-options';
import {
  entityId,
  MAX_INTEGER_ID,
  optionalText,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export { MEMBER_SORT_KEYS, MEMBER_STATUSES, type MemberSortKey, type MemberStatus };

/**
 * `GET /api/v1/members` (and `/members/export.csv`): the list query plus the home-center and status
 * filters, and `ids` (comma-separated, at most 1,000) to export the members picked on the list.
 */
export const memberListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(MEMBER_SORT_KEYS).optional(),
  centerId: queryId.optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  /** Members carrying this tag, exactly as written on them. */
  tag: z.string().trim().min(1, 'Choose a tag.').max(40, 'Choose a tag.').optional(),
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,999}$/, 'Choose a valid record.')
    .transform((ids) => ids.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_INTEGER_ID), 'Choose a valid record.')
    .optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** `GET /members/tags`: every tag on a current member, with how many carry it, most used first. */
export const memberTagsResponseSchema = z.object({
  items: z.array(z.object({ tag: z.string(), members: z.number().int() })),
});
export type MemberTagsResponse = z.infer<typeof memberTagsResponseSchema>;

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

/** A row of `GET /api/v1/members`: the member's list fields and statuses today. */
export const memberListEntrySchema = memberListItemSchema.extend({
  statuses: z.array(z.enum(MEMBER_STATUSES)),
  /** With Expiring: whole days until the member's last current membership ends (0 today). */
  expiresInDays: z.number().int().nullable(),
});
export type MemberListEntry = z.infer<typeof memberListEntrySchema>;

export const memberListResponseSchema = z.object({
  items: z.array(memberListEntrySchema),
  total: z.number().int(),
  totalCapped: z.boolean().optional(),
});

export const GENDERS = ['female', 'male', 'other'] as const;
export const MAX_MEMBER_TAGS = 20;

/** `GET /api/v1/members/:id`: the list fields plus the profile. */
export const memberSchema = memberListItemSchema.extend({
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  preferredLanguage: z.enum(LOCALES).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

const memberFields = z.strictObject({
  firstName: requiredText(
    TEXT_LIMITS.name,
    'Enter a first name.',
    'Keep the first name under 120 characters.',
  ),
  lastName: requiredText(TEXT_LIMITS.name, 'Enter a last name.', 'Keep the last name under 120 characters.'),
  email: z
    .email({ error: 'Please enter a valid email address.' })
    .max(254, 'Please enter a valid email address.')
    .nullable()
    .or(z.literal('').transform(() => null)),
  phone: optionalText(40, 'Keep the phone number under 40 characters.'),
  birthday: z.iso
    .date({ error: 'Enter a valid birthday.' })
    .refine((day) => day >= '1900-01-01' && day <= LATEST_STUDIO_DAY, 'Enter a birthday after 1900.')
    .nullable(),
  gender: z.enum(GENDERS, { error: 'Choose a gender.' }).nullable(),
  address: optionalText(TEXT_LIMITS.short, 'Keep the address under 200 characters.'),
  emergencyContactName: optionalText(TEXT_LIMITS.name, 'Keep the name under 120 characters.'),
  emergencyContactPhone: optionalText(40, 'Keep the phone number under 40 characters.'),
  /** The language of the documents the member signs; null (or left out) follows the studio's default. */
  preferredLanguage: z
    .enum(LOCALES, { error: 'Choose a language.' })
    .nullish()
    .transform((locale) => locale ?? null),
  homeCenterId: entityId('Choose a home branch.'),
  photoUrl: optionalText(TEXT_LIMITS.long, 'The photo address is too long.'),
  tags: z
    .array(z.string().trim().min(1).max(40, 'Keep each tag under 40 characters.'))
    .max(MAX_MEMBER_TAGS, 'Use at most 20 tags.'),
  notes: optionalText(TEXT_LIMITS.long, 'Keep the notes under 2000 characters.'),
});

/** `POST /api/v1/members`: a new member; the server gives the member number. */
export const createMemberSchema = memberFields;
export type CreateMemberInput = z.infer<typeof createMemberSchema>;

/** `PUT /api/v1/members/:id`: the whole profile, with the version it was read at. */
export const updateMemberSchema = memberFields.extend({ version: versionField });
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

/** `POST /api/v1/members/:id/archive`: the version the member was read at. */
export const archiveMemberSchema = z.strictObject({ version: versionField });
