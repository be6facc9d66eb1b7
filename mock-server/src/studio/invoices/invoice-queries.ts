import { invoiceBalance } from '@cloudfit/shared/domain/invoice-amounts';
import type {
  InvoiceItem,
  InvoiceLineItem,
  InvoiceListItem,
  InvoiceListQuery,
  InvoiceSortKey,
} from '@cloudfit/shared/schemas/invoice.schema';
import type { PaymentItem, RefundItem } from '@cloudfit/shared/schemas/payment.schema';
import { asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { HISTORY_COUNT_CAP, type ListDefinition, listSource } from '../../db/list-query';
import { centers, members } from '../../db/schema/core';
import { coupons, invoiceLines, invoices, payments, refunds } from '../../db/schema/studio';
import { paymentReversalColumns } from '../payments/payment-reversal-columns';

/** Today in the invoice's center, where "overdue" is decided. */
const centerToday = sql`(now() at time zone ${centers.timezone})::date`;

const isOverdue = sql<boolean>`(${invoices.status} in ('issued', 'partial') and ${invoices.dueDate} < ${centerToday})`;

/** The day an invoice belongs to in lists and date filters: its issue day, or a draft's creation day. */
const invoiceDay = sql`coalesce(${invoices.issuedOn}, (${invoices.createdAt} at time zone ${centers.timezone})::date)`;

export const invoiceList: ListDefinition<InvoiceSortKey> = {
  sortable: {
    number: invoices.number,
    // Within a day, in the order they were made (a draft's day is the day it was saved).
    issuedOn: [invoiceDay, invoices.createdAt],
    dueDate: invoices.dueDate,
    total: invoices.total,
    createdAt: invoices.createdAt,
  },
  defaultSort: { by: 'createdAt', desc: true },
  tiebreaker: invoices.id,
  searchable: [
    sql`lower(${invoices.number})`,
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
  ],
  countCap: HISTORY_COUNT_CAP,
};

const listFields = {
  id: invoices.id,
  number: invoices.number,
  memberId: invoices.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  centerId: invoices.centerId,
  centerName: centers.name,
  status: invoices.status,
  overdue: isOverdue,
  issuedOn: invoices.issuedOn,
  dueDate: invoices.dueDate,
  subtotal: invoices.subtotal,
  discount: invoices.discount,
  couponId: invoices.couponId,
  couponCode: coupons.code,
  couponDiscount: invoices.couponDiscount,
  tax: invoices.tax,
  total: invoices.total,
  taxIncluded: invoices.taxIncluded,
  paid: invoices.paid,
  refunded: invoices.refunded,
  currency: invoices.currency,
  voidReason: invoices.voidReason,
  voidedAt: invoices.voidedAt,
  note: invoices.note,
  version: invoices.version,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

function selectListRows(db: Database | Transaction) {
  return db
    .select(listFields)
    .from(invoices)
    .innerJoin(members, eq(members.id, invoices.memberId))
    .innerJoin(centers, eq(centers.id, invoices.centerId))
    .leftJoin(coupons, eq(coupons.id, invoices.couponId))
    .$dynamic();
}

type InvoiceListRow = Awaited<ReturnType<typeof selectListRows>>[number];

function toListItem({ firstName, lastName, ...row }: InvoiceListRow): InvoiceListItem {
  return {
    ...row,
    memberName: `${firstName} ${lastName}`,
    overdue: Boolean(row.overdue),
    balance: row.status === 'void' ? 0 : invoiceBalance(row),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function invoiceFilters(query: InvoiceListQuery): (SQL | undefined)[] {
  let status: SQL | undefined;
  if (query.status === 'overdue') status = isOverdue;
  else if (query.status) status = eq(invoices.status, query.status);
  return [
    status,
    query.memberId === undefined ? undefined : eq(invoices.memberId, query.memberId),
    query.centerId === undefined ? undefined : eq(invoices.centerId, query.centerId),
    query.from === undefined ? undefined : gte(invoiceDay, query.from),
    query.to === undefined ? undefined : lte(invoiceDay, query.to),
  ];
}

export const invoiceListSource = listSource({
  definition: invoiceList,
  rows: selectListRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(invoices)
      .leftJoin(members, eq(members.id, invoices.memberId))
      .leftJoin(centers, eq(centers.id, invoices.centerId))
      .$dynamic(),
  filters: invoiceFilters,
  toItem: toListItem,
});

/** The payments of some invoices, each with its refunds, oldest first. */
export async function findPayments(db: Database | Transaction, invoiceIds: number[]): Promise<PaymentItem[]> {
  if (invoiceIds.length === 0) return [];
  const paymentRows = await db
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      invoiceNumber: invoices.number,
      memberId: invoices.memberId,
      centerId: invoices.centerId,
      amount: payments.amount,
      method: payments.method,
      paidAt: payments.paidAt,
      staffId: payments.staffId,
      note: payments.note,
      ...paymentReversalColumns,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(inArray(payments.invoiceId, invoiceIds))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.invoiceId, invoiceIds))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
  const refundsByPayment = new Map<number, RefundItem[]>();
  for (const refund of refundRows) {
    const list = refundsByPayment.get(refund.paymentId) ?? [];
    list.push({
      id: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amount,
      method: refund.method,
      reason: refund.reason,
      staffId: refund.staffId,
      refundedAt: refund.refundedAt.toISOString(),
    });
    refundsByPayment.set(refund.paymentId, list);
  }
  return paymentRows.map((payment) => {
    const paymentRefunds = refundsByPayment.get(payment.id) ?? [];
    return {
      ...payment,
      invoiceNumber: payment.invoiceNumber ?? '',
      paidAt: payment.paidAt.toISOString(),
      reversedAt: payment.reversedAt?.toISOString() ?? null,
      refunded: paymentRefunds.reduce((sum, refund) => sum + refund.amount, 0),
      refunds: paymentRefunds,
    };
  });
}

export async function findInvoice(db: Database | Transaction, id: number): Promise<InvoiceItem | undefined> {
  const [row] = await selectListRows(db).where(eq(invoices.id, id));
  if (!row) return undefined;
  const lines: InvoiceLineItem[] = await db
    .select({
      id: invoiceLines.id,
      kind: invoiceLines.kind,
      referenceId: invoiceLines.referenceId,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      discount: invoiceLines.discount,
      ownDiscount: invoiceLines.ownDiscount,
      tax: invoiceLines.tax,
      total: invoiceLines.total,
      startDate: invoiceLines.startDate,
      trainerId: invoiceLines.trainerId,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return { ...toListItem(row), lines, payments: await findPayments(db, [id]) };
}
