import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { centsRefusal } from '../domain/currency-units';
import { MEMBERSHIP_STATUSES } from './membership.schema';
import {
  entityId,
  money,
  optionalText,
  queryBoolean,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

/** time: unlimited classes for a period; sessions: N class credits; pt: N sessions with a trainer. */
export const PACKAGE_KINDS = ['time', 'sessions', 'pt'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const DURATION_UNITS = ['days', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const MAX_DURATION = { days: 3660, months: 120 } as const satisfies Record<DurationUnit, number>;
export const MAX_PACKAGE_CREDITS = 1000;

export const currencyCode = z
  .string({ error: 'Enter a three-letter currency code, such as EUR.' })
  .regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code, such as EUR.');

const packageFields = z.strictObject({
  kind: z.enum(PACKAGE_KINDS, { error: 'Choose a package type.' }),
  name: requiredText(
    TEXT_LIMITS.name,
    'Enter a package name.',
    'Keep the package name under 120 characters.',
  ),
  description: optionalText(TEXT_LIMITS.long, 'Keep the description under 2000 characters.'),
  durationValue: z
    .number({ error: 'Enter a duration of at least 1.' })
    .int('Enter a duration of at least 1.')
    .min(1, 'Enter a duration of at least 1.'),
  durationUnit: z.enum(DURATION_UNITS, { error: 'Choose days or months.' }),
  credits: z
    .number({ error: 'Enter a number of sessions between 1 and 1000.' })
    .int('Enter a number of sessions between 1 and 1000.')
    .min(1, 'Enter a number of sessions between 1 and 1000.')
    .max(MAX_PACKAGE_CREDITS, 'Enter a number of sessions between 1 and 1000.')
    .nullable(),
  price: money('Enter a price of 0 or more.'),
  currency: currencyCode,
  centerIds: z
    .array(entityId('Choose a branch.'), { error: 'Choose at least one branch.' })
    .min(1, 'Choose at least one branch.')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each branch only once.'),
  active: z.boolean({ error: 'Choose whether the package is on sale.' }),
  /** A PT pack's trainer, offered first when it is sold; null leaves the choice to the sale. */
  trainerId: entityId('Choose a trainer.').nullable().default(null),
});

type PackageFields = z.infer<typeof packageFields>;

function checkPackage(value: PackageFields, ctx: z.RefinementCtx): void {
  const cents = centsRefusal(value.price, value.currency);
  if (cents) ctx.addIssue({ code: 'custom', path: ['price'], message: cents });
  if (value.durationValue > MAX_DURATION[value.durationUnit]) {
    ctx.addIssue({
      code: 'custom',
      path: ['durationValue'],
      message: 'Enter a duration of at most 120 months or 3660 days.',
    });
  }
  if (value.kind !== 'pt' && value.trainerId !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['trainerId'],
      message: 'Only a PT pack has a trainer.',
    });
  }
  if (value.kind === 'time' && value.credits !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['credits'],
      message: 'A time-based package has unlimited classes: leave the sessions empty.',
    });
  }
  if (value.kind !== 'time' && value.credits === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['credits'],
      message: 'Enter a number of sessions between 1 and 1000.',
    });
  }
}

export const createPackageSchema = packageFields.superRefine(checkPackage);
export type CreatePackageInput = z.infer<typeof createPackageSchema>;

export const updatePackageSchema = packageFields.extend({ version: versionField }).superRefine(checkPackage);
export type UpdatePackageInput = z.infer<typeof updatePackageSchema>;

export const PACKAGE_SORT_KEYS = ['name', 'kind', 'price', 'createdAt'] as const;
export type PackageSortKey = (typeof PACKAGE_SORT_KEYS)[number];

export const packageListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(PACKAGE_SORT_KEYS).optional(),
    kind: z.enum(PACKAGE_KINDS).optional(),
    centerId: queryId.optional(),
    active: queryBoolean.optional(),
  })
  .strict();
export type PackageListQuery = z.infer<typeof packageListQuerySchema>;

export const PACKAGE_MEMBERSHIP_SORT_KEYS = ['startDate', 'endDate', 'memberName'] as const;
export type PackageMembershipSortKey = (typeof PACKAGE_MEMBERSHIP_SORT_KEYS)[number];

/** `GET /packages/:id/memberships`: the memberships sold on one package. */
export const packageMembershipListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(PACKAGE_MEMBERSHIP_SORT_KEYS).optional(),
    centerId: queryId.optional(),
    status: z.enum(MEMBERSHIP_STATUSES).optional(),
  })
  .strict();
export type PackageMembershipListQuery = z.infer<typeof packageMembershipListQuerySchema>;

/** A membership sold on a package, with how much of it has been used. */
export const packageMembershipItemSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberNumber: z.string(),
  memberName: z.string(),
  centerId: z.number().int(),
  status: z.enum(MEMBERSHIP_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  creditsTotal: z.number().int().nullable(),
  creditsRemaining: z.number().int().nullable(),
  /** creditsTotal minus creditsRemaining; null for a time-based membership. */
  creditsUsed: z.number().int().nullable(),
  /** Classes booked on the membership that the member attended. */
  classesAttended: z.number().int(),
  /** The agreed price after any coupon; what was paid is the invoice's. */
  pricePaid: z.number().int(),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The whole invoice the membership was sold on (it may hold other lines), and what is paid of it. */
  invoiceTotal: z.number().int().nullable(),
  invoicePaid: z.number().int().nullable(),
});
export type PackageMembershipItem = z.infer<typeof packageMembershipItemSchema>;

export const packageMembershipListResponseSchema = z.object({
  items: z.array(packageMembershipItemSchema),
  total: z.number().int(),
});

export const packageItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PACKAGE_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  durationValue: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  /** Class credits (sessions) or PT sessions; null for a time-based package. */
  credits: z.number().int().nullable(),
  price: z.number().int(),
  currency: z.string(),
  centerIds: z.array(z.number().int()),
  active: z.boolean(),
  trainerId: z.number().int().nullable(),
  trainerName: z.string().nullable(),
  /** Memberships sold on this package, for the Package Record screen. */
  membershipsSold: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

export const packageListResponseSchema = z.object({
  items: z.array(packageItemSchema),
  total: z.number().int(),
});
