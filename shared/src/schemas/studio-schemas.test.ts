import { createClassSchema, createClassSeriesSchema } from './class.schema';
import { createCouponSchema } from './coupon.schema';
import { createInvoiceSchema, invoiceListQuerySchema } from './invoice.schema';
import { freezeMembershipSchema, sellMembershipSchema } from './membership.schema';
import { createPackageSchema } from './package.schema';
import { stockAdjustmentSchema } from './product.schema';
import { updateSettingsSchema } from './settings.schema';
import { signDocumentSchema } from './signature.schema';
import { MONEY_TOO_LARGE } from './studio-fields';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const pkg = {
  kind: 'sessions',
  name: '10-Class Pass',
  description: null,
  durationValue: 3,
  durationUnit: 'months',
  credits: 10,
  price: 360000,
  currency: 'TWD',
  centerIds: [1, 2],
  active: true,
};

describe('package schema', () => {
  it('accepts a valid package and trims its name', () => {
    const parsed = createPackageSchema.parse({ ...pkg, name: '  10-Class Pass ' });
    expect(parsed.name).toBe('10-Class Pass');
  });

  it('rejects negative or fractional money, strings for numbers, and unknown fields', () => {
    expect(messages(createPackageSchema.safeParse({ ...pkg, price: -1 }))).toEqual({
      price: 'Enter a price of 0 or more.',
    });
    expect(messages(createPackageSchema.safeParse({ ...pkg, price: 10.5 }))).toEqual({
      price: 'Enter a price of 0 or more.',
    });
    expect(messages(createPackageSchema.safeParse({ ...pkg, price: '100' }))).toEqual({
      price: 'Enter a price of 0 or more.',
    });
    expect(createPackageSchema.safeParse({ ...pkg, isAdmin: true }).success).toBe(false);
  });

  it('ties credits to the kind and caps the duration per unit', () => {
    expect(messages(createPackageSchema.safeParse({ ...pkg, kind: 'time' }))).toHaveProperty('credits');
    expect(messages(createPackageSchema.safeParse({ ...pkg, credits: null }))).toHaveProperty('credits');
    expect(messages(createPackageSchema.safeParse({ ...pkg, durationValue: 121 }))).toEqual({
      durationValue: 'Enter a duration of at most 120 months or 3660 days.',
    });
    expect(createPackageSchema.safeParse({ ...pkg, durationUnit: 'days', durationValue: 121 }).success).toBe(
      true,
    );
    expect(messages(createPackageSchema.safeParse({ ...pkg, centerIds: [1, 1] }))).toEqual({
      centerIds: 'Choose each branch only once.',
    });
  });
});

describe('membership schemas', () => {
  const sale = {
    packageId: 2,
    centerId: 1,
    startDate: '2024-02-29',
    trainerId: null,
    couponCode: ' welcome10 ',
    payment: { amount: 1000, method: 'card' },
    notes: '',
  };

  it('normalises the coupon code and blank notes', () => {
    expect(sellMembershipSchema.parse(sale)).toMatchObject({ couponCode: 'WELCOME10', notes: null });
  });

  it('rejects impossible dates and a payment of nothing', () => {
    expect(messages(sellMembershipSchema.safeParse({ ...sale, startDate: '2023-02-29' }))).toEqual({
      startDate: 'Enter a valid start date.',
    });
    expect(
      messages(sellMembershipSchema.safeParse({ ...sale, payment: { amount: 0, method: 'card' } })),
    ).toEqual({
      'payment.amount': 'Enter a payment of more than 0.',
    });
    expect(
      sellMembershipSchema.safeParse({ ...sale, payment: { amount: 100, method: 'bitcoin' } }).success,
    ).toBe(false);
  });

  it('refuses a freeze that ends before it starts', () => {
    const freeze = { fromDate: '2024-04-10', toDate: '2024-04-09', reason: 'Travel', version: 3 };
    expect(messages(freezeMembershipSchema.safeParse(freeze))).toEqual({
      toDate: 'The freeze must end on or after the day it starts.',
    });
    expect(freezeMembershipSchema.safeParse({ ...freeze, toDate: '2024-04-10' }).success).toBe(true);
    expect(
      messages(freezeMembershipSchema.safeParse({ ...freeze, toDate: '2024-04-10', version: undefined })),
    ).toHaveProperty('version');
  });
});

