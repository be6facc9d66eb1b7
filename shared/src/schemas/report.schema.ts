import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { isOrderedRange, queryDate, queryId } from './studio-fields';

/**
 * Reports (DESIGN.md §5): aggregations over a date range of calendar days in the studio's time
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

const rangeFields = {
  from: queryDate.optional(),
  to: queryDate.optional(),
  centerId: queryId.optional(),
};

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

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

export const TRANSACTION_REPORT_TABLES = ['rows', 'byDay', 'byMethod', 'byStaff'] as const;
export const transactionReportQuerySchema = refineRange(z.object({ ...rangeFields, ...paging }));
export type TransactionReportQuery = z.infer<typeof transactionReportQuerySchema>;
export const transactionReportExportQuerySchema = refineRange(
  z.object({
    ...rangeFields,
    table: z
      .enum(TRANSACTION_REPORT_TABLES, { error: 'Choose rows, byDay, byMethod or byStaff.' })
      .default('rows'),
  }),
);

/** `?asOf`: the day ageing is measured on (default today); `from`/`to` bound the issue date when given. */
export const NON_PAYMENT_REPORT_TABLES = ['rows', 'buckets'] as const;
export const nonPaymentReportQuerySchema = refineRange(
  z.object({ ...rangeFields, asOf: queryDate.optional(), ...paging }),
);
export type NonPaymentReportQuery = z.infer<typeof nonPaymentReportQuerySchema>;
export const nonPaymentReportExportQuerySchema = refineRange(
  z.object({
    ...rangeFields,
    asOf: queryDate.optional(),
    table: z.enum(NON_PAYMENT_REPORT_TABLES, { error: 'Choose rows or buckets.' }).default('rows'),
  }),
);

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Figure name → what it counts. */
export type ReportDefinitions = Record<string, string>;

export interface ReportRange {
  from: string;
  to: string;
  centerId: number | null;
  /** The studio time zone the calendar days are counted in. */
  timeZone: string;
}

export interface MoneyFlow {
  paymentCount: number;
  payments: number;
  refundCount: number;
  refunds: number;
  /** payments − refunds */
  net: number;
}

export interface TransactionRow {
  kind: 'payment' | 'refund';
  id: number;
  at: string;
  day: string;
  invoiceId: number;
  invoiceNumber: string | null;
  memberId: number;
  memberName: string;
  centerId: number;
  method: string;
  staffId: number | null;
  staffName: string | null;
  /** Positive for both kinds; a refund counts against the net. */
  amount: number;
  note: string | null;
}

export interface TransactionReport {
  range: ReportRange;
  currency: string;
  definitions: ReportDefinitions;
  totals: MoneyFlow;
  byDay: (MoneyFlow & { day: string })[];
  byMethod: (MoneyFlow & { method: string })[];
  byStaff: (MoneyFlow & { staffId: number | null; staffName: string | null })[];
  rows: { items: TransactionRow[]; total: number };
}

export interface NonPaymentRow {
  invoiceId: number;
  invoiceNumber: string;
  memberId: number;
  memberName: string;
  centerId: number;
  status: 'issued' | 'partial';
  issuedOn: string;
  dueDate: string;
  total: number;
  paid: number;
  balance: number;
  /** Negative while not yet due. */
  daysPastDue: number;
  bucket: AgeingBucket;
}

export interface NonPaymentReport {
  range: Omit<ReportRange, 'from' | 'to'> & { from: string | null; to: string | null; asOf: string };
  currency: string;
  definitions: ReportDefinitions;
  totals: { invoices: number; balance: number };
  buckets: { bucket: AgeingBucket; invoices: number; balance: number }[];
  rows: { items: NonPaymentRow[]; total: number };
}

export interface PersonalTrainingRow {
  trainerId: number;
  trainerName: string;
  scheduled: number;
  completed: number;
  cancelled: number;
  noShow: number;
  sessions: number;
  /** Sum over completed sessions of the PT package's price paid / its sessions, rounded per session. */
  value: number;
}

export interface PersonalTrainingReport {
  range: ReportRange;
  currency: string;
  definitions: ReportDefinitions;
  totals: Omit<PersonalTrainingRow, 'trainerId' | 'trainerName'>;
  rows: PersonalTrainingRow[];
}

export type ReportColumnKind = 'text' | 'date' | 'count' | 'money' | 'percent';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
}

export interface CatalogueEntry {
  code: ReportCode;
  title: string;
  description: string;
}

/** The one shape of every catalogue report: totals, a table and the definitions of both. */
export interface CatalogueReport {
  code: ReportCode;
  title: string;
  range: ReportRange;
  currency: string;
  definitions: ReportDefinitions;
  totals: Record<string, number>;
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
}
