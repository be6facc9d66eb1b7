import type { DomainCode } from '@cloudfit/shared/api/domain-codes';
import { businessRule } from '../../http/api-error';

const RULE_MESSAGES: Partial<Record<DomainCode, string>> = {
  membership_cancelled: 'This membership is cancelled.',
  membership_expired: 'This membership has ended.',
  freeze_overlaps: 'The freeze overlaps another freeze.',
  freeze_outside_membership: 'The freeze must start within the membership.',
  freeze_in_past: 'A freeze cannot start in the past.',
  freeze_too_long: 'A freeze can last at most 365 days.',
  freeze_not_active: 'There is no running freeze to end on that day.',
  trainer_required: 'Choose a trainer for a personal training package.',
  coupon_not_found: 'No coupon has this code.',
  coupon_inactive: 'This coupon is switched off.',
  coupon_not_yet_valid: 'This coupon cannot be used yet.',
  coupon_expired: 'This coupon has expired.',
  coupon_limit_reached: 'This coupon has been used up.',
  coupon_member_limit_reached: 'This member has already used this coupon as often as allowed.',
  coupon_not_applicable: 'This coupon does not apply to anything in the cart.',
  coupon_minimum_not_met: 'The cart is below the minimum amount for this coupon.',
  discount_exceeds_subtotal: 'The discounts are more than the invoice amount.',
  insufficient_stock: 'Not enough in stock at this branch.',
  invoice_not_draft: 'Only a draft can be changed or deleted: void this invoice instead.',
  invoice_is_draft: 'A draft was never issued, so it is not voided: delete the draft instead.',
  invoice_void: 'This invoice is void.',
  invoice_not_issued: 'Issue the invoice before taking a payment.',
  amount_not_positive: 'Enter an amount of more than 0.',
  payment_exceeds_balance: 'The payment is more than the balance of the invoice.',
  refund_exceeds_payment: 'The refund is more than what is left of this payment.',
  payment_reversed:
    'This payment was already reversed, so it counts for nothing: take a new payment if the invoice is still owed.',
  payment_has_refunds:
    'Part of this payment was refunded, so it cannot be reversed: refund what is left of it instead.',
  invoice_already_issued: 'This invoice has already been issued.',
  invoice_has_payments:
    'Refund the payments (or reverse one recorded by mistake) before voiding this invoice.',
  package_inactive: 'This package is no longer sold.',
  package_not_sold_at_center: 'This package is not sold at this branch.',
};

/** A 422 for a business rule, with the English fallback message the browser shows if it has no translation. */
export function ruleRefused(code: DomainCode): Error {
  return businessRule(code, RULE_MESSAGES[code] ?? 'This is not allowed.');
}
