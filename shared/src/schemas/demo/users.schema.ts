import { z } from 'zod';
import { listQuerySchema } from '../../api/list-query';

/** The template's user-list roles (SPEC §6: the demo list adds author, editor, maintainer, subscriber). */
export const DEMO_USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type DemoUserRole = (typeof DEMO_USER_ROLES)[number];

export const DEMO_USER_PLANS = ['basic', 'company', 'enterprise', 'team'] as const;
export type DemoUserPlan = (typeof DEMO_USER_PLANS)[number];

/** SPEC §4: demo user status. */
export const DEMO_USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type DemoUserStatus = (typeof DEMO_USER_STATUSES)[number];

export const DEMO_USER_SORT_KEYS = ['id', 'fullName', 'email', 'role', 'currentPlan', 'status'] as const;
export type DemoUserSortKey = (typeof DEMO_USER_SORT_KEYS)[number];

export const demoUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  company: z.string(),
  role: z.enum(DEMO_USER_ROLES),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.enum(DEMO_USER_PLANS),
  status: z.enum(DEMO_USER_STATUSES),
  /** A picture URL; null shows the initials (the demo bundles no pictures). */
  avatar: z.string().nullable(),
  /** The profile card's two counters. */
  taskDone: z.number().int(),
  projectDone: z.number().int(),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

export const demoUserListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(DEMO_USER_SORT_KEYS).optional(),
    role: z.enum(DEMO_USER_ROLES).optional(),
    plan: z.enum(DEMO_USER_PLANS).optional(),
    status: z.enum(DEMO_USER_STATUSES).optional(),
  })
  .strict();
export type DemoUserListQuery = z.infer<typeof demoUserListQuerySchema>;

export const demoUserListResponseSchema = z.object({
  users: z.array(demoUserSchema),
  total: z.number().int(),
});
export type DemoUserListResponse = z.infer<typeof demoUserListResponseSchema>;

/** The add-user drawer's and the edit screen's fields. */
export const demoUserInputSchema = z.strictObject({
  fullName: z
    .string({ error: 'Enter a full name.' })
    .trim()
    .min(1, 'Enter a full name.')
    .max(120, 'Keep the name under 120 characters.'),
  username: z
    .string({ error: 'Enter a username of 3 to 40 letters, digits, . - or _.' })
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,40}$/, 'Enter a username of 3 to 40 letters, digits, . - or _.'),
  email: z.email({ error: 'Enter a valid email address.' }).max(200, 'Enter a valid email address.'),
  company: z
    .string({ error: 'Enter a company.' })
    .trim()
    .min(1, 'Enter a company.')
    .max(120, 'Keep the company under 120 characters.'),
  country: z
    .string({ error: 'Enter a country.' })
    .trim()
    .min(1, 'Enter a country.')
    .max(80, 'Enter a country.'),
  contact: z
    .string({ error: 'Enter a phone number.' })
    .trim()
    .min(1, 'Enter a phone number.')
    .max(40, 'Keep the phone number under 40 characters.'),
  role: z.enum(DEMO_USER_ROLES, { error: 'Choose a role.' }),
  currentPlan: z.enum(DEMO_USER_PLANS, { error: 'Choose a billing plan.' }),
  status: z.enum(DEMO_USER_STATUSES, { error: 'Choose a status.' }),
});
export type DemoUserInput = z.infer<typeof demoUserInputSchema>;

export const saveDemoUserSchema = z.strictObject({ user: demoUserInputSchema });
export const demoUserResponseSchema = z.object({ user: demoUserSchema });
export type DemoUserResponse = z.infer<typeof demoUserResponseSchema>;

export const demoUserParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
