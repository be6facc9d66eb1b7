import { z } from 'zod';
import { listQuerySchema } from '../../api/list-query';

/** SPEC §4: the template's six invoice statuses. */
export const DEMO_INVOICE_STATUSES = [
  'Paid',
  'Draft',
  'Partial Payment',
  'Past Due',
  'Sent',
  'Downloaded',
] as const;
export type DemoInvoiceStatus = (typeof DEMO_INVOICE_STATUSES)[number];

export const DEMO_INVOICE_SORT_KEYS = [
  'id',
  'client',
  'total',
  'balance',
  'issuedDate',
  'dueDate',
  'invoiceStatus',
] as const;
export type DemoInvoiceSortKey = (typeof DEMO_INVOICE_SORT_KEYS)[number];

export const demoInvoiceClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
});
export type DemoInvoiceClient = z.infer<typeof demoInvoiceClientSchema>;

/** Amounts are US dollars with cents, as the template shows them. */
export const demoInvoiceItemSchema = z.object({
  itemTitle: z.string(),
  description: z.string(),
  cost: z.number(),
  qty: z.number().int(),
});
export type DemoInvoiceItem = z.infer<typeof demoInvoiceItemSchema>;

export const demoInvoiceSchema = z.object({
  id: z.number().int(),
  /** ISO dates, YYYY-MM-DD. */
  issuedDate: z.string(),
  dueDate: z.string(),
  client: demoInvoiceClientSchema,
  service: z.string(),
  items: z.array(demoInvoiceItemSchema),
  note: z.string(),
  total: z.number(),
  balance: z.number(),
  invoiceStatus: z.enum(DEMO_INVOICE_STATUSES),
});
export type DemoInvoice = z.infer<typeof demoInvoiceSchema>;

export const demoInvoiceListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(DEMO_INVOICE_SORT_KEYS).optional(),
    status: z.enum(DEMO_INVOICE_STATUSES).optional(),
  })
  .strict();
export type DemoInvoiceListQuery = z.infer<typeof demoInvoiceListQuerySchema>;

export const demoInvoiceListResponseSchema = z.object({
  invoices: z.array(demoInvoiceSchema),
  total: z.number().int(),
});
export type DemoInvoiceListResponse = z.infer<typeof demoInvoiceListResponseSchema>;

export const demoPaymentDetailsSchema = z.object({
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type DemoPaymentDetails = z.infer<typeof demoPaymentDetailsSchema>;

export const demoInvoiceDetailResponseSchema = z.object({
  invoice: demoInvoiceSchema,
  paymentDetails: demoPaymentDetailsSchema,
});
export type DemoInvoiceDetailResponse = z.infer<typeof demoInvoiceDetailResponseSchema>;

export const demoInvoiceClientsResponseSchema = z.array(demoInvoiceClientSchema);

export const demoInvoiceItemInputSchema = z.strictObject({
  itemTitle: z
    .string({ error: 'Enter an item.' })
    .trim()
    .min(1, 'Enter an item.')
    .max(120, 'Keep the item under 120 characters.'),
  description: z.string().trim().max(500, 'Keep the description under 500 characters.'),
  cost: z
    .number({ error: 'Enter a price of 0 or more.' })
    .min(0, 'Enter a price of 0 or more.')
    .max(1_000_000, 'Enter an amount below 1,000,000.'),
  qty: z
    .number({ error: 'Enter a quantity between 1 and 1000.' })
    .int('Enter a quantity between 1 and 1000.')
    .min(1, 'Enter a quantity between 1 and 1000.')
    .max(1000, 'Enter a quantity between 1 and 1000.'),
});
export type DemoInvoiceItemInput = z.infer<typeof demoInvoiceItemInputSchema>;

/** What the add and edit screens send; the server computes total and balance from the items. */
export const demoInvoiceInputSchema = z
  .strictObject({
    clientId: z.number({ error: 'Choose a client.' }).int('Choose a client.').min(1, 'Choose a client.'),
    issuedDate: z.iso.date({ error: 'Enter a valid date.' }),
    dueDate: z.iso.date({ error: 'Enter a valid due date.' }),
    service: z.string().trim().max(120, 'Keep the service under 120 characters.'),
    items: z
      .array(demoInvoiceItemInputSchema)
      .min(1, 'Add at least one line.')
      .max(100, 'An invoice can have at most 100 lines.'),
    note: z.string().trim().max(2000, 'Keep the note under 2000 characters.'),
  })
  .refine((input) => input.dueDate >= input.issuedDate, {
    path: ['dueDate'],
    message: 'The due date must be on or after the issue date.',
  });
export type DemoInvoiceInput = z.infer<typeof demoInvoiceInputSchema>;

export const saveDemoInvoiceSchema = z.strictObject({ invoice: demoInvoiceInputSchema });
export const demoInvoiceResponseSchema = z.object({ invoice: demoInvoiceSchema });
export type DemoInvoiceResponse = z.infer<typeof demoInvoiceResponseSchema>;

export const demoInvoiceParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

/** The line total the screens show and the server adds up, in cents to avoid float drift. */
export function invoiceItemsTotal(items: readonly { cost: number; qty: number }[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.cost * 100) * item.qty, 0) / 100;
}
