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

/** `amount * numerator / denominator` rounded half up, for non-negative integers. */
function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/** Splits `amount` across `weights` in whole units adding up exactly (largest remainders first). */
function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || totalWeight === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / totalWeight));
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % totalWeight }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Like the server's `allocateInWholeUnits`: whole units (100 minor) where possible, the rest to the roomiest line. */
function allocateInWholeUnits(amount: number, weights: readonly number[], unit = 100): number[] {
  const units = Math.floor(amount / unit);
  const room = weights.map((weight) => Math.floor(weight / unit));
  const unitShares = allocateProportionally(units, weights).map((share, i) => Math.min(share, room[i] ?? 0));
  let unitsLeft = units - unitShares.reduce((sum, share) => sum + share, 0);
  const byWeight = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { index } of byWeight) {
    while (unitsLeft > 0 && (unitShares[index] ?? 0) < (room[index] ?? 0)) {
      unitShares[index] = (unitShares[index] ?? 0) + 1;
      unitsLeft -= 1;
    }
  }
  const shares = unitShares.map((share) => share * unit);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRoom = weights
    .map((weight, index) => ({ room: weight - (shares[index] ?? 0), index }))
    .sort((a, b) => b.room - a.room || a.index - b.index);
  for (const { room: space, index } of byRoom) {
    if (left === 0) break;
    const take = Math.min(left, space);
    shares[index] = (shares[index] ?? 0) + take;
    left -= take;
  }
  return shares;
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
