import { defaultStartFor, membershipEndDate, priceSale, startAfterCurrent } from './sale-rules';

describe('membershipEndDate (the server rule, mirrored)', () => {
  it('ends 30 days from 1 March on 30 March', () => {
    expect(membershipEndDate('2026-03-01', { durationValue: 30, durationUnit: 'days' })).toBe('2026-03-30');
  });

  it('ends one month from 31 January on the last day of February', () => {
    expect(membershipEndDate('2026-01-31', { durationValue: 1, durationUnit: 'months' })).toBe('2026-02-28');
    expect(membershipEndDate('2028-01-31', { durationValue: 1, durationUnit: 'months' })).toBe('2028-02-29');
  });

  it('ends twelve months from 15 May on 14 May of the next year', () => {
    expect(membershipEndDate('2026-05-15', { durationValue: 12, durationUnit: 'months' })).toBe('2027-05-14');
  });
});

describe('startAfterCurrent', () => {
  it('is the day after the latest live end, ignoring cancelled memberships', () => {
    const memberships = [
      { status: 'active', endDate: '2026-12-31' },
      { status: 'cancelled', endDate: '2027-06-30' },
    ];
    expect(startAfterCurrent(memberships, '2026-11-22')).toBe('2027-01-01');
  });

  it('is today when nothing runs past today', () => {
    expect(startAfterCurrent([{ status: 'active', endDate: '2026-01-01' }], '2026-11-22')).toBe('2026-11-22');
  });
});

describe('priceSale', () => {
  it('takes the coupon off the lines in its scope and taxes each line, rounded half up', () => {
    const amounts = priceSale({
      lines: [
        { kind: 'package', quantity: 1, unitPrice: 100_000, discount: 0 },
        { kind: 'product', quantity: 3, unitPrice: 1_005, discount: 15 },
      ],
      discount: 0,
      coupon: { discount: 10_000, appliesTo: (kind) => kind === 'package' },
      taxRateBasisPoints: 500,
      taxIncluded: false,
    });
    expect(amounts.subtotal).toBe(103_000);
    expect(amounts.couponDiscount).toBe(10_000);
    // 90,000 x 5% = 4,500; 3,000 x 5% = 150.
    expect(amounts.tax).toBe(4_650);
    expect(amounts.total).toBe(97_650);
  });

  it('shares the invoice discount across lines so the totals add up exactly', () => {
    const amounts = priceSale({
      lines: [
        { kind: 'custom', quantity: 1, unitPrice: 1, discount: 0 },
        { kind: 'custom', quantity: 1, unitPrice: 2, discount: 0 },
      ],
      discount: 1,
      coupon: null,
      taxRateBasisPoints: 0,
      taxIncluded: false,
    });
    expect(amounts.total).toBe(2);
  });

  it('splits whole-dollar discounts in whole dollars, as the server does, so lines carry no stray cents', () => {
    const amounts = priceSale({
      lines: [
        { kind: 'package', quantity: 1, unitPrice: 2000_00, discount: 0 },
        { kind: 'product', quantity: 1, unitPrice: 450_00, discount: 0 },
      ],
      discount: 100_00,
      coupon: { discount: 200_00, appliesTo: () => true },
      taxRateBasisPoints: 500,
      taxIncluded: false,
    });
    // Coupon 163 + 37, discount 82 + 18: lines of 1,755 and 395, taxed 87.75 and 19.75.
    expect(amounts.tax).toBe(107_50);
    expect(amounts.total).toBe(2257_50);
  });

  it('extracts the tax from prices that include it, as the server does', () => {
    const amounts = priceSale({
      lines: [
        { kind: 'package', quantity: 1, unitPrice: 105_000, discount: 0 },
        { kind: 'product', quantity: 1, unitPrice: 100, discount: 0 },
      ],
      discount: 0,
      coupon: null,
      taxRateBasisPoints: 500,
      taxIncluded: true,
    });
    // 105,000 x 5 / 105 = 5,000; 100 x 5 / 105 = 4.76, rounded to 5.
    expect(amounts.tax).toBe(5_005);
    expect(amounts.total).toBe(105_100);
  });
});

describe('defaultStartFor', () => {
  const memberships = [
    { kind: 'time' as const, status: 'active', endDate: '2026-12-31' },
    { kind: 'sessions' as const, status: 'active', endDate: '2027-02-25' },
  ];

  it('starts a drop-in or any pack today, whatever else the member holds', () => {
    expect(defaultStartFor('sessions', memberships, '2026-11-26')).toBe('2026-11-26');
    expect(defaultStartFor('pt', memberships, '2026-11-26')).toBe('2026-11-26');
  });

  it('starts a time package after the running time membership', () => {
    expect(defaultStartFor('time', memberships, '2026-11-26')).toBe('2027-01-01');
  });
});
