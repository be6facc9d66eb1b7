import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import {
  instant,
  isOrderedRange,
  optionalText,
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

/** Payments and refunds by day, method and staff (the transactions report). */
export const paymentListQuerySchema = listQuerySchema
  .extend({
    from: queryDate.optional(),
    to: queryDate.optional(),
    centerId: queryId.optional(),
    memberId: queryId.optional(),
    staffId: queryId.optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
  })
  .strict()
  .refine((value) => isOrderedRange(value.from, value.to), {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

const id = z.number().int();

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
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;
