import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { daysBetween } from '../domain/calendar-dates';
import { isOrderedRange, queryDate, queryId } from './studio-fields';

/**
 * Reports (docs/product.md, Reports): aggregations over a date range of calendar days in the studio's time
 * zone, optionally for one center. Money is integer minor units. Every response carries
 * `definitions`: what each figure counts, in plain English.
 */

/** The codes of `GET /reports/:code`, in catalogue order. */
export const REPORT_CODES = [
  'revenue',
  'attendance',
  'class-utilization',
  'membership-expiring',
  'new-members',
  'retention',
  'check-ins',
  'coupon-usage',
  'expenditure',
  'profit-and-loss',
] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

export const REPORT_NOT_FOUND = 'report_not_found';

/** Longest range one report covers: enough for a multi-year comparison, bounded for the database. */
export const MAX_REPORT_RANGE_DAYS = 3_660;

/** A calendar day PostgreSQL's `date` takes and a studio could mean (year 0000 is not a date there). */
const reportDate = queryDate.refine(
  (day) => day >= '1900-01-01' && day <= '2999-12-31',
  'Enter a date between 1900 and 2999.',
);

const rangeFields = {
  from: reportDate.optional(),
  to: reportDate.optional(),
  centerId: queryId.optional(),
};

/** A range whose `to` is on or after `from` and at most MAX_REPORT_RANGE_DAYS long; both optional. */
function refineRange<T extends { from?: string; to?: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((query) => isOrderedRange(query.from, query.to), {
      message: 'Choose an end date on or after the start date.',
      path: ['to'],
    })
    .refine(
      (query) => !query.from || !query.to || daysBetween(query.from, query.to) < MAX_REPORT_RANGE_DAYS,
      {
        message: 'Choose a range of at most ten years.',
        path: ['to'],
      },
    );
}

const paging = {
  page: z.coerce
    .number({ error: 'Choose a page of 1 or more.' })
    .int()
    .min(1, 'Choose a page of 1 or more.')
    .max(1_000_000, 'Choose a page of at most 1,000,000.')
    .default(1),
  perPage: z.coerce
    .number({ error: `Choose 1 to ${MAX_PAGE_SIZE} rows per page.` })
    .int()
    .min(1, `Choose 1 to ${MAX_PAGE_SIZE} rows per page.`)
    .max(MAX_PAGE_SIZE, `Choose 1 to ${MAX_PAGE_SIZE} rows per page.`)
    .default(DEFAULT_PAGE_SIZE),
};

/** `?from&to&centerId`: a missing `from`/`to` means the first day of this month / today. */
export const reportRangeQuerySchema = refineRange(z.object(rangeFields));
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const TRANSACTION_REPORT_TABLES = ['rows', 'byDay', 'byMethod', 'byStaff', 'reversals'] as const;
export const transactionReportQuerySchema = refineRange(z.object({ ...rangeFields, ...paging }));
export type TransactionReportQuery = z.infer<typeof transactionReportQuerySchema>;
export const transactionReportExportQuerySchema = refineRange(
  z.object({
    ...rangeFields,
    table: z
      .enum(TRANSACTION_REPORT_TABLES, { error: 'Choose rows, byDay, byMethod, byStaff or reversals.' })
      .default('rows'),
  }),
);

/** `?asOf`: the day ageing is measured on (default today); `from`/`to` bound the issue date when given. */
export const NON_PAYMENT_REPORT_TABLES = ['rows', 'buckets'] as const;
export const nonPaymentReportQuerySchema = refineRange(
  z.object({ ...rangeFields, asOf: reportDate.optional(), ...paging }),
);
export type NonPaymentReportQuery = z.infer<typeof nonPaymentReportQuerySchema>;
export const nonPaymentReportExportQuerySchema = refineRange(
  z.object({
    ...rangeFields,
    asOf: reportDate.optional(),
    table: z.enum(NON_PAYMENT_REPORT_TABLES, { error: 'Choose rows or buckets.' }).default('rows'),
  }),
);

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Figure name → what it counts, in plain English. */
export const reportDefinitionsSchema = z.record(z.string(), z.string());
export type ReportDefinitions = z.infer<typeof reportDefinitionsSchema>;

const day = z.string();
const count = z.number().int();
const amount = z.number().int();

