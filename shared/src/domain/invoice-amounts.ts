import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { smallestAmount } from '@cloudfit/shared/domain/currency-units';
import { allocateInWholeUnits, mulDivRoundHalfUp } from '@cloudfit/shared/domain/minor-units';
import type { CouponScope } from '@cloudfit/shared/schemas/coupon.schema';
import type { InvoiceLineKind, InvoiceStatus } from '@cloudfit/shared/schemas/invoice.schema';
import { isLineInCouponScope } from './coupon-validation';
import type { RuleResult } from './rule-result';

export interface LineToPrice {
  kind: InvoiceLineKind;
  quantity: number;
  unitPrice: number;
  /** The line's own discount. */
  discount: number;
}

export interface PricedLine {
  /** quantity x unit price. */
  gross: number;
  /** The line's own discount plus its shares of the invoice discount and the coupon. */
  discount: number;
  tax: number;
  total: number;
}

export interface InvoiceAmounts {
  lines: PricedLine[];
  /** Sum of the lines after their own discounts. */
  subtotal: number;
  discount: number;
  couponDiscount: number;
  tax: number;
  total: number;
}

/**
 * Prices an invoice. Prices are before tax, or with `taxIncluded` already hold it. The coupon discount is shared across the lines in its
 * scope and the invoice discount across all lines, in proportion to what is left of each line, in
 * whole currency units where they allow (so whole-dollar lines stay whole: a share of cents taxed
 * at 5 % gave line totals such as 2,300.01) and exactly to the minor unit in all. Tax is then computed per line on what remains, rounded
 * half up: added on top, or with `taxIncluded` extracted from it (remaining × rate / (1 + rate)),
 * the line total then being what remains. In a currency whose amounts are whole in practice (NT$)
 * the invoice's tax is rounded half up to whole units on the invoice's taxable amount and shared
 * across the lines in whole units like a discount, so no tax, total or balance carries cents
 * (NT$50 at 5 % is NT$3 of tax, not NT$2.50). The invoice's tax and total are the sums of its
 * lines', so lines and totals always agree either way.
 */
export function priceInvoice(input: {
  lines: readonly LineToPrice[];
  discount: number;
  coupon: { scope: CouponScope; discount: number } | null;
  taxRateBasisPoints: number;
  taxIncluded: boolean;
  /** The invoice's currency (ISO 4217): it decides whether tax is rounded to whole units. */
  currency: string;
}): RuleResult<InvoiceAmounts> {
  const afterOwnDiscount = input.lines.map((line) => line.quantity * line.unitPrice - line.discount);
  if (afterOwnDiscount.some((amount) => amount < 0))
    return { ok: false, code: DOMAIN_CODES.discountExceedsSubtotal };
  const subtotal = afterOwnDiscount.reduce((sum, amount) => sum + amount, 0);
  const couponDiscount = input.coupon?.discount ?? 0;

  const inScope = input.lines.map((line, i) =>
    input.coupon && isLineInCouponScope(input.coupon.scope, line.kind) ? (afterOwnDiscount[i] ?? 0) : 0,
  );
  const inScopeTotal = inScope.reduce((sum, amount) => sum + amount, 0);
  if (couponDiscount > inScopeTotal || input.discount + couponDiscount > subtotal) {
    return { ok: false, code: DOMAIN_CODES.discountExceedsSubtotal };
  }
  const couponShares = allocateInWholeUnits(couponDiscount, inScope);
  const afterCoupon = afterOwnDiscount.map((amount, i) => amount - (couponShares[i] ?? 0));
  const discountShares = allocateInWholeUnits(input.discount, afterCoupon);
  const nets = afterCoupon.map((amount, i) => amount - (discountShares[i] ?? 0));

  // Tax on `amount`: rate / 1 of it on top, or rate / (1 + rate) of it inside, in `unit`s.
  const taxDenominator = input.taxIncluded ? 10_000 + input.taxRateBasisPoints : 10_000;
  const taxOn = (amount: number, unit: number) =>
    mulDivRoundHalfUp(amount, input.taxRateBasisPoints, taxDenominator * unit) * unit;
  const exactTaxes = nets.map((net) => taxOn(net, 1));
  const unit = smallestAmount(input.currency);
  const invoiceTax = taxOn(
    nets.reduce((sum, net) => sum + net, 0),
    unit,
  );
  const wholeTaxes = unit === 1 ? exactTaxes : allocateInWholeUnits(invoiceTax, nets, unit);
  // A tax the lines cannot hold (a rate near 100 % on lines of cents) stays exact per line.
  const lineTaxes = wholeTaxes.reduce((sum, tax) => sum + tax, 0) === invoiceTax ? wholeTaxes : exactTaxes;

  const lines = input.lines.map((line, i): PricedLine => {
    const gross = line.quantity * line.unitPrice;
    const net = nets[i] ?? 0;
    const tax = lineTaxes[i] ?? 0;
    return { gross, discount: gross - net, tax, total: input.taxIncluded ? net : net + tax };
  });
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return { ok: true, value: { lines, subtotal, discount: input.discount, couponDiscount, tax, total } };
}

