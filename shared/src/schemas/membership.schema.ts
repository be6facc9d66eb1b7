import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import type { PackageKind } from './package.schema';
import { PAYMENT_METHODS } from './payment.schema';
import {
  calendarDate,
  entityId,
  isOrderedRange,
  type MoneyFields,
  optionalText,
  positiveMoney,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

/**
 * What is stored. Frozen, expired and the rest depend on the day you ask, so they are derived
 * (MEMBERSHIP_STATES) rather than kept in a column that a nightly job would have to maintain.
 */
export const MEMBERSHIP_STATUSES = ['active', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A membership's state on a given day, as the member list and the front desk show it. */
export const MEMBERSHIP_STATES = [
  'not_started',
  'active',
  'expiring',
  'frozen',
  'used_up',
  'expired',
  'cancelled',
] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** Days before the end date from which an active membership counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 14;

export const CREDIT_MOVEMENT_REASONS = [
  'sale',
  'booking',
  'cancel',
  'attendance',
  'pt',
  'adjustment',
] as const;
export type CreditMovementReason = (typeof CREDIT_MOVEMENT_REASONS)[number];

export const MAX_FREEZE_DAYS = 365;

const reason = (requiredMessage: string) =>
  requiredText(TEXT_LIMITS.short, requiredMessage, 'Keep the reason under 200 characters.');

/** Optional on input, null once parsed: the form sends null, a script may leave the field out. */
const orNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | null => value ?? null);

/**
 * The first day of a membership sold, by a sale or an invoice's package line. Bounded so that the
 * computed end date is always a day PostgreSQL and the calendar code agree on.
 */
export const membershipStartDate = () =>
  calendarDate('Enter a valid start date.', 'Enter a start date between 2000 and 2099.');

/**
 * `POST /members/:memberId/memberships`: selling a package. The server computes the end date and
 * credits from the package and creates the invoice (and the payment, when one is taken) with it.
 * The center defaults to the member's home center.
 */
export const sellMembershipSchema = z.strictObject({
  packageId: entityId('Choose a package.'),
  centerId: orNull(entityId('Choose a branch.')),
  startDate: membershipStartDate(),
  trainerId: orNull(entityId('Choose a trainer.')),
  couponCode: z
    .string({ error: 'Enter a valid coupon code.' })
    .trim()
    .max(40, 'Enter a valid coupon code.')
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : null)),
  payment: orNull(
    z.strictObject({
      amount: positiveMoney('Enter a payment of more than 0.'),
      method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
    }),
  ),
  notes: optionalText(TEXT_LIMITS.long, 'Keep the notes under 2000 characters.')
    .optional()
    .transform((notes) => notes ?? null),
});
export type SellMembershipInput = z.infer<typeof sellMembershipSchema>;

/** A sale's one typed amount: the payment taken with it (the price is the package's). */
export const sellMembershipMoney: MoneyFields<Pick<SellMembershipInput, 'payment'>> = (value) => ({
  'payment.amount': value.payment?.amount,
});

export const updateMembershipSchema = z.strictObject({
  endDate: calendarDate('Enter a valid end date.'),
  trainerId: entityId('Choose a trainer.').nullable(),
  notes: optionalText(TEXT_LIMITS.long, 'Keep the notes under 2000 characters.'),
  version: versionField,
});
export type UpdateMembershipInput = z.infer<typeof updateMembershipSchema>;

export const freezeMembershipSchema = z
  .strictObject({
    fromDate: calendarDate('Enter a valid first day of the freeze.'),
    toDate: calendarDate('Enter a valid last day of the freeze.'),
    reason: reason('Enter a reason for the freeze.'),
    version: versionField,
  })
  .refine((value) => isOrderedRange(value.fromDate, value.toDate), {
    path: ['toDate'],
    message: 'The freeze must end on or after the day it starts.',
  });
export type FreezeMembershipInput = z.infer<typeof freezeMembershipSchema>;

/** Ends the current freeze early; the membership runs again from `resumeOn`. */
export const unfreezeMembershipSchema = z.strictObject({
  resumeOn: calendarDate('Enter a valid date to resume.'),
  version: versionField,
});
export type UnfreezeMembershipInput = z.infer<typeof unfreezeMembershipSchema>;