export const reportRangeSchema = z.object({
  from: day,
  to: day,
  centerId: z.number().int().nullable(),
  /** The studio time zone the calendar days are counted in. */
  timeZone: z.string(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const moneyFlowSchema = z.object({
  paymentCount: count,
  payments: amount,
  refundCount: count,
  refunds: amount,
  /** payments − refunds */
  net: amount,
});
export type MoneyFlow = z.infer<typeof moneyFlowSchema>;

export const transactionRowSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  id: z.number().int(),
  at: z.string(),
  day,
  invoiceId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  memberId: z.number().int(),
  memberName: z.string(),
  centerId: z.number().int(),
  method: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  /** Positive for both kinds; a refund counts against the net. */
  amount,
  note: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

/** A payment of the range reversed as recorded by mistake: it moved no money and is in no other figure. */
export const reversalRowSchema = z.object({
  id: z.number().int(),
  paidAt: z.string(),
  reversedAt: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  memberId: z.number().int(),
  memberName: z.string(),
  centerId: z.number().int(),
  method: z.string(),
  amount,
  reason: z.string(),
  reversedByName: z.string().nullable(),
});
export type ReversalRow = z.infer<typeof reversalRowSchema>;

export const transactionReportSchema = z.object({
  range: reportRangeSchema,
  currency: z.string(),
  definitions: reportDefinitionsSchema,
  /** With the payments of the range reversed as recorded by mistake, kept apart from every money figure. */
  totals: moneyFlowSchema.extend({ reversalCount: count, reversed: amount }),
  byDay: z.array(moneyFlowSchema.extend({ day })),
  byMethod: z.array(moneyFlowSchema.extend({ method: z.string() })),
  byStaff: z.array(
    moneyFlowSchema.extend({ staffId: z.number().int().nullable(), staffName: z.string().nullable() }),
  ),
  rows: z.object({ items: z.array(transactionRowSchema), total: count }),
  /** Newest reversal first, up to `TRANSACTION_REVERSALS_LIMIT`; `total` counts them all. */
  reversals: z.object({ items: z.array(reversalRowSchema), total: count }),
});
export const TRANSACTION_REVERSALS_LIMIT = 500;
export type TransactionReport = z.infer<typeof transactionReportSchema>;

export const nonPaymentRowSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  centerId: z.number().int(),
  status: z.enum(['issued', 'partial']),
  issuedOn: day,
  dueDate: day,
  total: amount,
  /** Neither paid nor owed: total - refunded - paid = balance. */
  refunded: amount,
  paid: amount,
  balance: amount,
  /** Negative while not yet due. */
  daysPastDue: z.number().int(),
  bucket: z.enum(AGEING_BUCKETS),
});
export type NonPaymentRow = z.infer<typeof nonPaymentRowSchema>;

export const nonPaymentReportSchema = z.object({
  range: reportRangeSchema.extend({ from: day.nullable(), to: day.nullable(), asOf: day }),
  currency: z.string(),
  definitions: reportDefinitionsSchema,
  totals: z.object({ invoices: count, balance: amount }),
  buckets: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), invoices: count, balance: amount })),
  rows: z.object({ items: z.array(nonPaymentRowSchema), total: count }),
});
export type NonPaymentReport = z.infer<typeof nonPaymentReportSchema>;

const personalTrainingFigures = {
  scheduled: count,
  completed: count,
  cancelled: count,
  noShow: count,
  sessions: count,
  /** Sum over completed sessions of the PT package's price paid / its sessions, rounded per session. */
  value: amount,
};

export const personalTrainingRowSchema = z.object({
  trainerId: z.number().int(),
  trainerName: z.string(),
  ...personalTrainingFigures,
});
export type PersonalTrainingRow = z.infer<typeof personalTrainingRowSchema>;

export const personalTrainingReportSchema = z.object({
  range: reportRangeSchema,
  currency: z.string(),
  definitions: reportDefinitionsSchema,
  totals: z.object(personalTrainingFigures),
  rows: z.array(personalTrainingRowSchema),
});
export type PersonalTrainingReport = z.infer<typeof personalTrainingReportSchema>;

/** `month` is a calendar month `YYYY-MM`. */
export const REPORT_COLUMN_KINDS = ['text', 'date', 'month', 'count', 'money', 'percent'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const catalogueEntrySchema = z.object({
  code: z.enum(REPORT_CODES),
  title: z.string(),
  description: z.string(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const reportCatalogueSchema = z.object({ items: z.array(catalogueEntrySchema) });

/** The one shape of every catalogue report: totals, a table and the definitions of both. */
export const catalogueReportSchema = z.object({
  code: z.enum(REPORT_CODES),
  title: z.string(),
  range: reportRangeSchema,
  currency: z.string(),
  definitions: reportDefinitionsSchema,
  /** Percentages carry one decimal; every other total is an integer. */
  totals: z.record(z.string(), z.number()),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type CatalogueReport = z.infer<typeof catalogueReportSchema>;