export interface InvoiceMoney {
  status: InvoiceStatus;
  total: number;
  /** Payments minus refunds. */
  paid: number;
  /**
   * Refunds: money given back for what the studio took back, so it is neither paid nor owed. The
   * invoice's total stays what was sold (reports take the refunds off revenue once, from the refunds).
   */
  refunded: number;
}

/** What is still owed: the total less what was refunded and what is paid. */
export function invoiceBalance(invoice: Pick<InvoiceMoney, 'total' | 'paid' | 'refunded'>): number {
  return invoice.total - invoice.refunded - invoice.paid;
}

/** The stored status that follows from the amounts of an issued invoice. */
export function issuedInvoiceStatus(
  invoice: Pick<InvoiceMoney, 'total' | 'paid' | 'refunded'>,
): Extract<InvoiceStatus, 'issued' | 'partial' | 'paid'> {
  if (invoiceBalance(invoice) <= 0) return 'paid';
  return invoice.paid > 0 ? 'partial' : 'issued';
}

/** Issued or partly paid, and past its due date on `today`. */
export function isOverdue(
  invoice: { status: InvoiceStatus; dueDate: string | null },
  today: string,
): boolean {
  return (
    (invoice.status === 'issued' || invoice.status === 'partial') &&
    invoice.dueDate !== null &&
    invoice.dueDate < today
  );
}

export interface MoneyChange {
  paid: number;
  refunded: number;
  status: InvoiceStatus;
}

/** A payment: only on an issued invoice, and never more than its balance. */
export function applyPayment(invoice: InvoiceMoney, amount: number): RuleResult<MoneyChange> {
  if (invoice.status === 'void') return { ok: false, code: DOMAIN_CODES.invoiceVoid };
  if (invoice.status === 'draft') return { ok: false, code: DOMAIN_CODES.invoiceNotIssued };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: DOMAIN_CODES.amountNotPositive };
  if (amount > invoiceBalance(invoice)) return { ok: false, code: DOMAIN_CODES.paymentExceedsBalance };
  const after = { total: invoice.total, paid: invoice.paid + amount, refunded: invoice.refunded };
  return {
    ok: true,
    value: { paid: after.paid, refunded: after.refunded, status: issuedInvoiceStatus(after) },
  };
}

/**
 * A refund of one payment: never more than that payment less what was already refunded of it. It
 * takes the money off what was paid and off what is owed alike, so the balance does not move: a
 * paid invoice stays paid with the refund shown beside it, and the member owes nothing for it.
 */
export function applyRefund(
  invoice: InvoiceMoney,
  payment: { amount: number; refunded: number; reversed?: boolean },
  amount: number,
): RuleResult<MoneyChange> {
  if (payment.reversed) return { ok: false, code: DOMAIN_CODES.paymentReversed };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: DOMAIN_CODES.amountNotPositive };
  if (amount > payment.amount - payment.refunded)
    return { ok: false, code: DOMAIN_CODES.refundExceedsPayment };
  const after = { total: invoice.total, paid: invoice.paid - amount, refunded: invoice.refunded + amount };
  const status = invoice.status === 'void' ? 'void' : issuedInvoiceStatus(after);
  return { ok: true, value: { paid: after.paid, refunded: after.refunded, status } };
}

/**
 * A reversal of a payment recorded by mistake (cash that was a card payment, the wrong invoice, taken
 * twice): no money moved, so the payment comes off what was paid and the invoice owes it again. Not
 * of a payment already reversed, nor of one with refunds (what is left of it is refunded instead),
 * nor on a void invoice.
 */
export function applyReversal(
  invoice: InvoiceMoney,
  payment: { amount: number; refunded: number; reversed: boolean },
): RuleResult<MoneyChange> {
  if (payment.reversed) return { ok: false, code: DOMAIN_CODES.paymentReversed };
  if (invoice.status === 'void') return { ok: false, code: DOMAIN_CODES.invoiceVoid };
  if (payment.refunded > 0) return { ok: false, code: DOMAIN_CODES.paymentHasRefunds };
  const after = { total: invoice.total, paid: invoice.paid - payment.amount, refunded: invoice.refunded };
  return {
    ok: true,
    value: { paid: after.paid, refunded: after.refunded, status: issuedInvoiceStatus(after) },
  };
}

/** An invoice is voided only once nothing is left paid on it: money taken is refunded first. */
export function checkVoid(invoice: InvoiceMoney): RuleResult<{ status: 'void' }> {
  if (invoice.status === 'void') return { ok: false, code: DOMAIN_CODES.invoiceVoid };
  if (invoice.paid > 0) return { ok: false, code: DOMAIN_CODES.invoiceHasPayments };
  return { ok: true, value: { status: 'void' } };
}

/** Issued invoice numbers: the studio's prefix and a zero-padded sequence, e.g. CF-000123. */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(6, '0')}`;
}
