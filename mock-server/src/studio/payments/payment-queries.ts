import type {
  PaymentListItem,
  PaymentListQuery,
  PaymentSortKey,
  RefundListItem,
  RefundListQuery,
  RefundSortKey,
} from '@cloudfit/shared/schemas/payment.schema';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { HISTORY_COUNT_CAP, type ListDefinition, listSource } from '../../db/list-query';
import { centers, members, staff } from '../../db/schema/core';
import { invoices, payments, refunds } from '../../db/schema/studio';
import { paymentReversalColumns } from './payment-reversal-columns';

/** The studio's time zone (UTC before the settings exist), where list days are counted, as in the reports. */
const studioTimeZone = sql`coalesce((select time_zone from studio_settings where id = 1), 'UTC')`;

/**
 * `instant` falls on a day from `from` to `to` (either optional) in the studio's time zone; a
 * half-open interval of instants, so the column's own index serves it.
 */
export function studioDayRange(instant: AnyColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from !== undefined)
    conditions.push(sql`${instant} >= (${from}::date::timestamp at time zone ${studioTimeZone})`);
  if (to !== undefined)
    conditions.push(sql`${instant} < ((${to}::date + 1)::timestamp at time zone ${studioTimeZone})`);
  return conditions;
}

const memberName = sql<string>`${members.firstName} || ' ' || ${members.lastName}`;

const searchable = [
  sql`lower(${invoices.number})`,
  sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
  sql`lower(${members.memberNumber})`,
];

export const paymentList: ListDefinition<PaymentSortKey> = {
  sortable: {
    paidAt: payments.paidAt,
    amount: payments.amount,
    invoiceNumber: invoices.number,
    memberName: [members.lastName, members.firstName],
    method: payments.method,
  },
  defaultSort: { by: 'paidAt', desc: true },
  tiebreaker: payments.id,
  searchable,
  countCap: HISTORY_COUNT_CAP,
};

const refundedSoFar =
  sql<number>`(select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = ${payments.id})`.mapWith(
    Number,
  );

function selectPayments(db: Database) {
  return db
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      invoiceNumber: invoices.number,
      memberId: invoices.memberId,
      memberName,
      memberNumber: members.memberNumber,
      centerId: invoices.centerId,
      centerName: centers.name,
      staffId: payments.staffId,
      staffName: staff.fullName,
      method: payments.method,
      amount: payments.amount,
      paidAt: payments.paidAt,
      refunded: refundedSoFar,
      note: payments.note,
      ...paymentReversalColumns,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .innerJoin(centers, eq(centers.id, invoices.centerId))
    .leftJoin(staff, eq(staff.id, payments.staffId))
    .$dynamic();
}

function paymentFilters(query: PaymentListQuery): (SQL | undefined)[] {
  return [
    query.memberId === undefined ? undefined : eq(invoices.memberId, query.memberId),
    query.invoiceId === undefined ? undefined : eq(payments.invoiceId, query.invoiceId),
    query.centerId === undefined ? undefined : eq(invoices.centerId, query.centerId),
    query.staffId === undefined ? undefined : eq(payments.staffId, query.staffId),
    query.method === undefined ? undefined : eq(payments.method, query.method),
    ...studioDayRange(payments.paidAt, query.from, query.to),
  ];
}

type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

function toPaymentItem(row: PaymentRow): PaymentListItem {
  return {
    ...row,
    invoiceNumber: row.invoiceNumber ?? '',
    paidAt: row.paidAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
  };
}

export const paymentListSource = listSource({
  definition: paymentList,
  rows: selectPayments,
  count: (db, fields) =>
    db
      .select(fields)
      .from(payments)
      .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
      .leftJoin(members, eq(members.id, invoices.memberId))
      .$dynamic(),
  filters: paymentFilters,
  toItem: toPaymentItem,
});

export const refundList: ListDefinition<RefundSortKey> = {
  sortable: {
    refundedAt: refunds.refundedAt,
    amount: refunds.amount,
    invoiceNumber: invoices.number,
    memberName: [members.lastName, members.firstName],
  },
  defaultSort: { by: 'refundedAt', desc: true },
  tiebreaker: refunds.id,
  searchable: [...searchable, sql`lower(${refunds.reason})`],
};

function selectRefunds(db: Database) {
  return db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      invoiceId: refunds.invoiceId,
      invoiceNumber: invoices.number,
      memberId: invoices.memberId,
      memberName,
      memberNumber: members.memberNumber,
      centerId: invoices.centerId,
      centerName: centers.name,
      staffId: refunds.staffId,
      staffName: staff.fullName,
      method: refunds.method,
      amount: refunds.amount,
      reason: refunds.reason,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .innerJoin(centers, eq(centers.id, invoices.centerId))
    .leftJoin(staff, eq(staff.id, refunds.staffId))
    .$dynamic();
}

function refundFilters(query: RefundListQuery): (SQL | undefined)[] {
  return [
    query.memberId === undefined ? undefined : eq(invoices.memberId, query.memberId),
    query.invoiceId === undefined ? undefined : eq(refunds.invoiceId, query.invoiceId),
    query.paymentId === undefined ? undefined : eq(refunds.paymentId, query.paymentId),
    query.centerId === undefined ? undefined : eq(invoices.centerId, query.centerId),
    query.staffId === undefined ? undefined : eq(refunds.staffId, query.staffId),
    query.method === undefined ? undefined : eq(refunds.method, query.method),
    ...studioDayRange(refunds.refundedAt, query.from, query.to),
  ];
}

type RefundRow = Awaited<ReturnType<typeof selectRefunds>>[number];

function toRefundItem(row: RefundRow): RefundListItem {
  return { ...row, invoiceNumber: row.invoiceNumber ?? '', refundedAt: row.refundedAt.toISOString() };
}

export const refundListSource = listSource({
  definition: refundList,
  rows: selectRefunds,
  count: (db, fields) =>
    db
      .select(fields)
      .from(refunds)
      .leftJoin(invoices, eq(invoices.id, refunds.invoiceId))
      .leftJoin(members, eq(members.id, invoices.memberId))
      .$dynamic(),
  filters: refundFilters,
  toItem: toRefundItem,
});