describe('invoice schema', () => {
  const line = {
    kind: 'product',
    referenceId: 4,
    description: 'Protein Bar',
    quantity: 2,
    unitPrice: 7000,
    discount: 0,
  };
  const invoice = {
    memberId: 1,
    centerId: 1,
    issue: true,
    dueDate: null,
    lines: [line],
    discount: 0,
    couponCode: null,
    note: null,
  };

  it('requires a product for a product line and none for a custom line', () => {
    expect(
      messages(createInvoiceSchema.safeParse({ ...invoice, lines: [{ ...line, referenceId: null }] })),
    ).toEqual({
      'lines.0.referenceId': 'Choose a product.',
    });
    expect(
      messages(createInvoiceSchema.safeParse({ ...invoice, lines: [{ ...line, kind: 'custom' }] })),
    ).toEqual({
      'lines.0.referenceId': 'A custom line has no product or package.',
    });
  });

  it('refuses discounts above the line or the invoice amount', () => {
    expect(
      messages(createInvoiceSchema.safeParse({ ...invoice, lines: [{ ...line, discount: 14001 }] })),
    ).toEqual({
      'lines.0.discount': 'The discount cannot be more than the line amount.',
    });
    expect(messages(createInvoiceSchema.safeParse({ ...invoice, discount: 14001 }))).toEqual({
      discount: 'The discount cannot be more than the invoice amount.',
    });
    expect(createInvoiceSchema.safeParse({ ...invoice, discount: 14000 }).success).toBe(true);
  });

  it('reads list filters from the query string without guessing', () => {
    expect(invoiceListQuerySchema.parse({ status: 'overdue', centerId: '2' })).toMatchObject({
      status: 'overdue',
      centerId: 2,
    });
    expect(invoiceListQuerySchema.safeParse({ centerId: '2abc' }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ centerId: '0' }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ unknown: '1' }).success).toBe(false);
    expect(messages(invoiceListQuerySchema.safeParse({ from: '2024-06-02', to: '2024-06-01' }))).toEqual({
      to: 'The end date must be on or after the start date.',
    });
  });
});

describe('coupon schema', () => {
  const coupon = {
    code: 'summer-24',
    description: null,
    kind: 'percent',
    value: 15,
    scope: 'all',
    validFrom: '2024-06-01',
    validTo: '2024-08-31',
    totalLimit: 100,
    perMemberLimit: 1,
    minAmount: null,
    active: true,
  };

  it('stores the code in capitals', () => {
    expect(createCouponSchema.parse(coupon).code).toBe('SUMMER-24');
  });

  it('caps percentages, orders the window and keeps the member limit under the total', () => {
    expect(messages(createCouponSchema.safeParse({ ...coupon, value: 101 }))).toEqual({
      value: 'Enter a percentage between 1 and 100.',
    });
    // A huge percentage is still a percentage out of range, not an amount too large.
    const valueMessages = (value: object) =>
      createCouponSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(valueMessages({ ...coupon, value: 5_000_000_000 })).toEqual([
      'Enter a percentage between 1 and 100.',
    ]);
    expect(valueMessages({ ...coupon, kind: 'fixed', value: 5_000_000_000_000 })).toEqual([MONEY_TOO_LARGE]);
    expect(createCouponSchema.safeParse({ ...coupon, kind: 'fixed', value: 50000 }).success).toBe(true);
    expect(messages(createCouponSchema.safeParse({ ...coupon, validTo: '2024-05-31' }))).toHaveProperty(
      'validTo',
    );
    expect(messages(createCouponSchema.safeParse({ ...coupon, perMemberLimit: 101 }))).toHaveProperty(
      'perMemberLimit',
    );
    expect(messages(createCouponSchema.safeParse({ ...coupon, code: 'A B C' }))).toHaveProperty('code');
  });
});

describe('class schemas', () => {
  const oneOff = {
    centerId: 1,
    roomId: 1,
    instructorId: 3,
    title: 'Yoga',
    description: null,
    capacity: 20,
    creditCost: 1,
    startsAt: '2024-06-10T10:00:00Z',
    endsAt: '2024-06-10T11:00:00Z',
  };

  it('requires a class to end after it starts and to last at most 12 hours', () => {
    expect(createClassSchema.safeParse(oneOff).success).toBe(true);
    expect(messages(createClassSchema.safeParse({ ...oneOff, endsAt: '2024-06-10T10:00:00Z' }))).toEqual({
      endsAt: 'The class must end after it starts.',
    });
    expect(
      messages(createClassSchema.safeParse({ ...oneOff, endsAt: '2024-06-11T10:00:00Z' })),
    ).toHaveProperty('endsAt');
    expect(messages(createClassSchema.safeParse({ ...oneOff, startsAt: '2024-06-10 10:00' }))).toHaveProperty(
      'startsAt',
    );
  });

  it('checks the weekdays, the time and the length of a series', () => {
    const series = {
      ...oneOff,
      startsAt: undefined,
      endsAt: undefined,
      weekdays: [1, 3],
      startTime: '18:30',
      durationMinutes: 60,
      fromDate: '2024-06-01',
      untilDate: '2024-12-31',
    };
    const { startsAt: _s, endsAt: _e, ...valid } = series;
    expect(createClassSeriesSchema.safeParse(valid).success).toBe(true);
    expect(messages(createClassSeriesSchema.safeParse({ ...valid, weekdays: [1, 1] }))).toHaveProperty(
      'weekdays',
    );
    expect(createClassSeriesSchema.safeParse({ ...valid, weekdays: [8] }).success).toBe(false);
    expect(messages(createClassSeriesSchema.safeParse({ ...valid, startTime: '24:00' }))).toHaveProperty(
      'startTime',
    );
    expect(messages(createClassSeriesSchema.safeParse({ ...valid, untilDate: '2025-06-03' }))).toEqual({
      untilDate: 'A weekly series can run for at most a year.',
    });
  });
});

