import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { smallestAmount } from '@cloudfit/shared/domain/currency-units';
import { mulDivRoundHalfUp } from '@cloudfit/shared/domain/minor-units';
import type { CouponKind, CouponScope } from '@cloudfit/shared/schemas/coupon.schema';
import type { InvoiceLineKind } from '@cloudfit/shared/schemas/invoice.schema';
import type { RuleResult } from './rule-result';

export interface CouponTerms {
  kind: CouponKind;
  value: number;
  scope: CouponScope;
  validFrom: string | null;
  validTo: string | null;
  totalLimit: number | null;
  perMemberLimit: number | null;
  minAmount: number | null;
  active: boolean;
}

export interface CouponUse {
  /** Redemptions of this coupon so far, by anyone. */
  redeemedTotal: number;
  /** Redemptions of this coupon by the member buying. */
  redeemedByMember: number;
}

export interface CouponLine {
  kind: InvoiceLineKind;
  /** The line's amount after its own discount, in minor units. */
  amount: number;
}

export function isLineInCouponScope(scope: CouponScope, kind: InvoiceLineKind): boolean {
  if (scope === 'all') return true;
  return scope === 'packages' ? kind === 'package' : kind === 'product';
}

/**
 * Whether a coupon can be redeemed today at all, whatever the cart: switched on, within its days,
 * and uses left in total and for this member. Checked again when a draft is issued, as the
 * redemption counts only then.
 */
export function checkRedeemable(coupon: CouponTerms, use: CouponUse, today: string): RuleResult<true> {
  if (!coupon.active) return { ok: false, code: DOMAIN_CODES.couponInactive };
  if (coupon.validFrom && today < coupon.validFrom)
    return { ok: false, code: DOMAIN_CODES.couponNotYetValid };
  if (coupon.validTo && today > coupon.validTo) return { ok: false, code: DOMAIN_CODES.couponExpired };
  if (coupon.totalLimit !== null && use.redeemedTotal >= coupon.totalLimit) {
    return { ok: false, code: DOMAIN_CODES.couponLimitReached };
  }
  if (coupon.perMemberLimit !== null && use.redeemedByMember >= coupon.perMemberLimit) {
    return { ok: false, code: DOMAIN_CODES.couponMemberLimitReached };
  }
  return { ok: true, value: true };
}

/**
 * Whether a coupon applies today (the center's local date) to these lines, and the discount it gives:
 * a percent of the lines in scope (rounded half up; to whole units in a currency whose amounts are
 * whole, so 10 % off NT$55 is NT$6, not NT$5.50), or a fixed amount capped at them.
 */
export function validateCoupon(
  coupon: CouponTerms | null,
  use: CouponUse,
  lines: readonly CouponLine[],
  today: string,
  currency: string,
): RuleResult<{ discount: number; eligibleAmount: number }> {
  if (!coupon) return { ok: false, code: DOMAIN_CODES.couponNotFound };
  const redeemable = checkRedeemable(coupon, use, today);
  if (!redeemable.ok) return redeemable;
  const eligibleAmount = lines
    .filter((line) => isLineInCouponScope(coupon.scope, line.kind))
    .reduce((sum, line) => sum + line.amount, 0);
  if (eligibleAmount === 0) return { ok: false, code: DOMAIN_CODES.couponNotApplicable };
  if (coupon.minAmount !== null && eligibleAmount < coupon.minAmount) {
    return { ok: false, code: DOMAIN_CODES.couponMinimumNotMet };
  }
  const unit = smallestAmount(currency);
  const discount =
    coupon.kind === 'percent'
      ? Math.min(mulDivRoundHalfUp(eligibleAmount, coupon.value, 100 * unit) * unit, eligibleAmount)
      : Math.min(coupon.value, eligibleAmount);
  return { ok: true, value: { discount, eligibleAmount } };
}
