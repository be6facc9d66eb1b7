import {
  type MoneyFlow,
  type ReversalRow,
  TRANSACTION_REVERSALS_LIMIT,
  type TransactionReport,
  type TransactionReportQuery,
  type TransactionRow,
} from '@cloudfit/shared/schemas/report.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/connection';
import { keysetBatches, orderByKeys, REPORT_EXPORT_BATCH_ROWS, type SortKey } from '../../db/list-export';
import {
  centerCondition,
  instantInRange,
  publicRange,
  type ResolvedRange,
  resolveRange,
  studioDay,
  toNumber,
} from './report-range';

export const TRANSACTION_DEFINITIONS = {
  payments:
    'Money taken: the sum of every payment whose time falls on a day in the range (studio time zone), on invoices of the chosen branch, whatever the invoice status is now. A payment reversed as recorded by mistake moved no money and is not counted.',
  refunds:
    'Money given back: the sum of every refund whose time falls on a day in the range, on invoices of the chosen branch.',
  net: 'Payments minus refunds.',
  paymentCount: 'How many payments were taken in the range.',
  refundCount: 'How many refunds were given in the range.',
  byDay: 'The same figures per studio calendar day that had at least one payment or refund.',
  byMethod: 'The same figures per payment method; a refund goes back by the method of its payment.',
  byStaff: 'The same figures per staff member who recorded the payment or refund.',
  rows: 'Each payment and refund, newest first; amounts are positive and a refund counts against the net.',
  reversalCount:
    'How many payments whose time falls on a day in the range were reversed since, as recorded by mistake (the money never came in). They are in no other figure: payments recorded in the range = payments + reversed.',
  reversed:
    'The sum of those reversed payments: money recorded by mistake and taken off its invoice, not money given back.',
  reversals:
    'Each reversed payment, newest reversal first: when it was recorded and reversed, member, invoice, amount, method, the reason and who reversed it.',
};

/** Payments and refunds of the range as one relation: kind, id, at, invoice, method, staff, amount, note. */
function transactions(range: ResolvedRange): SQL {
  // The invoice is joined only to filter by center: for the whole chain the time index alone serves.
  const ofCenter = (alias: string) =>
    range.centerId === null
      ? sql``
      : sql`and exists (select 1 from invoices i where i.id = ${sql.raw(alias)}.invoice_id and ${centerCondition(sql.raw('i.center_id'), range)})`;
  return sql`(
    select 'payment' as kind, p.id, p.paid_at as at, p.invoice_id, p.method, p.staff_id, p.amount, p.note
    from payments p
    where ${instantInRange(sql.raw('p.paid_at'), range)} and p.reversed_at is null ${ofCenter('p')}
    union all
    select 'refund', r.id, r.refunded_at, r.invoice_id, r.method, r.staff_id, r.amount, r.reason
    from refunds r
    where ${instantInRange(sql.raw('r.refunded_at'), range)} ${ofCenter('r')}
  )`;
}

interface FlowRow {
  g_day: number;
  g_method: number;
  g_staff: number;
  day: string | null;
  method: string | null;
  staff_id: number | null;
  payment_count: number;
  payments: unknown;
  refund_count: number;
  refunds: unknown;
}

function toFlow(row: FlowRow): MoneyFlow {
  const payments = toNumber(row.payments);
  const refunds = toNumber(row.refunds);
  return {
    paymentCount: row.payment_count,
    payments,
    refundCount: row.refund_count,
    refunds,
    net: payments - refunds,
  };
}

