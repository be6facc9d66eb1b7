import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import type { PaymentItem } from './payment.schema';
import {
  calendarDate,
  entityId,
  isOrderedRange,
  money,
  optionalText,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

/** Stored statuses. Overdue is not stored: an issued or partly paid invoice past its due date. */
export const INVOICE_STATUSES = ['draft', 'issued', 'partial', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the invoice list filters by, overdue included. */
export const INVOICE_STATUS_FILTERS = [...INVOICE_STATUSES, 'overdue'] as const;

export const INVOICE_LINE_KINDS = ['product', 'package', 'custom'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const MAX_LINE_QUANTITY = 1000;
export const MAX_INVOICE_LINES = 100;

export const invoiceLineSchema = z
  .strictObject({
    kind: z.enum(INVOICE_LINE_KINDS, { error: 'Choose a line type.' }),
    /** The product or package sold; null for a custom line. */
    referenceId: entityId('Choose a product or package.').nullable(),
    description: requiredText(
      TEXT_LIMITS.short,
      'Enter a description for the line.',
      'Keep the description under 200 characters.',
    ),
    quantity: z
      .number({ error: 'Enter a quantity between 1 and 1000.' })
      .int('Enter a quantity between 1 and 1000.')
      .min(1, 'Enter a quantity between 1 and 1000.')
      .max(MAX_LINE_QUANTITY, 'Enter a quantity between 1 and 1000.'),
    unitPrice: money('Enter a price of 0 or more.'),
    discount: money('Enter a discount of 0 or more.'),
  })
  .superRefine((line, ctx) => {
    if (line.kind !== 'custom' && line.referenceId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['referenceId'],
        message: line.kind === 'product' ? 'Choose a product.' : 'Choose a package.',
      });
    }
    if (line.kind === 'custom' && line.referenceId !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['referenceId'],
        message: 'A custom line has no product or package.',
      });
    }
    if (line.discount > line.quantity * line.unitPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount'],
        message: 'The discount cannot be more than the line amount.',
      });
    }
  });
export type InvoiceLineInput = z.infer<typeof invoiceLineSchema>;

const invoiceFields = z.strictObject({
  memberId: entityId('Choose a member.'),
  centerId: entityId('Choose a center.'),
  /** false keeps a draft; true issues it now (numbered, dated, stock taken). */
  issue: z.boolean({ error: 'Choose whether to issue the invoice now.' }),
  dueDate: calendarDate('Enter a valid due date.').nullable(),
  lines: z
    .array(invoiceLineSchema, { error: 'Add at least one line.' })
    .min(1, 'Add at least one line.')
    .max(MAX_INVOICE_LINES, 'An invoice can have at most 100 lines.'),
  discount: money('Enter a discount of 0 or more.'),
  couponCode: z
    .string({ error: 'Enter a valid coupon code.' })
    .trim()
    .max(40, 'Enter a valid coupon code.')
    .nullable()
    .transform((code) => (code ? code.toUpperCase() : null)),
  note: optionalText(TEXT_LIMITS.long, 'Keep the note under 2000 characters.'),
});

type InvoiceFields = z.infer<typeof invoiceFields>;

function checkInvoiceDiscount(value: InvoiceFields, ctx: z.RefinementCtx): void {
  // A line whose own discount is too large is reported on that line, not again here.
  const afterLineDiscounts = value.lines.reduce(
    (sum, line) => sum + Math.max(0, line.quantity * line.unitPrice - line.discount),
    0,
  );
  if (value.discount > afterLineDiscounts) {
    ctx.addIssue({
      code: 'custom',
      path: ['discount'],
      message: 'The discount cannot be more than the invoice amount.',
    });
  }
}

export const createInvoiceSchema = invoiceFields.superRefine(checkInvoiceDiscount);
export type CreateInvoiceInput = z.infer<typeof createInvoiceSchema>;

/** Only a draft can be edited; an issued invoice is corrected by voiding it. */
export const updateInvoiceSchema = invoiceFields
  .extend({ version: versionField })
  .superRefine(checkInvoiceDiscount);
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceSchema>;

export const voidInvoiceSchema = z.strictObject({
  reason: requiredText(
    TEXT_LIMITS.short,
    'Enter a reason for voiding.',
    'Keep the reason under 200 characters.',
  ),
  version: versionField,
});
export type VoidInvoiceInput = z.infer<typeof voidInvoiceSchema>;

export const invoiceListQuerySchema = listQuerySchema
  .extend({
    status: z.enum(INVOICE_STATUS_FILTERS).optional(),
    memberId: queryId.optional(),
    centerId: queryId.optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine((value) => isOrderedRange(value.from, value.to), {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export interface InvoiceLineItem {
  id: number;
  kind: InvoiceLineKind;
  referenceId: number | null;
  description: string;
  quantity: number;
  unitPrice: number;
  /** The line's own discount plus its share of the invoice discount and coupon. */
  discount: number;
  tax: number;
  total: number;
}

export interface InvoiceItem {
  id: number;
  /** Null while a draft: numbers are given on issue so that issued numbers have no gaps. */
  number: string | null;
  memberId: number;
  memberName: string;
  centerId: number;
  status: InvoiceStatus;
  overdue: boolean;
  issuedOn: string | null;
  dueDate: string | null;
  subtotal: number;
  discount: number;
  couponId: number | null;
  couponDiscount: number;
  tax: number;
  total: number;
  /** Payments minus refunds. */
  paid: number;
  balance: number;
  currency: string;
  voidReason: string | null;
  voidedAt: string | null;
  note: string | null;
  lines: InvoiceLineItem[];
  payments: PaymentItem[];
  version: number;
  createdAt: string;
  updatedAt: string;
}
