import { addDays, dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { isOverdue, issuedInvoiceStatus } from '@cloudfit/shared/domain/invoice-amounts';
import { membershipStateOn } from '@cloudfit/shared/domain/membership-period';
import { MEMBERSHIP_STATES } from '@cloudfit/shared/schemas/membership.schema';
import { signatureTextSha256 } from '../../../domain/signature-hash';
import { generateStudioSeed } from './generate-studio-seed';
import { STUDIO_SEED_INSERT_ORDER } from './seed-basics';
import type { StudioSeedInput } from './studio-seed-types';

const referenceDate = new Date('2026-11-01T00:00:00Z');
const input: StudioSeedInput = {
  centers: [1, 2, 3].map((id) => ({ id, timezone: 'Asia/Taipei' })),
  staff: Array.from({ length: 25 }, (_, i) => ({ id: i + 1, isTrainer: i < 10, active: i !== 24 })),
  members: Array.from({ length: 600 }, (_, i) => ({
    id: i + 1,
    homeCenterId: (i % 3) + 1,
    joinedAt: new Date(referenceDate.getTime() - (i % 700) * 86_400_000),
  })),
  referenceDate,
};
const seed = generateStudioSeed(input);
const today = dateInZone(referenceDate, 'Asia/Taipei');

function sumBy<T>(rows: readonly T[], key: (row: T) => number | string, value: (row: T) => number) {
  const sums = new Map<number | string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

describe('generateStudioSeed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateStudioSeed(input))).toBe(JSON.stringify(seed));
  });

  it('lists every table in the insert order once', () => {
    expect(STUDIO_SEED_INSERT_ORDER.map(([key]) => key).sort()).toEqual(Object.keys(seed).sort());
  });

  it('gives every row a unique id', () => {
    for (const [key] of STUDIO_SEED_INSERT_ORDER) {
      const ids = (seed[key] as { id?: number }[]).map((row) => row.id).filter((id) => id !== undefined);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('builds the catalogue of the chain', () => {
    expect(seed.rooms).toHaveLength(12);
    expect(seed.packages).toHaveLength(15);
    expect(new Set(seed.packages.map((p) => p.kind))).toEqual(new Set(['time', 'sessions', 'pt']));
    expect(seed.settings).toHaveLength(1);
  });

  it('has memberships in every state on the reference day', () => {
    const freezesOf = sumBy(
      seed.membershipFreezes,
      (f) => f.membershipId,
      () => 1,
    );
    const states = new Set(
      seed.memberships.map((m) =>
        membershipStateOn(
          {
            kind: m.kind,
            status: m.status ?? 'active',
            startDate: m.startDate,
            endDate: m.endDate,
            creditsRemaining: m.creditsRemaining ?? null,
          },
          freezesOf.has(m.id)
            ? seed.membershipFreezes
                .filter((f) => f.membershipId === m.id)
                .map((f) => ({ ...f, endedOn: f.endedOn ?? null }))
            : [],
          today,
        ),
      ),
    );
    expect([...states].sort()).toEqual([...MEMBERSHIP_STATES].sort());
  });

  it('keeps every credit balance equal to its ledger, never below zero', () => {
    const ledger = sumBy(
      seed.membershipCreditMovements,
      (m) => m.membershipId,
      (m) => m.delta,
    );
    for (const membership of seed.memberships) {
      if (membership.kind === 'time') {
        expect(ledger.has(membership.id)).toBe(false);
        continue;
      }
      expect(membership.creditsRemaining).toBe(ledger.get(membership.id));
      expect(membership.creditsRemaining).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges each booking exactly the credits its ledger rows show', () => {
    const byBooking = sumBy(
      seed.membershipCreditMovements.filter((m) => m.reason === 'booking' || m.reason === 'cancel'),
      (m) => m.referenceId ?? 0,
      (m) => -m.delta,
    );
    for (const booking of seed.bookings)
      expect(booking.creditsCharged ?? 0).toBe(byBooking.get(booking.id) ?? 0);
  });

  it('never overfills a class, books a member at most once per class, and numbers only the waitlist', () => {
    const capacity = new Map(seed.classes.map((c) => [c.id, c.capacity]));
    const placesTaken = sumBy(
      seed.bookings.filter((b) => b.status === 'booked' || b.status === 'attended' || b.status === 'no_show'),
      (b) => b.classId,
      () => 1,
    );
    for (const [classId, taken] of placesTaken)
      expect(taken).toBeLessThanOrEqual(capacity.get(Number(classId)) ?? 0);
    const live = seed.bookings.filter((b) => b.status !== 'cancelled' && b.status !== 'late_cancelled');
    expect(new Set(live.map((b) => `${b.classId}:${b.memberId}`)).size).toBe(live.length);
    for (const booking of seed.bookings)
      expect(booking.status === 'waitlisted').toBe(booking.waitlistPosition != null);
    const statuses = new Set(seed.bookings.map((b) => b.status));
    for (const status of ['booked', 'waitlisted', 'cancelled', 'late_cancelled', 'attended', 'no_show']) {
      expect(statuses).toContain(status);
    }
  });

  it('schedules classes from eight weeks back to four weeks ahead', () => {
    const dates = seed.classes.map((c) => dateInZone(c.startsAt, 'Asia/Taipei')).sort();
    expect(dates[0]).toBe(addDays(today, -56));
    expect(dates.at(-1)! >= addDays(today, 21)).toBe(true);
    expect(dates.at(-1)! <= addDays(today, 28)).toBe(true);
    expect(seed.classes.some((c) => c.status === 'cancelled')).toBe(true);
    expect(seed.classes.some((c) => c.overridden)).toBe(true);
  });

  it('keeps each invoice paid equal to its payments minus refunds, refunded to its refunds, within its total, with a matching status', () => {
    const payments = sumBy(
      seed.payments,
      (p) => p.invoiceId,
      (p) => p.amount,
    );
    const refunds = sumBy(
      seed.refunds,
      (r) => r.invoiceId,
      (r) => r.amount,
    );
    const lineTotals = sumBy(
      seed.invoiceLines,
      (l) => l.invoiceId,
      (l) => l.total,
    );
    for (const invoice of seed.invoices) {
      const paid = (payments.get(invoice.id) ?? 0) - (refunds.get(invoice.id) ?? 0);
      const refunded = refunds.get(invoice.id) ?? 0;
      expect(invoice.paid ?? 0).toBe(paid);
      expect(invoice.refunded ?? 0).toBe(refunded);
      expect(paid).toBeGreaterThanOrEqual(0);
      expect(paid + refunded).toBeLessThanOrEqual(invoice.total);
      expect(lineTotals.get(invoice.id)).toBe(invoice.total);
      expect(invoice.subtotal - (invoice.discount ?? 0) - (invoice.couponDiscount ?? 0) + invoice.tax).toBe(
        invoice.total,
      );
      if (invoice.status === 'draft') expect(invoice.number).toBeNull();
      else if (invoice.status === 'void') expect(paid).toBe(0);
      else expect(invoice.status).toBe(issuedInvoiceStatus({ total: invoice.total, paid, refunded }));
    }
  });

  it('keeps NT$ whole: no invoice, tax, payment or refund carries cents', () => {
    const cents = (amounts: (number | null | undefined)[]) =>
      amounts.filter((amount) => (amount ?? 0) % 100 !== 0);
    expect(cents(seed.invoices.flatMap((i) => [i.total, i.tax, i.paid, i.refunded]))).toEqual([]);
    expect(cents(seed.invoiceLines.flatMap((l) => [l.total, l.tax]))).toEqual([]);
    expect(cents(seed.payments.map((p) => p.amount))).toEqual([]);
    expect(cents(seed.refunds.map((r) => r.amount))).toEqual([]);
  });

  it('never refunds more than a payment', () => {
    const refunded = sumBy(
      seed.refunds,
      (r) => r.paymentId,
      (r) => r.amount,
    );
    const amount = new Map(seed.payments.map((p) => [p.id, p.amount]));
    for (const [paymentId, total] of refunded)
      expect(total).toBeLessThanOrEqual(amount.get(Number(paymentId)) ?? 0);
    expect(seed.refunds.length).toBeGreaterThan(0);
  });

  it('numbers issued invoices without gaps and has overdue, partly paid, draft and void ones', () => {
    const numbers = seed.invoices.flatMap((i) => (i.number ? [i.number] : [])).sort();
    expect(numbers[0]).toBe('CF-000001');
    expect(numbers.at(-1)).toBe(`CF-${String(numbers.length).padStart(6, '0')}`);
    expect(seed.settings[0]?.nextInvoiceNumber).toBe(numbers.length + 1);
    const withStatus = (status: string) => seed.invoices.filter((i) => i.status === status).length;
    for (const status of ['draft', 'issued', 'partial', 'paid', 'void'])
      expect(withStatus(status)).toBeGreaterThan(0);
    expect(
      seed.invoices.some((i) =>
        isOverdue({ status: i.status ?? 'draft', dueDate: i.dueDate ?? null }, today),
      ),
    ).toBe(true);
  });

  it('keeps coupon redemptions within their limits', () => {
    for (const coupon of seed.coupons) {
      const redemptions = seed.couponRedemptions.filter((r) => r.couponId === coupon.id);
      if (coupon.totalLimit != null) expect(redemptions.length).toBeLessThanOrEqual(coupon.totalLimit);
      if (coupon.perMemberLimit != null) {
        for (const count of sumBy(
          redemptions,
          (r) => r.memberId,
          () => 1,
        ).values()) {
          expect(count).toBeLessThanOrEqual(coupon.perMemberLimit);
        }
      }
    }
    expect(seed.couponRedemptions.length).toBeGreaterThan(0);
  });

  it('keeps stock equal to its movements and never below zero', () => {
    const moved = sumBy(
      seed.stockMovements,
      (m) => `${m.productId}:${m.centerId}`,
      (m) => m.quantityDelta,
    );
    for (const row of seed.productStock) {
      expect(row.quantity).toBe(moved.get(`${row.productId}:${row.centerId}`));
      expect(row.quantity).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(seed.stockMovements.map((m) => m.kind))).toEqual(
      new Set(['restock', 'sale', 'waste', 'adjustment', 'transfer']),
    );
  });

  it('uses PT sessions from PT packs and asks for a signature on each completed one', () => {
    const membership = new Map(seed.memberships.map((m) => [m.id, m]));
    for (const session of seed.ptSessions) {
      expect(membership.get(session.membershipId)?.kind).toBe('pt');
      expect(session.status === 'completed').toBe(session.signatureRequestId != null);
    }
    expect(seed.ptSessions.some((s) => s.status === 'scheduled')).toBe(true);
  });

  it('stores signed documents with the hash of their exact text', () => {
    for (const document of seed.signedDocuments)
      expect(document.textSha256).toBe(signatureTextSha256(document.text));
    const signed = new Set(seed.signedDocuments.map((d) => d.requestId));
    for (const request of seed.signatureRequests)
      expect(request.status === 'signed').toBe(signed.has(request.id));
  });

  it('records refused check-ins with a reason, and overrides only with a note', () => {
    const refused = seed.checkIns.filter((c) => c.reason != null);
    expect(refused.length).toBeGreaterThan(0);
    for (const checkIn of seed.checkIns) {
      if (!checkIn.allowed) expect(checkIn.reason).not.toBeNull();
      if (checkIn.overriddenById != null) expect(checkIn.allowed && checkIn.overrideNote).toBeTruthy();
    }
    expect(seed.checkIns.some((c) => c.overriddenById != null)).toBe(true);
  });

  it('dates nothing after the reference moment but what really starts later', () => {
    // Reference 08:00 in Taipei: most of a seeded day's desk hours are still to come.
    const startsLater: Record<string, readonly string[]> = {
      classes: ['startsAt', 'endsAt'],
      ptSessions: ['startsAt', 'endsAt'],
      news: ['expiresAt'],
    };
    const future: string[] = [];
    for (const [table, rows] of Object.entries(seed)) {
      for (const row of rows as Record<string, unknown>[]) {
        for (const [field, value] of Object.entries(row)) {
          if (!(value instanceof Date) || value <= referenceDate) continue;
          if (startsLater[table]?.includes(field)) continue;
          if (table === 'bookings' && field === 'updatedAt') continue;
          future.push(`${table}.${field} ${value.toISOString()}`);
        }
      }
    }
    expect(future).toEqual([]);
    expect(seed.invoices.every((invoice) => !invoice.issuedOn || invoice.issuedOn <= today)).toBe(true);
    // Today's desk still sold something, before now.
    expect(seed.payments.some((payment) => dateInZone(payment.paidAt!, 'Asia/Taipei') === today)).toBe(true);
  });

  it('fills news and a year of expenses', () => {
    expect(seed.news.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seed.expenditures.map((e) => e.category)).size).toBeGreaterThanOrEqual(6);
    expect(seed.expenditures.every((e) => e.spentOn <= today && e.amount > 0)).toBe(true);
  });

  it('has a studio year: more revenue in January than in the summer months', () => {
    const revenueByMonth = sumBy(
      seed.invoices.filter((invoice) => invoice.status !== 'draft' && invoice.status !== 'void'),
      (invoice) => invoice.issuedOn!.slice(5, 7),
      (invoice) => invoice.total,
    );
    const january = revenueByMonth.get('01') ?? 0;
    for (const summer of ['06', '07', '08']) {
      expect(january).toBeGreaterThan(1.5 * (revenueByMonth.get(summer) ?? 0));
    }
  });
});
