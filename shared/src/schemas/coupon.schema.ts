import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { INVOICE_LINE_KINDS, MAX_INVOICE_LINES } from './invoice.schema';
import {
  calendarDate,
  entityId,
  isOrderedRange,
  MAX_MONEY_MINOR,
  MONEY_TOO_LARGE,
  type MoneyFields,
  money,
  optionalText,
  queryBoolean,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_SCOPES = ['all', 'packages', 'products'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

const limit = z
  .number({ error: 'Enter a limit of at least 1, or leave it empty for no limit.' })
  .int('Enter a limit of at least 1, or leave it empty for no limit.')
  .min(1, 'Enter a limit of at least 1, or leave it empty for no limit.')
  .max(1_000_000, 'Enter a limit of at least 1, or leave it empty for no limit.')
  .nullable();

/** Codes are matched without regard to case, so they are stored in capitals. */
export const couponCode = z
  .string({ error: 'Enter a coupon code.' })
  .trim()
  .min(3, 'Enter a code of 3 to 40 letters, digits, - or _.')
  .max(40, 'Enter a code of 3 to 40 letters, digits, - or _.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Enter a code of 3 to 40 letters, digits, - or _.')
  .transform((code) => code.toUpperCase());

const couponFields = z.strictObject({
  code: couponCode,
  description: optionalText(TEXT_LIMITS.short, 'Keep the description under 200 characters.'),
  kind: z.enum(COUPON_KINDS, { error: 'Choose percent or fixed amount.' }),
  /** Whole percent (1-100) for a percent coupon; minor units for a fixed one. */
  /** Its upper bound depends on the kind: checked in checkCoupon, so a percentage is refused as one. */
  value: z.number({ error: 'Enter the discount.' }).int('Enter the discount.').min(1, 'Enter the discount.'),
  scope: z.enum(COUPON_SCOPES, { error: 'Choose what the coupon applies to.' }),
  validFrom: calendarDate('Enter a valid first day.').nullable(),
  validTo: calendarDate('Enter a valid last day.').nullable(),
  totalLimit: limit,
  perMemberLimit: limit,
  /** The eligible amount an invoice must reach before the coupon applies. */
  minAmount: money('Enter a minimum amount of 0 or more.').nullable(),
  active: z.boolean({ error: 'Choose whether the coupon can be used.' }),
});

type CouponFields = z.infer<typeof couponFields>;

function checkCoupon(value: CouponFields, ctx: z.RefinementCtx): void {
  if (value.kind === 'percent' && value.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a percentage between 1 and 100.' });
  }
  if (value.kind === 'fixed' && value.value > MAX_MONEY_MINOR) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: MONEY_TOO_LARGE });
  }
  if (!isOrderedRange(value.validFrom, value.validTo)) {
    ctx.addIssue({
      code: 'custom',
      path: ['validTo'],
      message: 'The last day must be on or after the first day.',
    });
  }
  if (value.totalLimit !== null && value.perMemberLimit !== null && value.perMemberLimit > value.totalLimit) {
    ctx.addIssue({
      code: 'custom',
      path: ['perMemberLimit'],
      message: 'The limit per member cannot be more than the total limit.',
    });
  }
}

/** A fixed coupon's value is an amount, a percent coupon's is not; the minimum always is. */
export const couponMoney: MoneyFields<Pick<CouponFields, 'kind' | 'value' | 'minAmount'>> = (value) => ({
  value: value.kind === 'fixed' ? value.value : null,
  minAmount: value.minAmount,
});

export const createCouponSchema = couponFields.superRefine(checkCoupon);
export type CreateCouponInput = z.infer<typeof createCouponSchema>;

export const updateCouponSchema = couponFields.extend({ version: versionField }).superRefine(checkCoupon);
export type UpdateCouponInput = z.infer<typeof updateCouponSchema>;

export const COUPON_SORT_KEYS = ['code', 'value', 'validTo', 'redemptions', 'createdAt'] as const;
export type CouponSortKey = (typeof COUPON_SORT_KEYS)[number];

export const couponListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(COUPON_SORT_KEYS).optional(),
    active: queryBoolean.optional(),
    scope: z.enum(COUPON_SCOPES).optional(),
    kind: z.enum(COUPON_KINDS).optional(),
  })
  .strict();
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/** A coupon's state today: switched off, past its last day, out of uses, before its first day, or usable. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const couponItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  minAmount: z.number().int().nullable(),
  active: z.boolean(),
  /** Redemptions on issued invoices that are not void: a draft holds its coupon without using it. */
  redemptions: z.number().int(),
  state: z.enum(COUPON_STATES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CouponItem = z.infer<typeof couponItemSchema>;

export const couponListResponseSchema = z.object({
  items: z.array(couponItemSchema),
  total: z.number().int(),
});

/** `GET /api/v1/coupons/:id/redemptions`: who used the coupon, on which invoice, newest first. */
export const couponRedemptionSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberNumber: z.string(),
  memberName: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  discount: z.number().int(),
  redeemedAt: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

export const couponRedemptionListResponseSchema = z.object({
  items: z.array(couponRedemptionSchema),
  total: z.number().int(),
});

/**
 * `POST /coupons/validate`: whether a code applies to a cart, before anything is sold. The cart is
 * its lines (kind and amount after the line's own discount) or a plain amount, read as one custom
 * line (so only a coupon for everything applies to it).
 */
export const couponCheckSchema = z
  .strictObject({
    code: z
      .string({ error: 'Enter a coupon code.' })
      .trim()
      .min(1, 'Enter a coupon code.')
      .max(40, 'Enter a valid coupon code.')
      .transform((code) => code.toUpperCase()),
    memberId: entityId('Choose a member.'),
    lines: z
      .array(
        z.strictObject({
          kind: z.enum(INVOICE_LINE_KINDS, { error: 'Choose a line type.' }),
          amount: money('Enter an amount of 0 or more.'),
        }),
      )
      .max(MAX_INVOICE_LINES, 'An invoice can have at most 100 lines.')
      .optional(),
    amount: money('Enter an amount of 0 or more.').optional(),
  })
  .refine((value) => value.lines !== undefined || value.amount !== undefined, {
    path: ['lines'],
    message: 'Add the lines or the amount to check the coupon against.',
  });
export type CouponCheckInput = z.infer<typeof couponCheckSchema>;

export const couponCheckResultSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  discount: z.number().int(),
  /** The part of the cart the coupon applies to. */
  eligibleAmount: z.number().int(),
  /** Which lines share the discount. */
  scope: z.enum(COUPON_SCOPES),
});
export type CouponCheckResult = z.infer<typeof couponCheckResultSchema>;
