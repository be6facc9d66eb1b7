import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { membershipStartDate } from './membership.schema';
import { PAYMENT_METHODS, paymentItemSchema } from './payment.schema';
import {
  calendarDate,
  entityId,
  type MoneyFields,
  money,
  optionalText,
  orderedDateRange,
  positiveMoney,
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
export type InvoiceDisplayStatus = (typeof INVOICE_STATUS_FILTERS)[number];

/** What every screen calls an invoice's status: overdue wins over issued and partly paid. */
export function invoiceDisplayStatus(invoice: {
  status: InvoiceStatus;
  overdue: boolean;
}): InvoiceDisplayStatus {
  return invoice.overdue ? 'overdue' : invoice.status;
}

export const INVOICE_LINE_KINDS = ['product', 'package', 'custom'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const MAX_LINE_QUANTITY = 1000;
export const MAX_INVOICE_LINES = 100;

export const invoiceLineSchema = z
  .strictObject({
    kind: z.enum(INVOICE_LINE_KINDS, { error: 'Choose a line type.' }),
    /** The product or package sold; null for a custom line. */
    referenceId: entityId('Choose a product or package.')
      .nullish()
      .transform((id) => id ?? null),
    /** Product and package lines take the catalogue's name when this is left out. */
    description: requiredText(
      TEXT_LIMITS.short,
      'Enter a description for the line.',
      'Keep the description under 200 characters.',
    )
      .nullish()
      .transform((description) => description ?? null),
    quantity: z
      .number({ error: 'Enter a quantity between 1 and 1000.' })
      .int('Enter a quantity between 1 and 1000.')
      .min(1, 'Enter a quantity between 1 and 1000.')
      .max(MAX_LINE_QUANTITY, 'Enter a quantity between 1 and 1000.'),
    /**
     * Read only on a custom line: a product or package line is always sold at the catalogue price
     * (the front desk may not set prices).
     */
    unitPrice: money('Enter a price of 0 or more.')
      .nullish()
      .transform((price) => price ?? null),
    discount: money('Enter a discount of 0 or more.').default(0),
    /**
     * A package line sells a membership starting on this day; left out, it starts when issued: today
     * or the day after the member's current membership of the package's kind.
     */
    startDate: membershipStartDate()
      .nullish()
      .transform((date) => date ?? null),
    /** The trainer of a personal training package line. */
    trainerId: entityId('Choose a trainer.')
      .nullish()
      .transform((id) => id ?? null),
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
    if (line.kind === 'package' && line.quantity !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'A package line sells one membership: add a line for each.',
      });
    }
    if (line.kind !== 'package' && (line.startDate !== null || line.trainerId !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: [line.startDate !== null ? 'startDate' : 'trainerId'],
        message: 'Only a package line has a start date or a trainer.',
      });
    }
    if (line.kind === 'custom' && line.unitPrice === null) {
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: 'Enter a price of 0 or more.' });
    }
    if (line.kind === 'custom' && line.description === null) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Enter a description for the line.' });
    }
    if (line.unitPrice !== null && line.discount > line.quantity * line.unitPrice) {
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
  centerId: entityId('Choose a branch.'),
  /** false keeps a draft; true issues it now (numbered, dated, stock taken). */
  issue: z.boolean({ error: 'Choose whether to issue the invoice now.' }),
  dueDate: calendarDate('Enter a valid due date.')
    .nullish()
    .transform((date) => date ?? null),
  lines: z
    .array(invoiceLineSchema, { error: 'Add at least one line.' })
    .min(1, 'Add at least one line.')
    .max(MAX_INVOICE_LINES, 'An invoice can have at most 100 lines.'),
  discount: money('Enter a discount of 0 or more.').default(0),
  couponCode: z
    .string({ error: 'Enter a valid coupon code.' })
    .trim()
    .max(40, 'Enter a valid coupon code.')
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : null)),
  note: optionalText(TEXT_LIMITS.long, 'Keep the note under 2000 characters.')
    .optional()
    .transform((note) => note ?? null),
  /** Money taken with an issued invoice: all of it, part of it, or none (null). */
  payment: z
    .strictObject({
      amount: positiveMoney('Enter a payment of more than 0.'),
      method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
    })
    .nullish()
    .transform((payment) => payment ?? null),
});