export const MAX_EXTEND_DAYS = 3650;

/** Adds days to the end date (a goodwill extension, a closure of the studio). */
export const extendMembershipSchema = z.strictObject({
  days: z
    .number({ error: 'Enter a number of days between 1 and 3650.' })
    .int('Enter a number of days between 1 and 3650.')
    .min(1, 'Enter a number of days between 1 and 3650.')
    .max(MAX_EXTEND_DAYS, 'Enter a number of days between 1 and 3650.'),
  version: versionField,
});
export type ExtendMembershipInput = z.infer<typeof extendMembershipSchema>;

export const cancelMembershipSchema = z.strictObject({
  reason: reason('Enter a reason for the cancellation.'),
  version: versionField,
});
export type CancelMembershipInput = z.infer<typeof cancelMembershipSchema>;

export const adjustCreditsSchema = z.strictObject({
  delta: z
    .number({ error: 'Enter a whole number of credits to add or remove.' })
    .int('Enter a whole number of credits to add or remove.')
    .min(-1000, 'Enter a whole number of credits to add or remove.')
    .max(1000, 'Enter a whole number of credits to add or remove.')
    .refine((delta) => delta !== 0, 'Enter a whole number of credits to add or remove.'),
  reason: reason('Enter a reason for the adjustment.'),
  version: versionField,
});
export type AdjustCreditsInput = z.infer<typeof adjustCreditsSchema>;

export const MEMBERSHIP_SORT_KEYS = ['startDate', 'endDate', 'createdAt', 'memberName'] as const;
export type MembershipSortKey = (typeof MEMBERSHIP_SORT_KEYS)[number];

/** `GET /memberships` (and `/memberships/export.csv`); `state` is the derived state on the center's today. */
export const membershipListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(MEMBERSHIP_SORT_KEYS).optional(),
    memberId: queryId.optional(),
    centerId: queryId.optional(),
    packageId: queryId.optional(),
    state: z.enum(MEMBERSHIP_STATES).optional(),
  })
  .strict();
export type MembershipListQuery = z.infer<typeof membershipListQuerySchema>;

const id = z.number().int();

export const membershipFreezeItemSchema = z.object({
  id,
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
  /** The day the membership ran again, when the freeze was ended before `toDate`. */
  endedOn: z.string().nullable(),
  createdById: id.nullable(),
  createdAt: z.string(),
});
export type MembershipFreezeItem = z.infer<typeof membershipFreezeItemSchema>;

export const creditMovementItemSchema = z.object({
  id,
  delta: z.number().int(),
  reason: z.enum(CREDIT_MOVEMENT_REASONS),
  referenceId: id.nullable(),
  note: z.string().nullable(),
  staffId: id.nullable(),
  at: z.string(),
});
export type CreditMovementItem = z.infer<typeof creditMovementItemSchema>;

/** One row of the membership list. */
export const membershipListItemSchema = z.object({
  id,
  memberId: id,
  memberName: z.string(),
  packageId: id,
  packageName: z.string(),
  // package.schema imports this file, so its PACKAGE_KINDS cannot be read here when this loads.
  kind: z.custom<PackageKind>((value) => typeof value === 'string'),
  centerId: id,
  centerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  state: z.enum(MEMBERSHIP_STATES),
  creditsTotal: z.number().int().nullable(),
  creditsRemaining: z.number().int().nullable(),
  trainerId: id.nullable(),
  /** The agreed price after any coupon, in minor units; what was actually paid is on the invoice. */
  pricePaid: z.number().int(),
  invoiceId: id.nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MembershipListItem = z.infer<typeof membershipListItemSchema>;

export const membershipListResponseSchema = z.object({
  items: z.array(membershipListItemSchema),
  total: z.number().int(),
});

/** `GET /memberships/:id`: the list fields, the freezes and the credit ledger. */
export const membershipSchema = membershipListItemSchema.extend({
  freezes: z.array(membershipFreezeItemSchema),
  creditMovements: z.array(creditMovementItemSchema),
});
export type MembershipItem = z.infer<typeof membershipSchema>;