/** Totals, by day, by method and by staff in one pass over the range (grouping sets). */
async function flows(db: Database, range: ResolvedRange) {
  const rows = await queryRows<FlowRow>(
    db,
    sql`select grouping(day)::int as g_day, grouping(method)::int as g_method, grouping(staff_id)::int as g_staff,
          day, method, staff_id,
          (count(*) filter (where kind = 'payment'))::int as payment_count,
          coalesce(sum(amount) filter (where kind = 'payment'), 0)::text as payments,
          (count(*) filter (where kind = 'refund'))::int as refund_count,
          coalesce(sum(amount) filter (where kind = 'refund'), 0)::text as refunds
        from (select kind, amount, method, staff_id, ${studioDay(sql.raw('at'), range.timeZone)} as day
              from ${transactions(range)} t) flows
        group by grouping sets ((), (day), (method), (staff_id))`,
  );
  const staffIds = [
    ...new Set(rows.flatMap((row) => (row.g_staff === 0 && row.staff_id !== null ? [row.staff_id] : []))),
  ];
  const names = new Map(
    staffIds.length === 0
      ? []
      : (
          await queryRows<{ id: number; full_name: string }>(
            db,
            sql`select id, full_name from staff where id in (${sql.join(staffIds, sql`, `)})`,
          )
        ).map((row) => [row.id, row.full_name]),
  );
  const total = rows.find((row) => row.g_day + row.g_method + row.g_staff === 3);
  return {
    totals: total ? toFlow(total) : toFlow({ payment_count: 0, refund_count: 0 } as FlowRow),
    byDay: rows
      .filter((row) => row.g_day === 0)
      .map((row) => ({ day: row.day!, ...toFlow(row) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    byMethod: rows
      .filter((row) => row.g_method === 0)
      .map((row) => ({ method: row.method!, ...toFlow(row) }))
      .sort((a, b) => a.method.localeCompare(b.method)),
    byStaff: rows
      .filter((row) => row.g_staff === 0)
      .map((row) => ({
        staffId: row.staff_id,
        staffName: row.staff_id === null ? null : (names.get(row.staff_id) ?? null),
        ...toFlow(row),
      }))
      .sort((a, b) => (a.staffName ?? '').localeCompare(b.staffName ?? '')),
  };
}

/** Newest first; of one instant, payments before refunds. Columns of the `transactions` relation. */
const TRANSACTION_ORDER: SortKey[] = [
  { expression: sql.raw('at'), descending: true },
  { expression: sql.raw('kind'), descending: false },
  { expression: sql.raw('id'), descending: true },
];

interface TransactionDbRow {
  kind: 'payment' | 'refund';
  id: number;
  at: string;
  day: string;
  invoice_id: number;
  invoice_number: string | null;
  member_id: number;
  member_name: string;
  center_id: number;
  method: string;
  staff_id: number | null;
  staff_name: string | null;
  amount: unknown;
  note: string | null;
  sort_keys: unknown[];
}

/**
 * The rows of the report in order, one page (`offset`) or the batch after a keyset (`after`), with
 * each row's `TRANSACTION_ORDER` values.
 */
async function readTransactionRows(
  db: Database,
  range: ResolvedRange,
  window: { limit: number; offset: number; after?: SQL },
): Promise<{ rows: TransactionRow[]; keys: unknown[][] }> {
  const rows = await queryRows<TransactionDbRow>(
    db,
    sql`select t.kind, t.id, to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          ${studioDay(sql.raw('t.at'), range.timeZone)} as day,
          t.invoice_id, i.number as invoice_number, i.member_id,
          m.first_name || ' ' || m.last_name as member_name, i.center_id, t.method, t.staff_id,
          s.full_name as staff_name, t.amount::text as amount, t.note, json_build_array(t.at, t.kind, t.id) as sort_keys
        from (
          select * from ${transactions(range)} page ${window.after ? sql`where ${window.after}` : sql``}
          order by ${sql.join(orderByKeys(TRANSACTION_ORDER), sql`, `)} limit ${window.limit} offset ${window.offset}
        ) t
        join invoices i on i.id = t.invoice_id
        join members m on m.id = i.member_id
        left join staff s on s.id = t.staff_id
        order by t.at desc, t.kind, t.id desc`,
  );
  const items = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    at: row.at,
    day: row.day,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    memberId: row.member_id,
    memberName: row.member_name,
    centerId: row.center_id,
    method: row.method,
    staffId: row.staff_id,
    staffName: row.staff_name,
    amount: toNumber(row.amount),
    note: row.note,
  }));
  return { rows: items, keys: rows.map((row) => row.sort_keys) };
}

