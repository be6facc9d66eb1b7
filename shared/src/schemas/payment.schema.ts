import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import {
  instant,
  type MoneyFields,
  optionalText,
  orderedDateRange,
  positiveMoney,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
} from './studio-fields';

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `POST /invoices/:id/payments`: a payment against an issued invoice; never more than its balance
 * (checked by the server).
 */
export const createPaymentSchema = z.strictObject({
  amount: positiveMoney('Enter a payment of more than 0.'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
  /** When the money was taken, if not now (a transfer that arrived yesterday). */
  paidAt: instant('Enter a valid payment time.')
    .nullish()
    .transform((paidAt) => paidAt ?? null),
  note: optionalText(TEXT_LIMITS.short, 'Keep the note under 200 characters.')
    .optional()
    .transform((note) => note ?? null),
});
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

/** A payment's or a refund's one amount. */
export const paymentMoney: MoneyFields<{ amount: number }> = (value) => ({ amount: value.amount });

/**
 * `POST /payments/:id/refunds`: part or all of one payment; never more than what is left of that
 * payment. The method defaults to the payment's.
 */
export const createRefundSchema = z.strictObject({
  amount: positiveMoney('Enter a refund of more than 0.'),
  method: z
    .enum(PAYMENT_METHODS, { error: 'Choose a refund method.' })
    .nullish()
    .transform((method) => method ?? null),
  reason: requiredText(
    TEXT_LIMITS.short,
    'Enter a reason for the refund.',
    'Keep the reason under 200 characters.',
  ),
});
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

/**
 * `POST /payments/:id/reversal`: the payment was recorded by mistake (cash that was card, the wrong
 * invoice, taken twice). No money moved, so it is taken off the invoice, which owes it again; the
 * payment stays listed as reversed, with the reason.
 */
export const reversePaymentSchema = z.strictObject({
  reason: requiredText(
    TEXT_LIMITS.short,
    'Enter why this payment was recorded by mistake.',
    'Keep the reason under 200 characters.',
  ),
});
export type ReversePaymentInput = z.infer<typeof reversePaymentSchema>;

/**
 * A list filter's calendar day (studio time zone): one PostgreSQL's `date` takes and a studio could
 * mean (year 0000 is not a date there).
 */
export const listDay = queryDate.refine(
  (day) => day >= '1900-01-01' && day <= '2999-12-31',
  'Enter a date between 1900 and 2999.',
);

const paymentFilters = {
  /** Days in the studio's time zone, both included. */
  from: listDay.optional(),
  to: listDay.optional(),
  centerId: queryId.optional(),
  memberId: queryId.optional(),
  invoiceId: queryId.optional(),
  staffId: queryId.optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }).optional(),
};

export const PAYMENT_SORT_KEYS = ['paidAt', 'amount', 'invoiceNumber', 'memberName', 'method'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];

/**
 * `GET /payments` (and `/payments/export.csv`): `q` matches the invoice number, the member's name or
 * number; newest payment first by default.
 */
export const paymentListQuerySchema = listQuerySchema
  .extend({ sortBy: z.enum(PAYMENT_SORT_KEYS).optional(), ...paymentFilters })
  .strict()
  .refine(...orderedDateRange);
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

const id = z.number().int();

/** A reversed payment's when, who and why; all null for a payment that stands. */
const reversalFields = {
  reversedAt: z.string().nullable(),
  reversedById: id.nullable(),
  reversedByName: z.string().nullable(),
  reversalReason: z.string().nullable(),
};

export const refundItemSchema = z.object({
  id,
  paymentId: id,
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reason: z.string(),
  staffId: id.nullable(),
  refundedAt: z.string(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

export const paymentItemSchema = z.object({
  id,
  invoiceId: id,
  invoiceNumber: z.string(),
  memberId: id,
  centerId: id,
  amount: z.number().int(),
  /** The sum of this payment's refunds. */
  refunded: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  staffId: id.nullable(),
  note: z.string().nullable(),
  refunds: z.array(refundItemSchema),
  ...reversalFields,
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** One row of `GET /payments`. */
export const paymentListItemSchema = z.object({
  id,
  invoiceId: id,
  invoiceNumber: z.string(),
  memberId: id,
  memberName: z.string(),
  memberNumber: z.string(),
  centerId: id,
  centerName: z.string(),
  staffId: id.nullable(),
  staffName: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  paidAt: z.string(),
  /** The sum of this payment's refunds so far. */
  refunded: z.number().int(),
  note: z.string().nullable(),
  ...reversalFields,
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

export const paymentListResponseSchema = z.object({
  items: z.array(paymentListItemSchema),
  total: z.number().int(),
  totalCapped: z.boolean().optional(),
});

export const REFUND_SORT_KEYS = ['refundedAt', 'amount', 'invoiceNumber', 'memberName'] as const;
export type RefundSortKey = (typeof REFUND_SORT_KEYS)[number];

/**
 * `GET /refunds` (and `/refunds/export.csv`): the payment filters plus `paymentId`; `q` also
 * matches the reason; newest refund first by default.
 */
export const refundListQuerySchema = listQuerySchema
  .extend({ sortBy: z.enum(REFUND_SORT_KEYS).optional(), ...paymentFilters, paymentId: queryId.optional() })
  .strict()
  .refine(...orderedDateRange);
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;

/** One row of `GET /refunds`. */
export const refundListItemSchema = z.object({
  id,
  paymentId: id,
  invoiceId: id,
  invoiceNumber: z.string(),
  memberId: id,
  memberName: z.string(),
  memberNumber: z.string(),
  centerId: id,
  centerName: z.string(),
  staffId: id.nullable(),
  staffName: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  reason: z.string(),
  refundedAt: z.string(),
});
export type RefundListItem = z.infer<typeof refundListItemSchema>;

export const refundListResponseSchema = z.object({
  items: z.array(refundListItemSchema),
  total: z.number().int(),
});
