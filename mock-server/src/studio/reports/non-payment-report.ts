import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type NonPaymentReport,
  type NonPaymentRow,
} from '@cloudfit/shared/schemas/report.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/connection';
import { keysetBatches, orderByKeys, REPORT_EXPORT_BATCH_ROWS, type SortKey } from '../../db/list-export';
import { studioCalendar, toNumber } from './report-range';

export const NON_PAYMENT_DEFINITIONS = {
  balance:
    'Open balance: invoice total minus what was refunded minus what was paid, as recorded now, over every invoice that is issued or partly paid (not a draft, not void) and not fully paid, issued on or before the as-of day (and within from/to when given), at the chosen branch. An earlier as-of day changes the ageing, not the balances.',
  invoices: 'How many such invoices there are.',
  daysPastDue: 'The as-of day minus the due date, in days; negative while the invoice is not yet due.',
  '0-30': 'Not yet due, or 0 to 30 days past due.',
  '31-60': '31 to 60 days past due.',
  '61-90': '61 to 90 days past due.',
  '90+': 'More than 90 days past due.',
  rows: 'Each such invoice, the longest overdue first; on every row Total - Refunded - Paid = Balance.',
};

export interface NonPaymentInput {
  from?: string;
  to?: string;
  centerId?: number;
  asOf?: string;
}

interface Resolved {
  from: string | null;
  to: string | null;
  centerId: number | null;
  asOf: string;
  timeZone: string;
  currency: string;
}

function openInvoices(range: Resolved): SQL {
  return sql`i.status in ('issued', 'partial') and i.total - i.refunded > i.paid and i.issued_on <= ${range.asOf}::date
    ${range.from ? sql`and i.issued_on >= ${range.from}::date` : sql``}
    ${range.to ? sql`and i.issued_on <= ${range.to}::date` : sql``}
    ${range.centerId === null ? sql`` : sql`and i.center_id = ${range.centerId}`}`;
}

function daysPastDue(range: Resolved): SQL {
  return sql`(${range.asOf}::date - i.due_date)`;
}

function bucketOf(range: Resolved): SQL {
  const days = daysPastDue(range);
  return sql`case when ${days} <= 30 then '0-30' when ${days} <= 60 then '31-60' when ${days} <= 90 then '61-90' else '90+' end`;
}

async function resolve(db: Database, input: NonPaymentInput): Promise<Resolved> {
  const calendar = await studioCalendar(db);
  return {
    from: input.from ?? null,
    to: input.to ?? null,
    centerId: input.centerId ?? null,
    asOf: input.asOf ?? calendar.today,
    timeZone: calendar.timeZone,
    currency: calendar.currency,
  };
}

/** The rows' order: the earliest due date (the longest overdue) first. */
const NON_PAYMENT_ORDER: SortKey[] = [
  { expression: sql.raw('i.due_date'), descending: false },
  { expression: sql.raw('i.id'), descending: false },
];

interface RowFromDb {
  invoice_id: number;
  invoice_number: string;
  member_id: number;
  member_name: string;
  center_id: number;
  status: 'issued' | 'partial';
  issued_on: string;
  due_date: string;
  total: unknown;
  refunded: unknown;
  paid: unknown;
  balance: unknown;
  days_past_due: number;
  bucket: AgeingBucket;
  sort_keys: unknown[];
}

async function readNonPaymentRows(
  db: Database,
  range: Resolved,
  window: { limit: number; offset: number; after?: SQL },
): Promise<{ rows: NonPaymentRow[]; keys: unknown[][] }> {
  const rows = await queryRows<RowFromDb>(
    db,
    sql`select i.id as invoice_id, i.number as invoice_number, i.member_id,
          m.first_name || ' ' || m.last_name as member_name, i.center_id, i.status,
          i.issued_on::text as issued_on, i.due_date::text as due_date, i.total::text as total, i.refunded::text as refunded,
          i.paid::text as paid,
          (i.total - i.refunded - i.paid)::text as balance,
          ${daysPastDue(range)} as days_past_due, ${bucketOf(range)} as bucket,
          json_build_array(i.due_date, i.id) as sort_keys
        from invoices i join members m on m.id = i.member_id
        where ${openInvoices(range)} ${window.after ? sql`and ${window.after}` : sql``}
        order by ${sql.join(orderByKeys(NON_PAYMENT_ORDER), sql`, `)}
        limit ${window.limit} offset ${window.offset}`,
  );
  const items = rows.map(
    (row): NonPaymentRow => ({
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      memberId: row.member_id,
      memberName: row.member_name,
      centerId: row.center_id,
      status: row.status,
      issuedOn: row.issued_on,
      dueDate: row.due_date,
      total: toNumber(row.total),
      refunded: toNumber(row.refunded),
      paid: toNumber(row.paid),
      balance: toNumber(row.balance),
      daysPastDue: row.days_past_due,
      bucket: row.bucket,
    }),
  );
  return { rows: items, keys: rows.map((row) => row.sort_keys) };
}

/** The report's rows in order, up to `limit`, read in batches as they are consumed (CSV export). */
export async function nonPaymentRowBatches(db: Database, input: NonPaymentInput, limit: number) {
  const range = await resolve(db, input);
  return keysetBatches(NON_PAYMENT_ORDER, limit, REPORT_EXPORT_BATCH_ROWS, (after, size) =>
    readNonPaymentRows(db, range, { limit: size, offset: 0, after }),
  );
}

export async function nonPaymentReport(
  db: Database,
  input: NonPaymentInput,
  window: { limit: number; offset: number },
): Promise<NonPaymentReport> {
  const range = await resolve(db, input);
  const grouped = await queryRows<{ bucket: AgeingBucket; invoices: number; balance: unknown }>(
    db,
    sql`select ${bucketOf(range)} as bucket, count(*)::int as invoices, sum(i.total - i.refunded - i.paid)::text as balance
        from invoices i where ${openInvoices(range)} group by 1`,
  );
  const buckets = AGEING_BUCKETS.map((bucket) => {
    const row = grouped.find((candidate) => candidate.bucket === bucket);
    return { bucket, invoices: row?.invoices ?? 0, balance: toNumber(row?.balance) };
  });
  const totals = buckets.reduce(
    (sum, bucket) => ({ invoices: sum.invoices + bucket.invoices, balance: sum.balance + bucket.balance }),
    { invoices: 0, balance: 0 },
  );
  return {
    range: {
      from: range.from,
      to: range.to,
      centerId: range.centerId,
      timeZone: range.timeZone,
      asOf: range.asOf,
    },
    currency: range.currency,
    definitions: NON_PAYMENT_DEFINITIONS,
    totals,
    buckets,
    rows: {
      items: window.limit > 0 ? (await readNonPaymentRows(db, range, window)).rows : [],
      total: totals.invoices,
    },
  };
}
