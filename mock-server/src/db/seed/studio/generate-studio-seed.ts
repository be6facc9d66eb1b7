import { addDays, dateInZone, daysBetween, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import { evaluateCheckIn } from '@cloudfit/shared/domain/check-in-evaluation';
import {
  attendanceOutcome,
  type BookingPolicy,
  cancellationOutcome,
  chooseMembershipForClass,
  decideBooking,
  type MembershipForBooking,
  promoteFromWaitlist,
} from '@cloudfit/shared/domain/class-booking';
import { expandWeeklySeries, type OccurrenceOverride } from '@cloudfit/shared/domain/class-recurrence';
import { validateCoupon } from '@cloudfit/shared/domain/coupon-validation';
import {
  applyPayment,
  applyRefund,
  formatInvoiceNumber,
  type LineToPrice,
  priceInvoice,
} from '@cloudfit/shared/domain/invoice-amounts';
import { type Freeze, membershipEndDate } from '@cloudfit/shared/domain/membership-period';
import type { PaymentMethod } from '@cloudfit/shared/schemas/payment.schema';
import type { SignatureKind } from '@cloudfit/shared/schemas/signature.schema';
import { en, Faker } from '@faker-js/faker';
import { signatureTextSha256 } from '../../../domain/signature-hash';
import * as studio from '../../schema/studio';
import {
  COUPONS,
  EXPENSE_VENDORS,
  NEWS_TITLES,
  PACKAGES,
  PRODUCTS,
  ROOMS_PER_CENTER,
  SIGNATURE_TEXTS,
  STUDIO_CURRENCY,
  STUDIO_TAX_RATE_BASIS_POINTS,
  WEEKLY_TIMETABLE,
} from './studio-catalogue';
import type { StudioSeed, StudioSeedInput } from './studio-seed-types';

export const STUDIO_FAKER_SEED = 20261102;
const INVOICE_PREFIX = 'CF';
const HISTORY_DAYS = 365;
const SCHEDULE_DAYS_BACK = 56;
const SCHEDULE_DAYS_AHEAD = 28;
const PAYMENT_DUE_DAYS = 14;
/** A tiny valid PNG: the seed stores the shape of a signature, not a drawing. */
const SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The order to insert the seed's tables in, so that every foreign key finds its row. */
export const STUDIO_SEED_INSERT_ORDER = [
  ['settings', studio.studioSettings],
  ['rooms', studio.rooms],
  ['packages', studio.packages],
  ['packageCenters', studio.packageCenters],
  ['coupons', studio.coupons],
  ['products', studio.products],
  ['productStock', studio.productStock],
  ['invoices', studio.invoices],
  ['invoiceLines', studio.invoiceLines],
  ['payments', studio.payments],
  ['refunds', studio.refunds],
  ['couponRedemptions', studio.couponRedemptions],
  ['memberships', studio.memberships],
  ['membershipFreezes', studio.membershipFreezes],
  ['classSeries', studio.classSeries],
  ['classes', studio.classes],
  ['bookings', studio.bookings],
  ['signatureRequests', studio.signatureRequests],
  ['ptSessions', studio.ptSessions],
  ['signedDocuments', studio.signedDocuments],
  ['membershipCreditMovements', studio.membershipCreditMovements],
  ['stockMovements', studio.stockMovements],
  ['checkIns', studio.checkIns],
  ['news', studio.news],
  ['newsCenters', studio.newsCenters],
  ['expenditures', studio.expenditures],
] as const satisfies readonly (readonly [keyof StudioSeed, unknown])[];

const POLICY: BookingPolicy = {
  bookingWindowDays: 14,
  cancelCutoffHours: 12,
  lateCancelCountsCredit: true,
  noShowPolicy: 'forfeit_credit',
  noShowFee: 0,
  waitlistAutoPromote: true,
};
const CHECK_IN_BLOCK_OWING_OVER = 1_000_00;

type Invoice = StudioSeed['invoices'][number];
type Payment = StudioSeed['payments'][number];
type Membership = StudioSeed['memberships'][number];
type Booking = StudioSeed['bookings'][number];

/** A membership as the booking and check-in rules see it, with its running credit balance. */
interface LiveMembership extends MembershipForBooking {
  memberId: number;
  cancelledOn: string | null;
}

/** The share of time members who also trained with monthly memberships in the past year. */
const PAST_MEMBERS_SHARE = 0.6;
/** The chance such a member trained in each month, January first: resolutions, then the summer dip. */
const SEASON_ACTIVITY = [0.95, 0.75, 0.6, 0.5, 0.4, 0.25, 0.15, 0.15, 0.35, 0.4, 0.4, 0.35];

/** June to September, month indexes. */
const SUMMER = new Set([5, 6, 7, 8]);

function monthIndex(day: string): number {
  return Number(day.slice(5, 7)) - 1;
}

/** The first of the month `months` after the month of `firstOfMonth`. */
function addMonths(firstOfMonth: string, months: number): string {
  const index = Number(firstOfMonth.slice(0, 4)) * 12 + monthIndex(firstOfMonth) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

function idSequence(): () => number {
  let last = 0;
  return () => {
    last += 1;
    return last;
  };
}

/**
 * A year of a studio chain's life as plain rows: packages sold as memberships in every state,
 * invoices with payments and refunds, a weekly timetable with bookings and attendance, PT,
 * products and stock, coupons, check-ins, signatures, news and expenses. The same input and seed
 * give the same rows. Every figure is produced by the domain rules the API uses.
 */
export function generateStudioSeed(input: StudioSeedInput): StudioSeed {
  const faker = new Faker({ locale: [en], seed: input.fakerSeed ?? STUDIO_FAKER_SEED });
  faker.setDefaultRefDate(input.referenceDate);
  const now = input.referenceDate;
  const timeZone = input.centers[0]?.timezone ?? 'UTC';
  const today = dateInZone(now, timeZone);
  const centerZone = new Map(input.centers.map((center) => [center.id, center.timezone]));
  const trainers = input.staff.filter((s) => s.isTrainer && s.active).map((s) => s.id);
  const desk = input.staff.filter((s) => !s.isTrainer && s.active).map((s) => s.id);
  const deskStaff = () => faker.helpers.arrayElement(desk.length > 0 ? desk : input.staff.map((s) => s.id));
  const trainer = () =>
    faker.helpers.arrayElement(trainers.length > 0 ? trainers : input.staff.map((s) => s.id));
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  /**
   * A desk moment on a day that has begun: sales, payments, signatures. On today it falls before
   * `now` (between the opening hour, or midnight before it, and now): nothing the desk did lies
   * in the future.
   */
  const atLocal = (date: string, centerId: number, fromHour = 7, toHour = 21) => {
    const zone = centerZone.get(centerId) ?? timeZone;
    const at = zonedTimeToInstant(
      date,
      `${twoDigits(faker.number.int({ min: fromHour, max: toHour - 1 }))}:${twoDigits(faker.number.int({ min: 0, max: 59 }))}`,
      zone,
    );
    if (at.getTime() < now.getTime()) return at;
    const opening = zonedTimeToInstant(date, `${twoDigits(fromHour)}:00`, zone).getTime();
    const start = opening < now.getTime() ? opening : zonedTimeToInstant(date, '00:00', zone).getTime();
    // Folded into the hours already gone, without another random draw: the rest of the seed stays as it was.
    const minutesGone = Math.max(1, Math.floor((now.getTime() - start) / 60_000));
    return new Date(start + (Math.floor((at.getTime() - start) / 60_000) % minutesGone) * 60_000);
  };
  /** A moment some time after `at` that has already happened: at most `now`. */
  const pastOrNow = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const method = (): PaymentMethod =>
    faker.helpers.weightedArrayElement([
      { weight: 45, value: 'card' },
      { weight: 30, value: 'cash' },
      { weight: 20, value: 'transfer' },
      { weight: 5, value: 'other' },
    ]);

  const seed: StudioSeed = {
    settings: [],
    rooms: [],
    packages: [],
    packageCenters: [],
    coupons: [],
    products: [],
    productStock: [],
    invoices: [],
    invoiceLines: [],
    payments: [],
    refunds: [],
    couponRedemptions: [],
    memberships: [],
    membershipFreezes: [],
    classSeries: [],
    classes: [],
    bookings: [],
    signatureRequests: [],
    ptSessions: [],
    signedDocuments: [],
    membershipCreditMovements: [],
    stockMovements: [],
    checkIns: [],
    news: [],
    newsCenters: [],
    expenditures: [],
  };
  const nextId = Object.fromEntries(
    (Object.keys(seed) as (keyof StudioSeed)[]).map((key) => [key, idSequence()]),
  ) as Record<keyof StudioSeed, () => number>;

  // Catalogue: rooms, packages, coupons, products.
  const roomsByCenter = new Map<number, number[]>();
  for (const center of input.centers) {
    const ids = ROOMS_PER_CENTER.map((room) => {
      const id = nextId.rooms();
      seed.rooms.push({ id, centerId: center.id, name: room.name, capacity: room.capacity, active: true });
      return id;
    });
    roomsByCenter.set(center.id, ids);
  }

  const packages = PACKAGES.map((definition) => {
    const id = nextId.packages();
    seed.packages.push({
      id,
      kind: definition.kind,
      name: definition.name,
      description: null,
      durationValue: definition.durationValue,
      durationUnit: definition.durationUnit,
      credits: definition.credits,
      price: definition.price,
      currency: STUDIO_CURRENCY,
      active: definition.active ?? true,
    });
    const centers = definition.centerIndexes
      ? definition.centerIndexes.flatMap((index) => input.centers[index] ?? [])
      : input.centers;
    for (const center of centers) seed.packageCenters.push({ packageId: id, centerId: center.id });
    return { ...definition, id, centerIds: new Set(centers.map((c) => c.id)) };
  });

  const coupons = COUPONS.map((definition) => {
    const id = nextId.coupons();
    const row = {
      id,
      code: definition.code,
      description: null,
      kind: definition.kind,
      value: definition.value,
      scope: definition.scope,
      validFrom: addDays(today, definition.validDays[0]),
      validTo: addDays(today, definition.validDays[1]),
      totalLimit: definition.totalLimit,
      perMemberLimit: definition.perMemberLimit,
      minAmount: definition.minAmount,
      active: definition.active,
    };
    seed.coupons.push(row);
    return row;
  });
  const redeemedTotal = new Map<number, number>();
  const redeemedByMember = new Map<string, number>();

  const products = PRODUCTS.map((definition) => {
    const id = nextId.products();
    seed.products.push({
      id,
      sku: definition.sku,
      barcode: `471${String(1_000_000_000 + id * 7919).slice(0, 10)}`,
      name: definition.name,
      description: null,
      price: definition.price,
      cost: definition.cost,
      reorderLevel: definition.reorderLevel,
      active: 'active' in definition ? definition.active : true,
    });
    return { ...definition, id, active: 'active' in definition ? definition.active : true };
  });

  // Invoices: one helper issues, one takes payments, one refunds; all through the domain rules.
  function issueInvoice(args: {
    memberId: number;
    centerId: number;
    issuedOn: string;
    at: Date;
    lines: (LineToPrice & { referenceId: number | null; description: string })[];
    couponCode?: string;
    draft?: boolean;
  }): { invoice: Invoice; lineIds: number[]; lineTotals: number[] } {
    let coupon: { id: number; scope: (typeof coupons)[number]['scope']; discount: number } | null = null;
    const candidate = args.couponCode ? coupons.find((c) => c.code === args.couponCode) : undefined;
    if (candidate) {
      const key = `${candidate.id}:${args.memberId}`;
      const check = validateCoupon(
        candidate,
        {
          redeemedTotal: redeemedTotal.get(candidate.id) ?? 0,
          redeemedByMember: redeemedByMember.get(key) ?? 0,
        },
        args.lines.map((line) => ({
          kind: line.kind,
          amount: line.quantity * line.unitPrice - line.discount,
        })),
        args.issuedOn,
      );
      if (check.ok) {
        coupon = { id: candidate.id, scope: candidate.scope, discount: check.value.discount };
        redeemedTotal.set(candidate.id, (redeemedTotal.get(candidate.id) ?? 0) + 1);
        redeemedByMember.set(key, (redeemedByMember.get(key) ?? 0) + 1);
      }
    }
    const priced = priceInvoice({
      lines: args.lines,
      discount: 0,
      coupon,
      taxRateBasisPoints: STUDIO_TAX_RATE_BASIS_POINTS,
      taxIncluded: false,
    });
    if (!priced.ok) throw new Error(`Seed invoice cannot be priced: ${priced.code}`);
    const id = nextId.invoices();
    const invoice: Invoice = {
      id,
      number: null,
      memberId: args.memberId,
      centerId: args.centerId,
      status: args.draft ? 'draft' : 'issued',
      issuedOn: args.draft ? null : args.issuedOn,
      dueDate: args.draft ? null : addDays(args.issuedOn, PAYMENT_DUE_DAYS),
      currency: STUDIO_CURRENCY,
      subtotal: priced.value.subtotal,
      discount: 0,
      couponId: coupon?.id ?? null,
      couponDiscount: priced.value.couponDiscount,
      tax: priced.value.tax,
      total: priced.value.total,
      paid: 0,
      createdById: deskStaff(),
      createdAt: args.at,
      updatedAt: args.at,
    };
    seed.invoices.push(invoice);
    const lineIds = args.lines.map((line, index) => {
      const lineId = nextId.invoiceLines();
      const amounts = priced.value.lines[index];
      seed.invoiceLines.push({
        id: lineId,
        invoiceId: id,
        position: index + 1,
        kind: line.kind,
        referenceId: line.referenceId,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount: amounts?.discount ?? 0,
        tax: amounts?.tax ?? 0,
        total: amounts?.total ?? 0,
      });
      return lineId;
    });
    if (coupon) {
      seed.couponRedemptions.push({
        id: nextId.couponRedemptions(),
        couponId: coupon.id,
        memberId: args.memberId,
        invoiceId: id,
        discount: coupon.discount,
        redeemedAt: args.at,
      });
    }
    return { invoice, lineIds, lineTotals: priced.value.lines.map((line) => line.total) };
  }

  function pay(invoice: Invoice, amount: number, at: Date): Payment | null {
    const result = applyPayment(
      { status: invoice.status ?? 'issued', total: invoice.total, paid: invoice.paid ?? 0 },
      amount,
    );
    if (!result.ok) return null;
    invoice.paid = result.value.paid;
    invoice.status = result.value.status;
    invoice.updatedAt = at;
    const payment: Payment = {
      id: nextId.payments(),
      invoiceId: invoice.id,
      amount,
      method: method(),
      paidAt: at,
      staffId: deskStaff(),
      note: null,
    };
    seed.payments.push(payment);
    return payment;
  }

  function refund(invoice: Invoice, payment: Payment, amount: number, at: Date, reason: string): void {
    const refunded = seed.refunds
      .filter((r) => r.paymentId === payment.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const result = applyRefund(
      { status: invoice.status ?? 'issued', total: invoice.total, paid: invoice.paid ?? 0 },
      { amount: payment.amount, refunded },
      amount,
    );
    if (!result.ok) return;
    invoice.paid = result.value.paid;
    invoice.status = result.value.status;
    invoice.updatedAt = at;
    seed.refunds.push({
      id: nextId.refunds(),
      paymentId: payment.id,
      invoiceId: invoice.id,
      amount,
      method: payment.method,
      reason,
      refundedAt: at,
      staffId: deskStaff(),
    });
  }

  function signatureRequest(
    kind: SignatureKind,
    memberId: number,
    referenceId: number | null,
    at: Date,
    signed: boolean,
  ) {
    const text = SIGNATURE_TEXTS[kind];
    const id = nextId.signatureRequests();
    seed.signatureRequests.push({
      id,
      kind,
      memberId,
      referenceId,
      text,
      locale: 'en',
      status: signed ? 'signed' : 'pending',
      createdById: deskStaff(),
      createdAt: at,
      updatedAt: at,
    });
    if (signed) {
      const signedAt = pastOrNow(at.getTime() + faker.number.int({ min: 1, max: 15 }) * 60_000);
      seed.signedDocuments.push({
        id: nextId.signedDocuments(),
        requestId: id,
        memberId,
        text,
        textSha256: signatureTextSha256(text),
        signatureImage: SIGNATURE_IMAGE,
        typedName: `Member ${memberId}`,
        signedAt,
        device: faker.helpers.arrayElement(['Front desk iPad', 'Front desk tablet 2', 'PT Zone tablet']),
      });
    }
    return id;
  }

  function creditMovement(
    membershipId: number,
    delta: number,
    reason: StudioSeed['membershipCreditMovements'][number]['reason'],
    referenceId: number | null,
    at: Date,
  ) {
    if (delta === 0) return;
    seed.membershipCreditMovements.push({
      id: nextId.membershipCreditMovements(),
      membershipId,
      delta,
      reason,
      referenceId,
      staffId: reason === 'sale' || reason === 'adjustment' ? deskStaff() : null,
      at,
    });
  }

  // Memberships: each member gets a story; the state on the reference day follows from its dates.
  const live: LiveMembership[] = [];
  const liveById = new Map<number, LiveMembership>();
  const liveByMember = new Map<number, LiveMembership[]>();
  const waiverSignedOn = new Map<number, string>();
  const ptMemberships: { membership: Membership; live: LiveMembership }[] = [];
  const historyStart = addDays(today, -HISTORY_DAYS);

  function sellMembership(args: {
    memberId: number;
    centerId: number;
    pkg: (typeof packages)[number];
    startDate: string;
    soldOn: string;
    payment: 'full' | 'partial' | 'none' | 'later';
  }): { membership: Membership; live: LiveMembership; payment: Payment | null; invoice: Invoice } {
    const soldAt = atLocal(args.soldOn, args.centerId, 8, 21);
    const couponCode = faker.datatype.boolean({ probability: 0.12 })
      ? faker.helpers.arrayElement(['WELCOME10', 'SUMMER500', 'FRIEND300', 'PTSTART'])
      : undefined;
    const { invoice, lineTotals } = issueInvoice({
      memberId: args.memberId,
      centerId: args.centerId,
      issuedOn: args.soldOn,
      at: soldAt,
      lines: [
        {
          kind: 'package',
          referenceId: args.pkg.id,
          description: args.pkg.name,
          quantity: 1,
          unitPrice: args.pkg.price,
          discount: 0,
        },
      ],
      couponCode,
    });
    let payment: Payment | null = null;
    if (args.payment === 'full') payment = pay(invoice, invoice.total, soldAt);
    if (args.payment === 'partial') {
      payment = pay(invoice, Math.round((invoice.total * faker.number.int({ min: 3, max: 7 })) / 10), soldAt);
    }
    if (args.payment === 'later') {
      const paidOn = addDays(args.soldOn, faker.number.int({ min: 1, max: PAYMENT_DUE_DAYS }));
      if (paidOn <= today) payment = pay(invoice, invoice.total, atLocal(paidOn, args.centerId));
    }
    const endDate = membershipEndDate(args.startDate, args.pkg);
    const id = nextId.memberships();
    const membership: Membership = {
      id,
      memberId: args.memberId,
      packageId: args.pkg.id,
      kind: args.pkg.kind,
      centerId: args.centerId,
      startDate: args.startDate,
      endDate,
      status: 'active',
      creditsTotal: args.pkg.credits,
      creditsRemaining: args.pkg.credits,
      trainerId: args.pkg.kind === 'pt' ? trainer() : null,
      pricePaid: lineTotals[0] ?? 0,
      invoiceId: invoice.id,
      soldById: invoice.createdById,
      createdAt: soldAt,
      updatedAt: soldAt,
    };
    seed.memberships.push(membership);
    if (args.pkg.credits !== null) creditMovement(id, args.pkg.credits, 'sale', invoice.id, soldAt);
    const view: LiveMembership = {
      id,
      memberId: args.memberId,
      kind: args.pkg.kind,
      status: 'active',
      startDate: args.startDate,
      endDate,
      creditsRemaining: args.pkg.credits,
      freezes: [],
      cancelledOn: null,
    };
    live.push(view);
    liveById.set(id, view);
    liveByMember.set(args.memberId, [...(liveByMember.get(args.memberId) ?? []), view]);
    if (!waiverSignedOn.has(args.memberId)) {
      const signed = faker.datatype.boolean({ probability: 0.93 });
      signatureRequest('waiver', args.memberId, null, soldAt, signed);
      if (signed) waiverSignedOn.set(args.memberId, args.soldOn);
    }
    if (args.pkg.kind === 'time' && args.pkg.durationUnit === 'months' && args.pkg.durationValue >= 6) {
      signatureRequest('membership_contract', args.memberId, id, soldAt, true);
    }
    return { membership, live: view, payment, invoice };
  }

  function freeze(
    membership: Membership,
    view: LiveMembership,
    fromDate: string,
    toDate: string,
    endedOn: string | null,
  ) {
    const frozen: Freeze = { fromDate, toDate, endedOn };
    const lastDay = endedOn ? addDays(endedOn, -1) : toDate;
    const days = daysBetween(fromDate, lastDay) + 1;
    membership.endDate = addDays(membership.endDate, days);
    view.endDate = membership.endDate;
    view.freezes = [...view.freezes, frozen];
    seed.membershipFreezes.push({
      id: nextId.membershipFreezes(),
      membershipId: membership.id,
      fromDate,
      toDate,
      endedOn,
      reason: faker.helpers.arrayElement([
        'Travelling abroad',
        'Knee injury',
        'Pregnancy',
        'Work posting',
        'Surgery',
      ]),
      createdById: deskStaff(),
      createdAt: atLocal(addDays(fromDate, -faker.number.int({ min: 1, max: 5 })), membership.centerId),
    });
  }

  const timePackages = packages.filter((p) => p.kind === 'time' && p.active !== false);
  const sessionPackages = packages.filter((p) => p.kind === 'sessions' && p.active !== false);
  const ptPackages = packages.filter((p) => p.kind === 'pt');
  const paymentStory = () =>
    faker.helpers.weightedArrayElement([
      { weight: 80, value: 'full' as const },
      { weight: 8, value: 'partial' as const },
      { weight: 6, value: 'none' as const },
      { weight: 6, value: 'later' as const },
    ]);
  const packageAt = (choices: typeof packages, centerId: number) => {
    const sold = choices.filter((p) => p.centerIds.has(centerId));
    return faker.helpers.arrayElement(sold.length > 0 ? sold : choices);
  };
  const periodDays = (pkg: (typeof packages)[number], start: string) =>
    daysBetween(start, membershipEndDate(start, pkg)) + 1;
  /** A day of the last `days` days, the busy months of the year more likely than the quiet ones. */
  const seasonalDayWithin = (days: number) => {
    for (;;) {
      const day = addDays(today, -faker.number.int({ min: 0, max: days }));
      if (faker.datatype.boolean({ probability: SEASON_ACTIVITY[monthIndex(day)]! })) return day;
    }
  };

  for (const member of input.members) {
    const centerId = member.homeCenterId;
    const story = faker.helpers.weightedArrayElement([
      { weight: 7, value: 'none' },
      { weight: 38, value: 'active' },
      { weight: 6, value: 'expiring' },
      { weight: 14, value: 'expired' },
      { weight: 4, value: 'frozen' },
      { weight: 3, value: 'cancelled' },
      { weight: 2, value: 'not_started' },
      { weight: 18, value: 'class_pack' },
      { weight: 4, value: 'class_pack_expired' },
    ] as const);
    if (story === 'none') continue;

    if (story === 'class_pack' || story === 'class_pack_expired') {
      const pkg = packageAt(sessionPackages, centerId);
      const start =
        story === 'class_pack'
          ? addDays(
              today,
              -faker.number.int({ min: 0, max: Math.min(SCHEDULE_DAYS_BACK, periodDays(pkg, today) - 1) }),
            )
          : addDays(today, -periodDays(pkg, today) - faker.number.int({ min: 1, max: 90 }));
      sellMembership({
        memberId: member.id,
        centerId,
        pkg,
        startDate: start,
        soldOn: start,
        payment: paymentStory(),
      });
    } else {
      const pkg = packageAt(
        story === 'active' || story === 'frozen' || story === 'cancelled'
          ? timePackages.filter((p) => p.durationUnit === 'months')
          : timePackages,
        centerId,
      );
      const length = periodDays(pkg, today);
      let start: string;
      if (story === 'active' || story === 'frozen' || story === 'cancelled') {
        start = seasonalDayWithin(Math.max(0, length - 20));
      } else if (story === 'expiring') {
        start = addDays(today, -(length - faker.number.int({ min: 1, max: Math.min(14, length) })));
      } else if (story === 'expired') {
        start = addDays(today, -(length + faker.number.int({ min: 1, max: 200 })));
      } else {
        start = addDays(today, faker.number.int({ min: 1, max: 10 }));
      }
      if (start < historyStart) start = historyStart;
      const previousPkg = packageAt(timePackages, centerId);
      const previousStart = addDays(start, -periodDays(previousPkg, start));
      if (
        story !== 'not_started' &&
        previousStart >= historyStart &&
        faker.datatype.boolean({ probability: 0.35 })
      ) {
        const previous = sellMembership({
          memberId: member.id,
          centerId,
          pkg: previousPkg,
          startDate: previousStart,
          soldOn: previousStart,
          payment: 'full',
        });
        start = addDays(previous.membership.endDate, 1);
      }
      if (start > today && story !== 'not_started') start = today;
      const soldOn = start > today ? addDays(today, -faker.number.int({ min: 0, max: 5 })) : start;
      const sale = sellMembership({
        memberId: member.id,
        centerId,
        pkg,
        startDate: start,
        soldOn,
        payment: paymentStory(),
      });

      if (story === 'frozen' && sale.membership.startDate < today) {
        const from = addDays(
          today,
          -faker.number.int({ min: 0, max: daysBetween(sale.membership.startDate, today) }),
        );
        freeze(sale.membership, sale.live, from, addDays(today, faker.number.int({ min: 3, max: 30 })), null);
      } else if (story === 'active' && faker.datatype.boolean({ probability: 0.06 })) {
        const from = addDays(today, -faker.number.int({ min: 3, max: 12 }));
        if (from > sale.membership.startDate)
          freeze(sale.membership, sale.live, from, addDays(from, 20), addDays(from, 2));
      } else if (story === 'cancelled') {
        const cancelledOn = addDays(today, -faker.number.int({ min: 0, max: daysBetween(start, today) }));
        const cancelledAt = atLocal(cancelledOn, centerId);
        sale.membership.status = 'cancelled';
        sale.membership.cancelReason = faker.helpers.arrayElement([
          'Moved to another city',
          'Medical advice',
          'Unhappy with the schedule',
          'Financial reasons',
        ]);
        sale.membership.cancelledAt = cancelledAt;
        sale.live.cancelledOn = cancelledOn;
        if (sale.payment)
          refund(
            sale.invoice,
            sale.payment,
            Math.floor(sale.payment.amount / 2),
            cancelledAt,
            'Cancelled membership, pro rata',
          );
      }
    }

    if (faker.datatype.boolean({ probability: 0.1 })) {
      const pkg = packageAt(ptPackages, centerId);
      const start = addDays(today, -faker.number.int({ min: 0, max: 50 }));
      const sale = sellMembership({
        memberId: member.id,
        centerId,
        pkg,
        startDate: start,
        soldOn: start,
        payment: paymentStory(),
      });
      ptMemberships.push(sale);
    }
  }

  // The past year of monthly memberships before the current ones, so revenue runs through the
  // whole year with a studio's seasons: most train in January, fewest in the summer.
  const monthlyPackages = timePackages.filter((p) => p.durationUnit === 'months' && p.durationValue === 1);
  const historyMonths = Array.from({ length: 12 }, (_, index) =>
    addMonths(`${historyStart.slice(0, 8)}01`, index),
  );
  for (const member of input.members) {
    const timeTerms = (liveByMember.get(member.id) ?? []).filter((view) => view.kind === 'time');
    if (timeTerms.length === 0 || !faker.datatype.boolean({ probability: PAST_MEMBERS_SHARE })) continue;
    const firstStart = timeTerms.reduce(
      (first, view) => minDay(first, view.startDate),
      timeTerms[0]!.startDate,
    );
    const dayOfMonth = String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0');
    const pkg = packageAt(monthlyPackages, member.homeCenterId);
    for (const month of historyMonths) {
      const start = `${month.slice(0, 8)}${dayOfMonth}`;
      if (start < historyStart) continue;
      if (membershipEndDate(start, pkg) >= firstStart) break;
      if (!faker.datatype.boolean({ probability: SEASON_ACTIVITY[monthIndex(month)]! })) continue;
      sellMembership({
        memberId: member.id,
        centerId: member.homeCenterId,
        pkg,
        startDate: start,
        soldOn: start,
        payment: 'full',
      });
    }
  }
  const membershipById = new Map(seed.memberships.map((m) => [m.id, m]));

  /** The membership as booking rules saw it on a day: a cancellation only counts from its date. */
  const viewOn = (view: LiveMembership, date: string): LiveMembership =>
    view.cancelledOn !== null && view.cancelledOn <= date ? { ...view, status: 'cancelled' } : view;

  function spendCredits(
    view: LiveMembership,
    credits: number,
    reason: 'booking' | 'pt',
    referenceId: number,
    at: Date,
  ) {
    if (credits === 0) return;
    view.creditsRemaining = (view.creditsRemaining ?? 0) - credits;
    const membership = membershipById.get(view.id);
    if (membership) membership.creditsRemaining = view.creditsRemaining;
    creditMovement(view.id, -credits, reason, referenceId, at);
  }

  function returnCredits(
    view: LiveMembership,
    credits: number,
    reason: 'cancel' | 'attendance',
    referenceId: number,
    at: Date,
  ) {
    if (credits === 0) return;
    view.creditsRemaining = (view.creditsRemaining ?? 0) + credits;
    const membership = membershipById.get(view.id);
    if (membership) membership.creditsRemaining = view.creditsRemaining;
    creditMovement(view.id, credits, reason, referenceId, at);
  }

  // The timetable: weekly series from eight weeks back to four weeks ahead, plus one-off workshops.
  const scheduleFrom = addDays(today, -SCHEDULE_DAYS_BACK);
  const scheduleTo = addDays(today, SCHEDULE_DAYS_AHEAD);
  const classesToBook: { row: StudioSeed['classes'][number]; timeZone: string }[] = [];
  for (const center of input.centers) {
    const rooms = roomsByCenter.get(center.id) ?? [];
    for (const definition of WEEKLY_TIMETABLE) {
      const seriesId = nextId.classSeries();
      const roomId = rooms[definition.roomIndex] ?? rooms[0] ?? 0;
      const capacity = ROOMS_PER_CENTER[definition.roomIndex]?.capacity ?? 10;
      const instructorId = trainer();
      const series = {
        weekdays: definition.weekdays,
        startTime: definition.startTime,
        durationMinutes: definition.durationMinutes,
        fromDate: scheduleFrom,
        untilDate: scheduleTo,
        roomId,
        instructorId,
        capacity,
      };
      seed.classSeries.push({
        id: seriesId,
        centerId: center.id,
        title: definition.title,
        creditCost: definition.creditCost,
        ...series,
        weekdays: [...definition.weekdays],
      });
      const overrides: OccurrenceOverride[] = [];
      for (let date = scheduleFrom; date <= scheduleTo; date = addDays(date, 1)) {
        const roll = faker.number.int({ min: 1, max: 60 });
        if (roll === 1) overrides.push({ date, cancelled: true });
        if (roll === 2) overrides.push({ date, instructorId: trainer() });
      }
      for (const occurrence of expandWeeklySeries(
        series,
        center.timezone,
        { from: scheduleFrom, to: scheduleTo },
        overrides,
      )) {
        const row = {
          id: nextId.classes(),
          seriesId,
          seriesDate: occurrence.seriesDate,
          centerId: center.id,
          roomId: occurrence.roomId,
          instructorId: occurrence.instructorId,
          title: definition.title,
          startsAt: occurrence.startsAt,
          endsAt: occurrence.endsAt,
          capacity: occurrence.capacity,
          creditCost: definition.creditCost,
          status: occurrence.status,
          cancelReason: occurrence.status === 'cancelled' ? 'Instructor unavailable' : null,
          overridden: occurrence.overridden,
        };
        seed.classes.push(row);
        classesToBook.push({ row, timeZone: center.timezone });
      }
    }
    for (const offset of [-20, 12]) {
      const startsAt = zonedTimeToInstant(addDays(today, offset), '14:00', center.timezone);
      const row = {
        id: nextId.classes(),
        seriesId: null,
        seriesDate: null,
        centerId: center.id,
        roomId: rooms[1] ?? rooms[0] ?? 0,
        instructorId: trainer(),
        title: offset < 0 ? 'Handstand Workshop' : 'Mobility Masterclass',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 120 * 60_000),
        capacity: 12,
        creditCost: 2,
        status: 'scheduled' as const,
        cancelReason: null,
        overridden: false,
      };
      seed.classes.push(row);
      classesToBook.push({ row, timeZone: center.timezone });
    }
  }

  // Bookings, in the order the classes happen, charged and refunded by the booking rules.
  const membersByCenter = new Map<number, number[]>();
  for (const view of live) {
    if (view.kind === 'pt') continue;
    const centerId = membershipById.get(view.id)?.centerId ?? 0;
    const list = membersByCenter.get(centerId) ?? [];
    if (!list.includes(view.memberId)) list.push(view.memberId);
    membersByCenter.set(centerId, list);
  }
  classesToBook.sort((a, b) => a.row.startsAt.getTime() - b.row.startsAt.getTime());
  for (const { row: classRow, timeZone: zone } of classesToBook) {
    const classDate = dateInZone(classRow.startsAt, zone);
    const startMs = classRow.startsAt.getTime();
    const candidates = (membersByCenter.get(classRow.centerId) ?? []).filter((memberId) =>
      (liveByMember.get(memberId) ?? []).some(
        (v) => v.kind !== 'pt' && v.startDate <= classDate && classDate <= v.endDate,
      ),
    );
    const demand = Math.round(classRow.capacity * faker.number.float({ min: 0.35, max: 1.3 }));
    const classBookings: Booking[] = [];
    const viewsOf = (memberId: number) => (liveByMember.get(memberId) ?? []).map((v) => viewOn(v, classDate));
    for (const memberId of faker.helpers.shuffle(candidates).slice(0, demand)) {
      const bookedAt = new Date(
        Math.min(
          startMs - faker.number.int({ min: 2 * 60, max: 6 * 24 * 60 }) * 60_000,
          now.getTime() - faker.number.int({ min: 1, max: 600 }) * 60_000,
        ),
      );
      const decision = decideBooking({
        classToBook: {
          startsAt: classRow.startsAt,
          status: 'scheduled',
          capacity: classRow.capacity,
          creditCost: classRow.creditCost ?? 1,
          timeZone: zone,
        },
        roster: {
          placesTaken: classBookings.filter((b) => b.status === 'booked').length,
          lastWaitlistPosition: Math.max(0, ...classBookings.map((b) => b.waitlistPosition ?? 0)),
          memberHasLiveBooking: false,
        },
        memberships: viewsOf(memberId),
        policy: POLICY,
        now: bookedAt,
      });
      if (!decision.ok) continue;
      const booking: Booking = {
        id: nextId.bookings(),
        classId: classRow.id,
        memberId,
        membershipId: decision.value.membershipId,
        status: decision.value.status,
        waitlistPosition: decision.value.waitlistPosition,
        creditsCharged: decision.value.creditsCharged,
        bookedAt,
        staffId: faker.datatype.boolean({ probability: 0.3 }) ? deskStaff() : null,
        updatedAt: bookedAt,
      };
      classBookings.push(booking);
      seed.bookings.push(booking);
      const view = liveById.get(booking.membershipId ?? 0);
      if (view) spendCredits(view, decision.value.creditsCharged, 'booking', booking.id, bookedAt);
    }

    const viewOf = (booking: Booking) => liveById.get(booking.membershipId ?? 0);
    if (classRow.status === 'cancelled') {
      const cancelledAt = pastOrNow(startMs - faker.number.int({ min: 2, max: 48 }) * 3_600_000);
      for (const booking of classBookings) {
        const view = viewOf(booking);
        if (view) returnCredits(view, booking.creditsCharged ?? 0, 'cancel', booking.id, cancelledAt);
        Object.assign(booking, {
          status: 'cancelled',
          waitlistPosition: null,
          creditsCharged: 0,
          cancelledAt,
          updatedAt: cancelledAt,
        });
      }
      continue;
    }

    for (const booking of classBookings.filter((b) => b.status === 'booked')) {
      if (!faker.datatype.boolean({ probability: 0.08 })) continue;
      const cancelledAt = new Date(startMs - faker.number.int({ min: 1, max: 72 }) * 3_600_000);
      if (cancelledAt <= (booking.bookedAt ?? classRow.startsAt) || cancelledAt >= now) continue;
      const outcome = cancellationOutcome(
        { status: 'booked', creditsCharged: booking.creditsCharged ?? 0 },
        classRow.startsAt,
        cancelledAt,
        POLICY,
      );
      if (!outcome.ok) continue;
      const view = viewOf(booking);
      if (view) returnCredits(view, outcome.value.creditsReturned, 'cancel', booking.id, cancelledAt);
      Object.assign(booking, {
        status: outcome.value.status,
        creditsCharged: (booking.creditsCharged ?? 0) - outcome.value.creditsReturned,
        cancelledAt,
        updatedAt: cancelledAt,
      });
      const waiting = classBookings
        .filter((b) => b.status === 'waitlisted' && (b.bookedAt ?? now) < cancelledAt)
        .map((b) => ({
          booking: b,
          id: b.id,
          waitlistPosition: b.waitlistPosition ?? 0,
          bookedAt: b.bookedAt ?? now,
        }));
      const promotions = promoteFromWaitlist(waiting, 1, POLICY, (entry) =>
        chooseMembershipForClass(viewsOf(entry.booking.memberId), classDate, classRow.creditCost ?? 1),
      );
      for (const { entry, charge } of promotions) {
        Object.assign(entry.booking, {
          status: 'booked',
          waitlistPosition: null,
          membershipId: charge.membershipId,
          creditsCharged: charge.credits,
          promotedAt: cancelledAt,
          updatedAt: cancelledAt,
        });
        const promotedView = liveById.get(charge.membershipId);
        if (promotedView)
          spendCredits(promotedView, charge.credits, 'booking', entry.booking.id, cancelledAt);
      }
    }

    if (classRow.endsAt.getTime() > now.getTime()) continue;
    for (const booking of classBookings) {
      if (booking.status === 'waitlisted') {
        Object.assign(booking, {
          status: 'cancelled',
          waitlistPosition: null,
          cancelledAt: classRow.startsAt,
          updatedAt: classRow.startsAt,
        });
        continue;
      }
      if (booking.status !== 'booked') continue;
      const mark = faker.datatype.boolean({ probability: 0.89 }) ? 'attended' : 'no_show';
      const markedAt = new Date(startMs + 5 * 60_000);
      const outcome = attendanceOutcome(
        { status: 'booked', creditsCharged: booking.creditsCharged ?? 0 },
        mark,
        classRow.startsAt,
        markedAt,
        POLICY,
      );
      if (!outcome.ok) continue;
      Object.assign(booking, {
        status: outcome.value.status,
        attendedAt: mark === 'attended' ? markedAt : null,
        updatedAt: markedAt,
      });
      if (mark === 'attended') {
        seed.checkIns.push({
          id: nextId.checkIns(),
          memberId: booking.memberId,
          centerId: classRow.centerId,
          at: new Date(startMs - faker.number.int({ min: 5, max: 25 }) * 60_000),
          allowed: true,
          reason: null,
          membershipId: booking.membershipId,
          staffId: deskStaff(),
          device: 'Front desk scanner',
        });
      }
    }
  }

  // Personal training: weekly sessions on each PT pack while sessions are left.
  for (const { membership, live: view } of ptMemberships) {
    const ptRoom = (roomsByCenter.get(membership.centerId) ?? []).at(-1) ?? null;
    const zone = centerZone.get(membership.centerId) ?? timeZone;
    const time = faker.helpers.arrayElement(['07:00', '09:00', '12:00', '17:00', '19:00', '20:00']);
    let scheduledAhead = 0;
    for (
      let date = addDays(membership.startDate, 2);
      date <= membership.endDate && date <= scheduleTo;
      date = addDays(date, 7)
    ) {
      const startsAt = zonedTimeToInstant(date, time, zone);
      const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
      const past = endsAt.getTime() < now.getTime();
      if ((view.creditsRemaining ?? 0) - (past ? 0 : scheduledAhead) <= 0) break;
      const status = past
        ? faker.helpers.weightedArrayElement([
            { weight: 85, value: 'completed' as const },
            { weight: 8, value: 'cancelled' as const },
            { weight: 7, value: 'no_show' as const },
          ])
        : ('scheduled' as const);
      const id = nextId.ptSessions();
      const completedAt = status === 'completed' ? new Date(endsAt.getTime() + 5 * 60_000) : null;
      const signatureRequestId =
        completedAt !== null
          ? signatureRequest(
              'pt_confirmation',
              membership.memberId,
              id,
              completedAt,
              faker.datatype.boolean({ probability: 0.9 }),
            )
          : null;
      seed.ptSessions.push({
        id,
        memberId: membership.memberId,
        trainerId: membership.trainerId ?? trainer(),
        centerId: membership.centerId,
        roomId: ptRoom,
        membershipId: membership.id,
        startsAt,
        endsAt,
        status,
        workoutNotes:
          status === 'completed'
            ? faker.helpers.arrayElement([
                'Lower body strength',
                'Push/pull upper body',
                'Conditioning circuit',
                'Mobility and core',
              ])
            : null,
        measurements:
          status === 'completed' && faker.datatype.boolean({ probability: 0.4 })
            ? {
                weightKg: faker.number.float({ min: 48, max: 105, fractionDigits: 1 }),
                bodyFatPercent: faker.number.float({ min: 12, max: 35, fractionDigits: 1 }),
              }
            : {},
        signatureRequestId,
        completedAt,
      });
      if (status === 'completed' || status === 'no_show')
        spendCredits(view, 1, 'pt', id, completedAt ?? endsAt);
      if (status === 'scheduled') scheduledAhead += 1;
    }
  }

  // Shop sales through the year, stock restocked monthly and never sold below zero.
  const stock = new Map<string, number>();
  const stockKey = (productId: number, centerId: number) => `${productId}:${centerId}`;
  function moveStock(
    productId: number,
    centerId: number,
    kind: StudioSeed['stockMovements'][number]['kind'],
    delta: number,
    at: Date,
    reason: string | null,
    referenceId: number | null = null,
  ): boolean {
    const key = stockKey(productId, centerId);
    const after = (stock.get(key) ?? 0) + delta;
    if (after < 0 || delta === 0) return false;
    stock.set(key, after);
    seed.stockMovements.push({
      id: nextId.stockMovements(),
      productId,
      centerId,
      kind,
      quantityDelta: delta,
      reason,
      referenceId,
      staffId: deskStaff(),
      at,
    });
    return true;
  }
  const saleDays = Array.from({ length: Math.round(input.members.length * 0.4) }, () =>
    addDays(historyStart, faker.number.int({ min: 0, max: HISTORY_DAYS })),
  ).sort();
  let restockedMonth = '';
  for (const saleDay of saleDays) {
    if (saleDay.slice(0, 7) !== restockedMonth) {
      restockedMonth = saleDay.slice(0, 7);
      const restockAt = zonedTimeToInstant(`${restockedMonth}-01`, '08:00', timeZone);
      for (const center of input.centers) {
        for (const product of products) {
          const have = stock.get(stockKey(product.id, center.id)) ?? 0;
          const target = product.reorderLevel * 3;
          if (have < target)
            moveStock(product.id, center.id, 'restock', target - have, restockAt, 'Monthly delivery');
        }
      }
    }
    const member = faker.helpers.arrayElement(input.members);
    const at = atLocal(saleDay, member.homeCenterId, 7, 22);
    const chosen = faker.helpers.arrayElements(
      products.filter((p) => p.active),
      { min: 1, max: 3 },
    );
    const lines = chosen
      .map((product) => ({ product, quantity: faker.number.int({ min: 1, max: 2 }) }))
      .filter(
        ({ product, quantity }) => (stock.get(stockKey(product.id, member.homeCenterId)) ?? 0) >= quantity,
      );
    if (lines.length === 0) continue;
    const { invoice, lineIds } = issueInvoice({
      memberId: member.id,
      centerId: member.homeCenterId,
      issuedOn: saleDay,
      at,
      lines: lines.map(({ product, quantity }) => ({
        kind: 'product' as const,
        referenceId: product.id,
        description: product.name,
        quantity,
        unitPrice: product.price,
        discount: 0,
      })),
      couponCode: faker.datatype.boolean({ probability: 0.08 }) ? 'SHAKE20' : undefined,
    });
    lines.forEach(({ product, quantity }, index) => {
      moveStock(product.id, member.homeCenterId, 'sale', -quantity, at, null, lineIds[index] ?? null);
    });
    const payment = pay(invoice, invoice.total, at);
    if (payment && faker.datatype.boolean({ probability: 0.01 })) {
      refund(invoice, payment, invoice.total, pastOrNow(at.getTime() + 86_400_000), 'Faulty item');
    }
  }
  for (const center of input.centers) {
    for (const product of faker.helpers.arrayElements(products, 3)) {
      moveStock(
        product.id,
        center.id,
        'waste',
        -1,
        atLocal(addDays(today, -faker.number.int({ min: 1, max: 60 })), center.id),
        'Expired or damaged',
      );
      moveStock(
        product.id,
        center.id,
        'adjustment',
        faker.helpers.arrayElement([-1, 2]),
        atLocal(addDays(today, -3), center.id),
        'Stock count',
      );
    }
  }
  const [firstCenter, secondCenter] = input.centers;
  if (firstCenter && secondCenter) {
    for (const product of products.slice(0, 2)) {
      const at = atLocal(addDays(today, -10), firstCenter.id);
      // Each half of a transfer refers to the other; ids are handed out in push order.
      const sentId = seed.stockMovements.length + 1;
      if (
        moveStock(
          product.id,
          firstCenter.id,
          'transfer',
          -5,
          at,
          `Sent to center ${secondCenter.id}`,
          sentId + 1,
        )
      ) {
        moveStock(
          product.id,
          secondCenter.id,
          'transfer',
          5,
          at,
          `Received from center ${firstCenter.id}`,
          sentId,
        );
      }
    }
  }
  for (const [key, quantity] of stock) {
    const [productId, centerId] = key.split(':').map(Number);
    seed.productStock.push({ productId: productId ?? 0, centerId: centerId ?? 0, quantity });
  }

  // Custom invoices: locker rentals, some left as drafts and some voided before any payment.
  for (const member of faker.helpers.arrayElements(input.members, Math.min(40, input.members.length))) {
    const day = addDays(today, -faker.number.int({ min: 0, max: 120 }));
    const at = atLocal(day, member.homeCenterId);
    const story = faker.helpers.weightedArrayElement([
      { weight: 6, value: 'paid' },
      { weight: 2, value: 'draft' },
      { weight: 2, value: 'void' },
    ] as const);
    const { invoice } = issueInvoice({
      memberId: member.id,
      centerId: member.homeCenterId,
      issuedOn: day,
      at,
      lines: [
        {
          kind: 'custom',
          referenceId: null,
          description: 'Locker rental, 1 month',
          quantity: 1,
          unitPrice: 300_00,
          discount: 0,
        },
      ],
      draft: story === 'draft',
    });
    if (story === 'paid') pay(invoice, invoice.total, at);
    if (story === 'void')
      Object.assign(invoice, {
        status: 'void',
        voidReason: 'Issued to the wrong member',
        voidedAt: at,
        voidedById: deskStaff(),
      });
  }

  // Numbers for issued invoices, in the order they were issued.
  const issued = seed.invoices
    .filter((invoice) => invoice.status !== 'draft')
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.id - b.id);
  issued.forEach((invoice, index) => {
    invoice.number = formatInvoiceNumber(INVOICE_PREFIX, index + 1);
  });

  // Walk-in check-in attempts over the last month, each judged by the check-in rules.
  const owedByMember = new Map<number, number>();
  for (const invoice of seed.invoices) {
    if (invoice.status === 'issued' || invoice.status === 'partial') {
      owedByMember.set(
        invoice.memberId,
        (owedByMember.get(invoice.memberId) ?? 0) + invoice.total - (invoice.paid ?? 0),
      );
    }
  }
  for (const member of faker.helpers.arrayElements(input.members, Math.min(600, input.members.length))) {
    const day = addDays(today, -faker.number.int({ min: 0, max: 30 }));
    const at = atLocal(day, member.homeCenterId, 6, 22);
    if (at.getTime() > now.getTime()) continue;
    const signedOn = waiverSignedOn.get(member.id);
    const evaluation = evaluateCheckIn({
      memberships: (liveByMember.get(member.id) ?? []).map((v) => viewOn(v, day)),
      today: day,
      hasBookingToday: false,
      balanceOwed: owedByMember.get(member.id) ?? 0,
      hasSignedWaiver: signedOn !== undefined && signedOn <= day,
      rules: { checkInBlockOwingOver: CHECK_IN_BLOCK_OWING_OVER, checkInRequireWaiver: true },
    });
    const overridden =
      !evaluation.allowed && evaluation.overridable && faker.datatype.boolean({ probability: 0.35 });
    const staffId = deskStaff();
    seed.checkIns.push({
      id: nextId.checkIns(),
      memberId: member.id,
      centerId: member.homeCenterId,
      at,
      allowed: evaluation.allowed || overridden,
      reason: evaluation.allowed ? null : evaluation.reason,
      membershipId: evaluation.membershipId,
      overriddenById: overridden ? staffId : null,
      overrideNote: overridden ? 'Let in once; member will settle at the desk.' : null,
      staffId,
      device: 'Front desk scanner',
    });
  }

  // News and expenses.
  NEWS_TITLES.forEach((title, index) => {
    const id = nextId.news();
    const publishAt = zonedTimeToInstant(addDays(today, -index * 9 - 1), '09:00', timeZone);
    const status = index % 6 === 5 ? ('draft' as const) : ('published' as const);
    seed.news.push({
      id,
      title,
      body: `## ${title}\n\n${faker.lorem.paragraphs(2)}`,
      publishAt: status === 'published' ? publishAt : null,
      expiresAt: index === 9 ? new Date(publishAt.getTime() + 3 * 86_400_000) : null,
      pinned: index < 2,
      status,
      authorId: deskStaff(),
      createdAt: publishAt,
      updatedAt: publishAt,
    });
    const centers =
      index % 4 === 3
        ? input.centers.slice(index % input.centers.length, (index % input.centers.length) + 1)
        : input.centers;
    for (const center of centers) seed.newsCenters.push({ newsId: id, centerId: center.id });
  });

  for (let month = 0; month < 12; month += 1) {
    const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - month, 1))
      .toISOString()
      .slice(0, 10);
    for (const center of input.centers) {
      const index = input.centers.indexOf(center);
      const fixed = [
        {
          category: 'rent',
          vendor: EXPENSE_VENDORS.rent[index % 3] ?? 'Landlord',
          amount: 150_000_00 + index * 20_000_00,
          day: 0,
        },
        {
          category: 'utilities',
          vendor: 'Taipower',
          // Air conditioning through the Taipei summer.
          amount:
            Math.round(
              faker.number.int({ min: 16_000, max: 26_000 }) * (SUMMER.has(monthIndex(first)) ? 1.5 : 1),
            ) * 100,
          day: 9,
        },
        { category: 'salaries', vendor: 'Payroll', amount: 300_000_00 + index * 20_000_00, day: 4 },
      ] as const;
      for (const expense of fixed) {
        const spentOn = addDays(first, expense.day);
        if (spentOn > today) continue;
        seed.expenditures.push({
          id: nextId.expenditures(),
          spentOn,
          centerId: center.id,
          category: expense.category,
          vendor: expense.vendor,
          amount: expense.amount,
          method: 'transfer',
          staffId: deskStaff(),
        });
      }
    }
  }
  for (let i = 0; i < 40; i += 1) {
    const category = faker.helpers.arrayElement([
      'equipment',
      'maintenance',
      'marketing',
      'supplies',
      'stock_purchase',
    ] as const);
    const center = faker.helpers.arrayElement(input.centers);
    seed.expenditures.push({
      id: nextId.expenditures(),
      spentOn: addDays(today, -faker.number.int({ min: 0, max: HISTORY_DAYS - 1 })),
      centerId: center.id,
      category,
      vendor: faker.helpers.arrayElement(EXPENSE_VENDORS[category]),
      amount: faker.number.int({ min: 1_500, max: 60_000 }) * 100,
      method: faker.helpers.arrayElement(['transfer', 'card', 'cash'] as const),
      note: faker.helpers.maybe(() => faker.lorem.sentence(), { probability: 0.3 }) ?? null,
      staffId: deskStaff(),
    });
  }

  seed.settings.push({
    id: 1,
    studioName: 'CloudFit',
    taxNumber: '53212539',
    currency: STUDIO_CURRENCY,
    taxRateBasisPoints: STUDIO_TAX_RATE_BASIS_POINTS,
    invoicePrefix: INVOICE_PREFIX,
    nextInvoiceNumber: issued.length + 1,
    timeZone,
    bookingWindowDays: POLICY.bookingWindowDays,
    cancelCutoffHours: POLICY.cancelCutoffHours,
    lateCancelCountsCredit: POLICY.lateCancelCountsCredit,
    noShowPolicy: POLICY.noShowPolicy,
    noShowFee: POLICY.noShowFee,
    waitlistAutoPromote: POLICY.waitlistAutoPromote,
    checkInBlockOwingOver: CHECK_IN_BLOCK_OWING_OVER,
    checkInRequireWaiver: true,
    selfRegistration: false,
    defaultLocale: 'en',
  });
  return seed;
}
