import { allocateInWholeUnits, mulDivRoundHalfUp } from '@cloudfit/shared/domain/minor-units';
import type { InvoiceLineKind } from '@cloudfit/shared/schemas/invoice.schema';
import type { DurationUnit, PackageKind } from '@cloudfit/shared/schemas/package.schema';

/*
 * The server's selling rules, mirrored so the screen can show the outcome before it is sent
 * (mock-server/src/domain/membership-period.ts, invoice-amounts.ts and minor-units.ts). The server
 * stays the authority: what it answers is what is saved.
 */

const DAY_MS = 86_400_000;

function utcMidnight(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

export function addDays(day: string, days: number): string {
  return new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later; the first of the month after when that month is too short. */
function sameDayMonthsLater(day: string, months: number): string {
  const monthIndex = Number(day.slice(5, 7)) - 1 + months;
  const year = Number(day.slice(0, 4)) + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const dayOfMonth = Number(day.slice(8, 10));
  const monthLength = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = dayOfMonth > monthLength ? Date.UTC(year, month + 1, 1) : Date.UTC(year, month, dayOfMonth);
  return new Date(target).toISOString().slice(0, 10);
}

/** The inclusive last day of a package started on `startDate`. */
export function membershipEndDate(
  startDate: string,
  duration: { durationValue: number; durationUnit: DurationUnit },
): string {
  if (duration.durationUnit === 'days') return addDays(startDate, duration.durationValue - 1);
  return addDays(sameDayMonthsLater(startDate, duration.durationValue), -1);
}

/** "Right after the current one ends": the day after the latest end of a live membership, or today. */
export function startAfterCurrent(
  memberships: readonly { status: string; endDate: string }[],
  today: string,
): string {
  let start = today;
  for (const membership of memberships) {
    if (membership.status === 'cancelled') continue;
    const next = addDays(membership.endDate, 1);
    if (next > start) start = next;
  }
  return start;
}

/**
 * The start a new package proposes. A time package follows the member's running time membership
 * (the days run one after the other); a session or PT pack starts today, as its credits can be used
 * alongside anything else the member holds (a drop-in sold today is for today).
 */
export function defaultStartFor(
  kind: PackageKind,
  memberships: readonly { kind: PackageKind; status: string; endDate: string }[],
  today: string,
): string {
  if (kind !== 'time') return today;
  return startAfterCurrent(
    memberships.filter((membership) => membership.kind === 'time'),
    today,
  );
}

export interface LineToPrice {
  kind: InvoiceLineKind;
  quantity: number;
  unitPrice: number;
  discount: number;
}

export interface SaleAmounts {
  /** Each line after its own discount. */
  lineNet: number[];
  subtotal: number;
  discount: number;
  couponDiscount: number;
  tax: number;
  total: number;
}

/**
 * Prices a sale the way the server does: the coupon is shared across the lines it applies to, the
 * invoice discount across all lines, and tax is computed per line on what remains, rounded half up:
 * added on top, or with `taxIncluded` extracted from it.
 * Amounts the server would refuse (discounts above the amount) are clamped here for display only.
 */
export function priceSale(input: {
  lines: readonly LineToPrice[];
  discount: number;
  coupon: { discount: number; appliesTo(kind: InvoiceLineKind): boolean } | null;
  taxRateBasisPoints: number;
  /** The prices hold the tax: it is extracted, not added. */
  taxIncluded: boolean;
}): SaleAmounts {
  const lineNet = input.lines.map((line) => Math.max(0, line.quantity * line.unitPrice - line.discount));
  const subtotal = lineNet.reduce((sum, amount) => sum + amount, 0);
  const inScope = input.lines.map((line, i) => (input.coupon?.appliesTo(line.kind) ? (lineNet[i] ?? 0) : 0));
  const couponDiscount = Math.min(
    input.coupon?.discount ?? 0,
    inScope.reduce((sum, amount) => sum + amount, 0),
  );
  const couponShares = allocateInWholeUnits(couponDiscount, inScope);
  const afterCoupon = lineNet.map((amount, i) => amount - (couponShares[i] ?? 0));
  const discount = Math.min(
    input.discount,
    afterCoupon.reduce((sum, amount) => sum + amount, 0),
  );
  const discountShares = allocateInWholeUnits(discount, afterCoupon);
  let tax = 0;
  let total = 0;
  afterCoupon.forEach((amount, i) => {
    const net = amount - (discountShares[i] ?? 0);
    if (input.taxIncluded) {
      tax += mulDivRoundHalfUp(net, input.taxRateBasisPoints, 10_000 + input.taxRateBasisPoints);
      total += net;
      return;
    }
    const lineTax = mulDivRoundHalfUp(net, input.taxRateBasisPoints, 10_000);
    tax += lineTax;
    total += net + lineTax;
  });
  return { lineNet, subtotal, discount, couponDiscount, tax, total };
}