describe('other refinements', () => {
  it('validates stock changes by kind', () => {
    const base = {
      centerId: 1,
      kind: 'transfer',
      quantityDelta: -5,
      toCenterId: 2,
      reason: 'Rebalance',
    };
    expect(stockAdjustmentSchema.safeParse(base).success).toBe(true);
    expect(messages(stockAdjustmentSchema.safeParse({ ...base, toCenterId: 1 }))).toEqual({
      toCenterId: 'Choose a different branch.',
    });
    expect(
      messages(
        stockAdjustmentSchema.safeParse({ ...base, kind: 'waste', quantityDelta: 2, toCenterId: null }),
      ),
    ).toEqual({
      quantityDelta: 'Waste and transfers remove stock: enter a quantity below 0.',
    });
    expect(
      stockAdjustmentSchema.safeParse({ ...base, kind: 'adjustment', quantityDelta: -2, toCenterId: null })
        .success,
    ).toBe(true);
    expect(stockAdjustmentSchema.safeParse({ ...base, kind: 'sale', toCenterId: null }).success).toBe(false);
  });

  it('checks settings: a real time zone, a fee for a fee policy', () => {
    const settings = {
      studioName: 'CloudFit',
      currency: 'TWD',
      taxRateBasisPoints: 500,
      pricesIncludeTax: true,
      invoicePrefix: 'CF',
      timeZone: 'Asia/Taipei',
      bookingWindowDays: 14,
      cancelCutoffHours: 12,
      lateCancelCountsCredit: true,
      noShowPolicy: 'forfeit_credit',
      noShowFee: 0,
      waitlistAutoPromote: true,
      checkInBlockOwingOver: null,
      checkInRequireWaiver: false,
      selfRegistration: false,
      defaultLocale: 'zh-TW',
      version: 1,
    };
    expect(updateSettingsSchema.safeParse(settings).success).toBe(true);
    expect(messages(updateSettingsSchema.safeParse({ ...settings, timeZone: 'Mars/Olympus' }))).toEqual({
      timeZone: 'Choose a time zone.',
    });
    expect(messages(updateSettingsSchema.safeParse({ ...settings, noShowPolicy: 'charge_fee' }))).toEqual({
      noShowFee: 'Enter the fee charged for a no-show.',
    });
    expect(updateSettingsSchema.safeParse({ ...settings, taxRateBasisPoints: 10001 }).success).toBe(false);
  });

  it('accepts only a PNG data URL and a SHA-256 from the signature pad', () => {
    const signature = {
      typedName: 'Mei Lin',
      signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
      textSha256: 'a'.repeat(64),
      device: null,
    };
    expect(signDocumentSchema.safeParse(signature).success).toBe(true);
    expect(
      signDocumentSchema.safeParse({ ...signature, signatureImage: 'data:text/html;base64,PHNjcmlwdD4=' })
        .success,
    ).toBe(false);
    expect(signDocumentSchema.safeParse({ ...signature, textSha256: 'A'.repeat(64) }).success).toBe(false);
    expect(
      signDocumentSchema.safeParse({
        ...signature,
        signatureImage: `data:image/png;base64,${'A'.repeat(500_000)}`,
      }).success,
    ).toBe(false);
    // A name is two letters at least, in any script.
    for (const typedName of ['x', '.', ' x. ', 'A1']) {
      expect(messages(signDocumentSchema.safeParse({ ...signature, typedName }))).toEqual({
        typedName: 'Type your full name.',
      });
    }
    expect(signDocumentSchema.safeParse({ ...signature, typedName: '王明' }).success).toBe(true);
  });
});