/** One page of the report's rows in order (newest first). */
export async function transactionRows(
  db: Database,
  range: ResolvedRange,
  window: { limit: number; offset: number },
): Promise<TransactionRow[]> {
  return (await readTransactionRows(db, range, window)).rows;
}

/** The report's rows in order, up to `limit`, read in batches as they are consumed (CSV export). */
export function transactionRowBatches(db: Database, range: ResolvedRange, limit: number) {
  return keysetBatches(TRANSACTION_ORDER, limit, REPORT_EXPORT_BATCH_ROWS, (after, size) =>
    readTransactionRows(db, range, { limit: size, offset: 0, after }),
  );
}

interface ReversalDbRow {
  id: number;
  paid_at: string;
  reversed_at: string;
  invoice_id: number;
  invoice_number: string | null;
  member_id: number;
  member_name: string;
  center_id: number;
  method: string;
  amount: unknown;
  reason: string;
  reversed_by_name: string | null;
  total: number;
  total_amount: unknown;
}

const utcInstant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The payments of the range reversed as recorded by mistake (by their payment time, as `payments` counts). */
async function reversals(db: Database, range: ResolvedRange) {
  const rows = await queryRows<ReversalDbRow>(
    db,
    sql`select p.id, ${utcInstant('p.paid_at')} as paid_at, ${utcInstant('p.reversed_at')} as reversed_at,
          p.invoice_id, i.number as invoice_number, i.member_id, m.first_name || ' ' || m.last_name as member_name,
          i.center_id, p.method, p.amount::text as amount, p.reversal_reason as reason, s.full_name as reversed_by_name,
          (count(*) over ())::int as total, (sum(p.amount) over ())::text as total_amount
        from payments p
        join invoices i on i.id = p.invoice_id
        join members m on m.id = i.member_id
        left join staff s on s.id = p.reversed_by_id
        where ${instantInRange(sql.raw('p.paid_at'), range)} and p.reversed_at is not null
          and ${range.centerId === null ? sql`true` : centerCondition(sql.raw('i.center_id'), range)}
        order by p.reversed_at desc, p.id desc
        limit ${TRANSACTION_REVERSALS_LIMIT}`,
  );
  const items: ReversalRow[] = rows.map((row) => ({
    id: row.id,
    paidAt: row.paid_at,
    reversedAt: row.reversed_at,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    memberId: row.member_id,
    memberName: row.member_name,
    centerId: row.center_id,
    method: row.method,
    amount: toNumber(row.amount),
    reason: row.reason,
    reversedByName: row.reversed_by_name,
  }));
  return { items, total: rows[0]?.total ?? 0, amount: rows[0] ? toNumber(rows[0].total_amount) : 0 };
}

export async function transactionReport(
  db: Database,
  query: Omit<TransactionReportQuery, 'page' | 'perPage'>,
  page?: { page: number; perPage: number },
): Promise<TransactionReport> {
  const range = await resolveRange(db, query);
  const { totals, byDay, byMethod, byStaff } = await flows(db, range);
  const reversed = await reversals(db, range);
  const items = page
    ? await transactionRows(db, range, { limit: page.perPage, offset: (page.page - 1) * page.perPage })
    : [];
  return {
    range: publicRange(range),
    currency: range.currency,
    definitions: TRANSACTION_DEFINITIONS,
    totals: { ...totals, reversalCount: reversed.total, reversed: reversed.amount },
    byDay,
    byMethod,
    byStaff,
    rows: { items, total: totals.paymentCount + totals.refundCount },
    reversals: { items: reversed.items, total: reversed.total },
  };
}
