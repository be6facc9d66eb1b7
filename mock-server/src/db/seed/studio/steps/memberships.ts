import { addDays, daysBetween } from '@cloudfit/shared/domain/calendar-dates';
import { MINOR_PER_MAJOR } from '@cloudfit/shared/domain/currency-units';
import { type Freeze, membershipEndDate } from '@cloudfit/shared/domain/membership-period';
import {
  addMonths,
  HISTORY_DAYS,
  type Invoice,
  type LiveMembership,
  type Membership,
  minDay,
  monthIndex,
  PAST_MEMBERS_SHARE,
  PAYMENT_DUE_DAYS,
  type Payment,
  SCHEDULE_DAYS_BACK,
  SEASON_ACTIVITY,
} from '../seed-basics';
import type { SeedCatalogue } from './catalogue';
import type { SeedContext } from './context';
import type { SalesDesk } from './sales-desk';

/** The studio's NT$ are whole: part payments and refunds of whole dollars, as a desk takes them. */
const wholeDollars = (minor: number, round: (value: number) => number = Math.round) =>
  round(minor / MINOR_PER_MAJOR) * MINOR_PER_MAJOR;

/** Memberships: each member gets a story; the state on the reference day follows from its dates. */
export function seedMemberships(
  {
    faker,
    today,
    deskStaff,
    trainer,
    atLocal,
    seed,
    nextId,
    input,
  }: Pick<SeedContext, 'faker' | 'today' | 'deskStaff' | 'trainer' | 'atLocal' | 'seed' | 'nextId' | 'input'>,
  { packages }: Pick<SeedCatalogue, 'packages'>,
  {
    issueInvoice,
    pay,
    refund,
    signatureRequest,
    creditMovement,
  }: Pick<SalesDesk, 'issueInvoice' | 'pay' | 'refund' | 'signatureRequest' | 'creditMovement'>,
) {
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
      payment = pay(
        invoice,
        wholeDollars((invoice.total * faker.number.int({ min: 3, max: 7 })) / 10),
        soldAt,
      );
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
            wholeDollars(sale.payment.amount / 2, Math.floor),
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

  return {
    historyStart,
    live,
    liveById,
    liveByMember,
    membershipById,
    ptMemberships,
    returnCredits,
    spendCredits,
    viewOn,
    waiverSignedOn,
  };
}
export type SeedMemberships = ReturnType<typeof seedMemberships>;
