import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type { CouponScope } from '@cloudfit/shared/schemas/coupon.schema';
import type { InvoiceLineKind, InvoiceStatus } from '@cloudfit/shared/schemas/invoice.schema';
import { isLineInCouponScope } from './coupon-validation';
import { allocateProportionally, mulDivRoundHalfUp } from './minor-units';
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
 * whole minor units that add up exactly. Tax is then computed per line on what remains, rounded
 * half up: added on top, or with `taxIncluded` extracted from it (remaining × rate / (1 + rate)),
 * the line total then being what remains. The invoice's tax and total are the sums of its lines',
 * so lines and totals always agree either way.
 */
export function priceInvoice(input: {
  lines: readonly LineToPrice[];
  discount: number;
  coupon: { scope: CouponScope; discount: number } | null;
  taxRateBasisPoints: number;
  taxIncluded: boolean;
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
  const couponShares = allocateProportionally(couponDiscount, inScope);
  const afterCoupon = afterOwnDiscount.map((amount, i) => amount - (couponShares[i] ?? 0));
  const discountShares = allocateProportionally(input.discount, afterCoupon);

  const lines = input.lines.map((line, i): PricedLine => {
    const gross = line.quantity * line.unitPrice;
    const net = (afterCoupon[i] ?? 0) - (discountShares[i] ?? 0);
    if (input.taxIncluded) {
      const tax = mulDivRoundHalfUp(net, input.taxRateBasisPoints, 10_000 + input.taxRateBasisPoints);
      return { gross, discount: gross - net, tax, total: net };
    }
    const tax = mulDivRoundHalfUp(net, input.taxRateBasisPoints, 10_000);
    return { gross, discount: gross - net, tax, total: net + tax };
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
}

export function invoiceBalance(invoice: Pick<InvoiceMoney, 'total' | 'paid'>): number {
  return invoice.total - invoice.paid;
}

/** The stored status that follows from the amounts of an issued invoice. */
export function issuedInvoiceStatus(
  total: number,
  paid: number,
): Extract<InvoiceStatus, 'issued' | 'partial' | 'paid'> {
  if (paid >= total) return 'paid';
  return paid > 0 ? 'partial' : 'issued';
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
  status: InvoiceStatus;
}

/** A payment: only on an issued invoice, and never more than its balance. */
export function applyPayment(invoice: InvoiceMoney, amount: number): RuleResult<MoneyChange> {
  if (invoice.status === 'void') return { ok: false, code: DOMAIN_CODES.invoiceVoid };
  if (invoice.status === 'draft') return { ok: false, code: DOMAIN_CODES.invoiceNotIssued };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: DOMAIN_CODES.amountNotPositive };
  if (amount > invoiceBalance(invoice)) return { ok: false, code: DOMAIN_CODES.paymentExceedsBalance };
  const paid = invoice.paid + amount;
  return { ok: true, value: { paid, status: issuedInvoiceStatus(invoice.total, paid) } };
}

/** A refund of one payment: never more than that payment less what was already refunded of it. */
export function applyRefund(
  invoice: InvoiceMoney,
  payment: { amount: number; refunded: number },
  amount: number,
): RuleResult<MoneyChange> {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: DOMAIN_CODES.amountNotPositive };
  if (amount > payment.amount - payment.refunded)
    return { ok: false, code: DOMAIN_CODES.refundExceedsPayment };
  const paid = invoice.paid - amount;
  const status = invoice.status === 'void' ? 'void' : issuedInvoiceStatus(invoice.total, paid);
  return { ok: true, value: { paid, status } };
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

/**
 * A stored line's own discount, which the line keeps only summed with its shares of the coupon and
 * the invoice discount: worked back from the shares' proportions, then checked by pricing the
 * invoice again and nudged by a minor unit where a share's rounding moved it. Editing a draft starts
 * from these, so that saving it unchanged prices it the same.
 */
export function recoverOwnDiscounts(input: {
  lines: readonly { kind: InvoiceLineKind; quantity: number; unitPrice: number; discount: number }[];
  discount: number;
  coupon: { scope: CouponScope; discount: number } | null;
  taxRateBasisPoints: number;
  taxIncluded: boolean;
}): number[] {
  const gross = input.lines.map((line) => line.quantity * line.unitPrice);
  const net = input.lines.map((line, i) => (gross[i] ?? 0) - line.discount);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const spread = (amount: number, parts: number[], whole: number[]) => {
    const totalPart = sum(parts);
    if (totalPart > 0) return parts.map((part) => (part * (totalPart + amount)) / totalPart);
    const totalWhole = sum(whole);
    return whole.map((value) => (totalWhole > 0 ? (value * amount) / totalWhole : 0));
  };
  // Before the invoice discount, then before the coupon (on the lines in its scope).
  const beforeDiscount = spread(input.discount, net, gross);
  const inScope = input.lines.map((line) =>
    input.coupon ? isLineInCouponScope(input.coupon.scope, line.kind) : false,
  );
  const scoped = beforeDiscount.map((amount, i) => (inScope[i] ? amount : 0));
  const scopedGross = gross.map((amount, i) => (inScope[i] ? amount : 0));
  const beforeCoupon = spread(input.coupon?.discount ?? 0, scoped, scopedGross);
  const own = input.lines.map((_, i) => {
    const afterOwn = inScope[i] ? (beforeCoupon[i] ?? 0) : (beforeDiscount[i] ?? 0);
    return Math.min(gross[i] ?? 0, Math.max(0, Math.round((gross[i] ?? 0) - afterOwn)));
  });
  const misses = (candidate: number[]) => {
    const priced = priceInvoice({
      lines: input.lines.map((line, i) => ({ ...line, discount: candidate[i] ?? 0 })),
      discount: input.discount,
      coupon: input.coupon,
      taxRateBasisPoints: input.taxRateBasisPoints,
      taxIncluded: input.taxIncluded,
    });
    if (!priced.ok) return Number.POSITIVE_INFINITY;
    return priced.value.lines.filter((line, i) => line.discount !== input.lines[i]?.discount).length;
  };
  let best = misses(own);
  for (let round = 0; round < 3 && best > 0; round += 1) {
    for (const [i] of own.entries()) {
      for (const delta of [-1, 1, -2, 2]) {
        const candidate = own.map((value, j) => (j === i ? value + delta : value));
        if ((candidate[i] ?? 0) < 0 || (candidate[i] ?? 0) > (gross[i] ?? 0)) continue;
        const missed = misses(candidate);
        if (missed < best) {
          best = missed;
          own[i] = candidate[i] ?? 0;
          break;
        }
      }
    }
  }
  return own;
}