type InvoiceFields = z.infer<typeof invoiceFields>;

function checkInvoiceDiscount(value: InvoiceFields, ctx: z.RefinementCtx): void {
  // A line whose own discount is too large is reported on that line, not again here.
  // Catalogue prices are known only to the server, which checks the discount against them.
  if (value.lines.some((line) => line.unitPrice === null)) return;
  const afterLineDiscounts = value.lines.reduce(
    (sum, line) => sum + Math.max(0, line.quantity * (line.unitPrice ?? 0) - line.discount),
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

/**
 * The amounts typed on an invoice, by their field path: a custom line's price (a catalogue line's is
 * the catalogue's), each line's discount, the invoice discount and the payment taken with it.
 */
export const invoiceMoney: MoneyFields<
  Pick<InvoiceFields, 'discount' | 'payment'> & {
    lines: Pick<InvoiceLineInput, 'kind' | 'unitPrice' | 'discount'>[];
  }
> = (value) => {
  const amounts: Record<string, number | null | undefined> = {};
  // Also read while other fields are unfilled (the form's refusal shows at once), so lines may be missing.
  value.lines?.forEach((line, index) => {
    amounts[`lines.${index}.unitPrice`] = line.kind === 'custom' ? line.unitPrice : null;
    amounts[`lines.${index}.discount`] = line.discount;
  });
  amounts.discount = value.discount;
  amounts['payment.amount'] = value.payment?.amount;
  return amounts;
};

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

/** `POST /invoices/:id/issue`: numbers and dates a draft and takes its products from stock. */
export const issueInvoiceSchema = z.strictObject({
  dueDate: calendarDate('Enter a valid due date.')
    .nullish()
    .transform((date) => date ?? null),
  version: versionField,
});
export type IssueInvoiceInput = z.infer<typeof issueInvoiceSchema>;

export const INVOICE_SORT_KEYS = ['number', 'issuedOn', 'dueDate', 'total', 'createdAt'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** `GET /invoices` (and `/invoices/export.csv`); `from`/`to` bound the issue day (a draft's creation day). */
export const invoiceListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(INVOICE_SORT_KEYS).optional(),
    status: z.enum(INVOICE_STATUS_FILTERS).optional(),
    memberId: queryId.optional(),
    centerId: queryId.optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

const id = z.number().int();
const amount = z.number().int();

export const invoiceLineItemSchema = z.object({
  id,
  kind: z.enum(INVOICE_LINE_KINDS),
  referenceId: id.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: amount,
  /** The line's own discount plus its share of the invoice discount and coupon. */
  discount: amount,
  /** The line's own discount alone (what the desk typed on the line), where editing a draft starts. */
  ownDiscount: amount,
  tax: amount,
  total: amount,
  /** A package line's membership start (null: decided when issued) and a PT package's trainer. */
  startDate: z.string().nullable(),
  trainerId: id.nullable(),
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;

/** One row of the invoice list. */
export const invoiceListItemSchema = z.object({
  id,
  /** Null while a draft: numbers are given on issue so that issued numbers have no gaps. */
  number: z.string().nullable(),
  memberId: id,
  memberName: z.string(),
  centerId: id,
  centerName: z.string(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  issuedOn: z.string().nullable(),
  dueDate: z.string().nullable(),
  subtotal: amount,
  discount: amount,
  couponId: id.nullable(),
  couponCode: z.string().nullable(),
  couponDiscount: amount,
  tax: amount,
  /** With tax included the tax is extracted from the prices (part of the total), else added on top. */
  taxIncluded: z.boolean(),
  total: amount,
  /** Payments minus refunds. */
  paid: amount,
  /** Refunds: given back for what the studio took back, so neither paid nor owed. */
  refunded: amount,
  /** What is still owed (total - refunded - paid); 0 on a void invoice. */
  balance: amount,
  currency: z.string(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  note: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListResponseSchema = z.object({
  items: z.array(invoiceListItemSchema),
  total: z.number().int(),
  totalCapped: z.boolean().optional(),
});

/** `GET /invoices/:id`: the list fields, the lines, and the payments with their refunds. */
export const invoiceSchema = invoiceListItemSchema.extend({
  lines: z.array(invoiceLineItemSchema),
  payments: z.array(paymentItemSchema),
});
export type InvoiceItem = z.infer<typeof invoiceSchema>;
