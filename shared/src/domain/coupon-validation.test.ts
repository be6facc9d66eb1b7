import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { type CouponTerms, validateCoupon } from './coupon-validation';

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  value: 10,
  scope: 'all',
  validFrom: '2024-06-01',
  validTo: '2024-06-30',
  totalLimit: 100,
  perMemberLimit: 1,
  minAmount: null,
  active: true,
  ...overrides,
});
const unused = { redeemedTotal: 0, redeemedByMember: 0 };
const lines = [
  { kind: 'package' as const, amount: 300_00 },
  { kind: 'product' as const, amount: 45_55 },
];

describe('validateCoupon', () => {
  it('takes a percent of the lines in scope, rounded half up', () => {
    expect(validateCoupon(coupon(), unused, lines, '2024-06-15', 'EUR')).toEqual({
      ok: true,
      value: { discount: 34_56, eligibleAmount: 345_55 },
    });
    expect(validateCoupon(coupon({ scope: 'products' }), unused, lines, '2024-06-15', 'EUR')).toEqual({
      ok: true,
      value: { discount: 4_56, eligibleAmount: 45_55 },
    });
  });

  it('takes a percent in whole dollars where the currency has no cents in use', () => {
    const shake = [{ kind: 'product' as const, amount: 55_00 }];
    // 10 % of NT$55 is NT$5.50: NT$6 off, never a price of NT$49.50.
    expect(validateCoupon(coupon(), unused, shake, '2024-06-15', 'TWD')).toEqual({
      ok: true,
      value: { discount: 6_00, eligibleAmount: 55_00 },
    });
    expect(
      validateCoupon(
        coupon({ value: 100 }),
        unused,
        [{ kind: 'product', amount: 40_50 }],
        '2024-06-15',
        'TWD',
      ),
    ).toMatchObject({ ok: true, value: { discount: 40_50 } });
  });

  it('caps a fixed discount at the amount in scope', () => {
    const fixed = coupon({ kind: 'fixed', value: 100_00, scope: 'products' });
    expect(validateCoupon(fixed, unused, lines, '2024-06-15', 'EUR')).toEqual({
      ok: true,
      value: { discount: 45_55, eligibleAmount: 45_55 },
    });
  });

  it('is valid on the first and the last day of its window', () => {
    expect(validateCoupon(coupon(), unused, lines, '2024-06-01', 'EUR').ok).toBe(true);
    expect(validateCoupon(coupon(), unused, lines, '2024-06-30', 'EUR').ok).toBe(true);
  });

  it.each([
    ['missing', null, unused, lines, '2024-06-15', DOMAIN_CODES.couponNotFound],
    ['switched off', coupon({ active: false }), unused, lines, '2024-06-15', DOMAIN_CODES.couponInactive],
    ['not yet valid', coupon(), unused, lines, '2024-05-31', DOMAIN_CODES.couponNotYetValid],
    ['expired', coupon(), unused, lines, '2024-07-01', DOMAIN_CODES.couponExpired],
    [
      'used up',
      coupon(),
      { redeemedTotal: 100, redeemedByMember: 0 },
      lines,
      '2024-06-15',
      DOMAIN_CODES.couponLimitReached,
    ],
    [
      'used by this member',
      coupon(),
      { redeemedTotal: 5, redeemedByMember: 1 },
      lines,
      '2024-06-15',
      DOMAIN_CODES.couponMemberLimitReached,
    ],
    [
      'out of scope',
      coupon({ scope: 'packages' }),
      unused,
      [{ kind: 'product' as const, amount: 100 }],
      '2024-06-15',
      DOMAIN_CODES.couponNotApplicable,
    ],
    [
      'only custom lines under a products coupon',
      coupon({ scope: 'products' }),
      unused,
      [{ kind: 'custom' as const, amount: 100 }],
      '2024-06-15',
      DOMAIN_CODES.couponNotApplicable,
    ],
    [
      'under the minimum',
      coupon({ minAmount: 500_00 }),
      unused,
      lines,
      '2024-06-15',
      DOMAIN_CODES.couponMinimumNotMet,
    ],
  ])('refuses a coupon %s', (_label, terms, use, couponLines, today, code) => {
    expect(validateCoupon(terms, use, couponLines, today, 'EUR')).toEqual({ ok: false, code });
  });

  it('has no limits when they are empty', () => {
    const open = coupon({ totalLimit: null, perMemberLimit: null, validFrom: null, validTo: null });
    expect(
      validateCoupon(open, { redeemedTotal: 9999, redeemedByMember: 50 }, lines, '2030-01-01', 'EUR').ok,
    ).toBe(true);
  });
});
