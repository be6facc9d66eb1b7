import {
  applyPayment,
  applyRefund,
  applyReversal,
  type MoneyChange,
} from '@cloudfit/shared/domain/invoice-amounts';
import type {
  CreatePaymentInput,
  CreateRefundInput,
  PaymentMethod,
  ReversePaymentInput,
} from '@cloudfit/shared/schemas/payment.schema';
import { paymentMoney } from '@cloudfit/shared/schemas/payment.schema';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { invoices, payments, refunds } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../http/api-error';
import { findInvoice } from '../invoices/invoice-queries';
import { ruleRefused } from '../invoices/sale-refusals';
import { refuseCents } from '../settings/refuse-cents';

/**
 * The invoice row, locked until the transaction ends. Every payment, refund, issue and void of an
 * invoice takes this lock first, so they run one at a time per invoice and each sees the amounts
 * the one before it left (on PostgreSQL's read committed, a statement after the lock sees every
 * committed change).
 */
export async function lockInvoice(tx: Transaction, invoiceId: number) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/**
 * Writes a payment's, refund's or reversal's change to the locked invoice's money and records it in
 * the invoice's audit trail under `action`. Answers with the invoice as it now stands.
 */
async function changeInvoiceMoney(
  tx: Transaction,
  invoice: Awaited<ReturnType<typeof lockInvoice>>,
  change: MoneyChange,
  action: 'payment' | 'refund' | 'reversal',
  actorStaffId: number,
  /** A past moment (the demo seed); the moment of the write when absent. */
  at?: Date,
  /** Why a refund or reversal was made: the member's timeline reads it from the invoice's entry. */
  reason?: string,
) {
  const [after] = await tx
    .update(invoices)
    .set({
      paid: change.paid,
      refunded: change.refunded,
      status: change.status,
      version: sql`${invoices.version} + 1`,
      updatedAt: at ?? new Date(),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await recordAudit(tx, {
    actorStaffId,
    action,
    entity: 'invoices',
    entityId: invoice.id,
    before: invoice,
    after: reason === undefined ? after : { ...after, reason },
    at,
  });
  return after!;
}

export interface PaymentToTake {
  amount: number;
  method: PaymentMethod;
  paidAt?: string | null;
  note?: string | null;
}

/** Takes a payment on an issued invoice inside the caller's transaction (a sale, or a payment on its own). */
export async function takePayment(
  tx: Transaction,
  invoiceId: number,
  payment: PaymentToTake,
  actorStaffId: number,
): Promise<number> {
  const invoice = await lockInvoice(tx, invoiceId);
  const change = applyPayment(invoice, payment.amount);
  if (!change.ok) throw ruleRefused(change.code);
  refuseCents(payment, paymentMoney, invoice.currency);
  const [row] = await tx
    .insert(payments)
    .values({
      invoiceId,
      amount: payment.amount,
      method: payment.method,
      paidAt: payment.paidAt ? new Date(payment.paidAt) : undefined,
      staffId: actorStaffId,
      note: payment.note ?? null,
    })
    .returning();
  await recordAudit(tx, {
    actorStaffId,
    action: 'create',
    entity: 'payments',
    entityId: row!.id,
    after: row,
  });
  await changeInvoiceMoney(tx, invoice, change.value, 'payment', actorStaffId);
  return row!.id;
}

/** `POST /invoices/:id/payments`; answers with the invoice as it now stands. */
export async function createPayment(
  db: Database,
  invoiceId: number,
  input: CreatePaymentInput,
  actorStaffId: number,
) {
  await withTransaction(db, (tx) => takePayment(tx, invoiceId, input, actorStaffId));
  return (await findInvoice(db, invoiceId))!;
}

/**
 * A payment, its invoice locked, and what was refunded of it. The payment is read again after the
 * lock, so a reversal or refund that committed while this one waited is seen.
 */
async function lockPayment(tx: Transaction, paymentId: number) {
  const [found] = await tx
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!found) throw notFound('Payment');
  const invoice = await lockInvoice(tx, found.invoiceId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  const [refunded] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return { payment: payment!, invoice, refunded: Number(refunded?.total ?? 0) };
}

/** Refunds part or all of a payment: never more than what is left of it. Answers with the invoice. */
export async function createRefund(
  db: Database,
  paymentId: number,
  input: CreateRefundInput,
  actorStaffId: number,
) {
  const invoiceId = await withTransaction(db, async (tx) => {
    const { payment, invoice, refunded } = await lockPayment(tx, paymentId);
    const change = applyRefund(
      invoice,
      { amount: payment.amount, refunded, reversed: payment.reversedAt !== null },
      input.amount,
    );
    if (!change.ok) throw ruleRefused(change.code);
    refuseCents(input, paymentMoney, invoice.currency);
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId,
        invoiceId: invoice.id,
        amount: input.amount,
        method: input.method ?? payment.method,
        reason: input.reason,
        staffId: actorStaffId,
      })
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'refunds',
      entityId: row!.id,
      after: row,
    });
    await changeInvoiceMoney(tx, invoice, change.value, 'refund', actorStaffId, undefined, input.reason);
    return invoice.id;
  });
  return (await findInvoice(db, invoiceId))!;
}

/**
 * Reverses a payment recorded by mistake: no money moved, so it is taken off the invoice (which owes
 * it again) and kept, marked reversed with who, when and why. Answers with the invoice.
 */
export async function reversePayment(
  db: Database,
  paymentId: number,
  input: ReversePaymentInput,
  actorStaffId: number,
) {
  const invoiceId = await withTransaction(db, (tx) =>
    reversePaymentIn(tx, paymentId, input.reason, actorStaffId),
  );
  return (await findInvoice(db, invoiceId))!;
}

/**
 * The reversal inside the caller's transaction (the route, or the demo seed with a day of its past
 * as `at`); answers with the invoice's id.
 */
export async function reversePaymentIn(
  tx: Transaction,
  paymentId: number,
  reason: string,
  actorStaffId: number,
  at?: Date,
): Promise<number> {
  const { payment, invoice, refunded } = await lockPayment(tx, paymentId);
  const change = applyReversal(invoice, {
    amount: payment.amount,
    refunded,
    reversed: payment.reversedAt !== null,
  });
  if (!change.ok) throw ruleRefused(change.code);
  const [row] = await tx
    .update(payments)
    .set({ reversedAt: at ?? new Date(), reversedById: actorStaffId, reversalReason: reason })
    .where(eq(payments.id, paymentId))
    .returning();
  await recordAudit(tx, {
    actorStaffId,
    action: 'reversal',
    entity: 'payments',
    entityId: paymentId,
    before: payment,
    after: row,
    at,
  });
  await changeInvoiceMoney(tx, invoice, change.value, 'reversal', actorStaffId, at, reason);
  return invoice.id;
}
