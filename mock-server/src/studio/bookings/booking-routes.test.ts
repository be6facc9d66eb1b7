import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import {
  createMembersWithMemberships,
  createRoomAndInstructor,
  fromNow,
  type ScheduleFixture,
} from './schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

let server: TestServer;
let admin: string;
let desk: string;
let place: ScheduleFixture;
let slot = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  place = await createRoomAndInstructor(server, 'bookings');
  await server.query(
    `update studio_settings set booking_window_days = 14, cancel_cutoff_hours = 12,
       late_cancel_counts_credit = true, no_show_policy = 'return_credit', waitlist_auto_promote = true`,
  );
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, token: string, body?: unknown) =>
  server.api(method, pathname, { token, body });

/** A class of the test room, each in its own two-hour slot `days` ahead (or `hours` ahead of that). */
async function createClass(
  capacity: number,
  days = 2,
  hours?: number,
): Promise<{ id: number; version: number }> {
  slot += 1;
  const startsAt = fromNow(days, hours ?? slot * 2);
  const created = await call('POST', '/classes', admin, {
    centerId: place.centerId,
    roomId: place.roomId,
    instructorId: place.instructorId,
    title: `Spin ${slot}`,
    description: null,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
    capacity,
    creditCost: 1,
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function ledger(membershipId: number) {
  return server.query<{ delta: number; reason: string; reference_id: number | null }>(
    `select delta, reason, reference_id from membership_credit_movements where membership_id = $1 order by id`,
    [membershipId],
  );
}

async function creditsLeft(membershipId: number): Promise<number> {
  const [row] = await server.query<{ credits_remaining: number }>(
    'select credits_remaining from memberships where id = $1',
    [membershipId],
  );
  return row!.credits_remaining;
}

describe('POST /classes/:id/bookings', () => {
  it('books the front desk a member, charges one credit in the ledger and audits it; refuses what the rules refuse', async () => {
    const pack = await createMembersWithMemberships(server, 'BK1-', 2, 'sessions', 1);
    const klass = await createClass(5);
    const [memberId, otherId] = pack.memberIds as [number, number];

    const booked = await call('POST', `/classes/${klass.id}/bookings`, desk, { memberId });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      classId: klass.id,
      memberId,
      membershipId: pack.membershipIds[0],
      status: 'booked',
      waitlistPosition: null,
      creditsCharged: 1,
      version: 1,
    });
    expect(await ledger(pack.membershipIds[0]!)).toEqual([
      { delta: 1, reason: 'sale', reference_id: null },
      { delta: -1, reason: 'booking', reference_id: booked.body.id },
    ]);
    expect(await creditsLeft(pack.membershipIds[0]!)).toBe(0);
    const audit = await server.query(
      `select action from audit_log where entity = 'bookings' and entity_id = $1`,
      [String(booked.body.id)],
    );
    expect(audit).toEqual([{ action: 'create' }]);

    const again = await call('POST', `/classes/${klass.id}/bookings`, desk, { memberId });
    expect(again).toMatchObject({ status: 422, body: { error: { code: 'already_booked' } } });

    const other = await createClass(5);
    expect(await call('POST', `/classes/${other.id}/bookings`, desk, { memberId })).toMatchObject({
      status: 422,
      body: { error: { code: 'no_credits' } },
    });
    const [stranger] = await server.query<{ id: number }>(
      `insert into members (member_number, first_name, last_name, home_center_id)
       values ('BK1-NONE', 'No', 'Membership', 1) returning id`,
    );
    expect(
      await call('POST', `/classes/${other.id}/bookings`, desk, { memberId: stranger!.id }),
    ).toMatchObject({
      status: 422,
      body: { error: { code: 'no_valid_membership' } },
    });
    expect((await call('POST', `/classes/${other.id}/bookings`, desk, { memberId: 99_999_999 })).status).toBe(
      404,
    );
    expect((await call('POST', '/classes/99999999/bookings', desk, { memberId: otherId })).status).toBe(404);
    const invalid = await call('POST', `/classes/${other.id}/bookings`, desk, { memberId: 'x' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields)).toEqual(['memberId']);

    const farAhead = await createClass(5, 20);
    expect(await call('POST', `/classes/${farAhead.id}/bookings`, desk, { memberId: otherId })).toMatchObject(
      {
        status: 422,
        body: { error: { code: 'outside_booking_window' } },
      },
    );
  });

  it('waitlists when full; a cancellation before the cutoff or a larger capacity promotes the first waiting', async () => {
    const pack = await createMembersWithMemberships(server, 'BK2-', 3, 'sessions', 5);
    const [first, second, third] = pack.memberIds as [number, number, number];
    const klass = await createClass(1);
    const booked = await call('POST', `/classes/${klass.id}/bookings`, desk, { memberId: first });
    const waiting = await call('POST', `/classes/${klass.id}/bookings`, desk, { memberId: second });
    const waitingToo = await call('POST', `/classes/${klass.id}/bookings`, desk, { memberId: third });
    expect(waiting.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, creditsCharged: 0 });
    expect(waitingToo.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(await creditsLeft(pack.membershipIds[1]!)).toBe(5);

    const stale = await call('POST', `/bookings/${booked.body.id}/cancel`, desk, { version: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ id: booked.body.id, status: 'booked', version: 1 });

    const cancelled = await call('POST', `/bookings/${booked.body.id}/cancel`, desk, { version: 1 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      booking: { status: 'cancelled', creditsCharged: 0, version: 2 },
      creditsReturned: 1,
      lateCancellation: false,
      promotedBookingIds: [waiting.body.id],
    });
    // The one still waiting is now first in the queue.
    expect((await call('GET', `/bookings/${waitingToo.body.id}`, desk)).body).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await creditsLeft(pack.membershipIds[0]!)).toBe(5);
    expect(await creditsLeft(pack.membershipIds[1]!)).toBe(4);
    expect((await ledger(pack.membershipIds[0]!)).map((m) => m.reason)).toEqual([
      'sale',
      'booking',
      'cancel',
    ]);

    const detail = await call('GET', `/classes/${klass.id}`, desk);
    expect(detail.body.roster.booked.map((entry: { memberId: number }) => entry.memberId)).toEqual([second]);
    expect(detail.body.roster.waitlisted.map((entry: { memberId: number }) => entry.memberId)).toEqual([
      third,
    ]);
    expect(detail.body).toMatchObject({ bookedCount: 1, waitlistCount: 1 });

    expect(await call('POST', `/bookings/${booked.body.id}/cancel`, desk, { version: 2 })).toMatchObject({
      status: 422,
      body: { error: { code: 'booking_not_active' } },
    });
    expect((await call('POST', '/bookings/99999999/cancel', desk, { version: 1 })).status).toBe(404);
    expect((await call('POST', '/bookings/99999999999/cancel', desk, { version: 1 })).status).toBe(400);

    const current = detail.body;
    const grown = await call('PUT', `/classes/${klass.id}`, admin, {
      centerId: current.centerId,
      roomId: current.roomId,
      instructorId: current.instructorId,
      title: current.title,
      description: current.description,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
      capacity: 2,
      creditCost: current.creditCost,
      version: current.version,
    });
    expect(grown.body).toMatchObject({ capacity: 2, bookedCount: 2, waitlistCount: 0, version: 2 });
    expect(await creditsLeft(pack.membershipIds[2]!)).toBe(4);
  });

  it('numbers the waitlist by the place in the queue after every change, and a newcomer gets the real next place', async () => {
    const pack = await createMembersWithMemberships(server, 'BK8-', 6, 'sessions', 5);
    const ids = pack.memberIds;
    const klass = await createClass(1);
    const book = (memberId: number) => call('POST', `/classes/${klass.id}/bookings`, desk, { memberId });
    await book(ids[0]!);
    const waiting = [];
    for (const memberId of ids.slice(1, 5)) waiting.push((await book(memberId)).body);
    expect(waiting.map((b) => b.waitlistPosition)).toEqual([1, 2, 3, 4]);
    // The second and third in the queue give up their places.
    await call('POST', `/bookings/${waiting[1].id}/cancel`, desk, { version: waiting[1].version });
    await call('POST', `/bookings/${waiting[2].id}/cancel`, desk, { version: waiting[2].version });
    const positions = async () =>
      (
        await call('GET', `/bookings?classId=${klass.id}&status=waitlisted&sortBy=status`, desk)
      ).body.items.map((b: { memberId: number; waitlistPosition: number }) => [
        b.memberId,
        b.waitlistPosition,
      ]);
    expect(await positions()).toEqual([
      [ids[1], 1],
      [ids[4], 2],
    ]);
    const newcomer = await book(ids[5]!);
    expect(newcomer.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 3 });
    const detail = await call('GET', `/classes/${klass.id}`, desk);
    expect(
      detail.body.roster.waitlisted.map((b: { waitlistPosition: number }) => b.waitlistPosition),
    ).toEqual([1, 2, 3]);
  });

  it('late-cancels inside the cutoff without returning the credit, and marks attendance by the no-show policy', async () => {
    const pack = await createMembersWithMemberships(server, 'BK3-', 3, 'sessions', 5);
    const [late, attends, misses] = pack.memberIds as [number, number, number];
    const soon = await createClass(5, 0, 3);
    const lateBooking = await call('POST', `/classes/${soon.id}/bookings`, desk, { memberId: late });
    const cancelled = await call('POST', `/bookings/${lateBooking.body.id}/cancel`, desk, { version: 1 });
    expect(cancelled.body).toMatchObject({
      booking: { status: 'late_cancelled', creditsCharged: 1 },
      creditsReturned: 0,
      lateCancellation: true,
    });
    // The member's classes of the day hold no late-cancelled booking (the check-in card's list).
    const classDay = new Date(Date.parse(lateBooking.body.classStartsAt) + 8 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    const held = await call(
      'GET',
      `/bookings?memberId=${late}&from=${classDay}&to=${classDay}&active=true`,
      desk,
    );
    expect(held.body).toMatchObject({ total: 0, items: [] });
    expect(
      (await call('GET', `/bookings?memberId=${late}&from=${classDay}&to=${classDay}`, desk)).body.total,
    ).toBe(1);
    expect(await creditsLeft(pack.membershipIds[0]!)).toBe(4);

    const attended = await call('POST', `/classes/${soon.id}/bookings`, desk, { memberId: attends });
    const missed = await call('POST', `/classes/${soon.id}/bookings`, desk, { memberId: misses });
    expect(
      await call('POST', `/bookings/${attended.body.id}/attendance`, desk, {
        status: 'attended',
        version: 1,
      }),
    ).toMatchObject({ status: 422, body: { error: { code: 'attendance_too_early' } } });

    await server.query(
      `update classes set starts_at = now() - interval '10 minutes', ends_at = now() + interval '35 minutes' where id = $1`,
      [soon.id],
    );
    const present = await call('POST', `/bookings/${attended.body.id}/attendance`, desk, {
      status: 'attended',
      version: 1,
    });
    expect(present).toMatchObject({
      status: 200,
      body: { booking: { status: 'attended' }, creditsReturned: 0 },
    });
    const absent = await call('POST', `/bookings/${missed.body.id}/attendance`, desk, {
      status: 'no_show',
      version: 1,
    });
    expect(absent.body).toMatchObject({
      booking: { status: 'no_show', creditsCharged: 0 },
      creditsReturned: 1,
    });
    expect(await creditsLeft(pack.membershipIds[2]!)).toBe(5);
    expect((await ledger(pack.membershipIds[2]!)).map((m) => m.reason)).toEqual([
      'sale',
      'booking',
      'attendance',
    ]);
    expect(
      await call('POST', `/bookings/${attended.body.id}/attendance`, desk, { status: 'no_show', version: 2 }),
    ).toMatchObject({ status: 422, body: { error: { code: 'booking_not_active' } } });
    expect(
      (await call('POST', `/bookings/${missed.body.id}/attendance`, desk, { status: 'maybe', version: 2 }))
        .status,
    ).toBe(400);

    // The class started ten minutes ago: yesterday in Taipei just after midnight.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const list = await call(
      'GET',
      `/bookings?classId=${soon.id}&sortBy=status&from=${yesterday}&to=${today}`,
      desk,
    );
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((b: { status: string }) => b.status).sort()).toEqual([
      'attended',
      'late_cancelled',
      'no_show',
    ]);
  });
});

describe('no-show fee', () => {
  it('issues the fee as an unpaid invoice in the same transaction when the policy charges one', async () => {
    await server.query(`update studio_settings set no_show_policy = 'charge_fee', no_show_fee = 30000`);
    const pack = await createMembersWithMemberships(server, 'BK4-', 1, 'sessions', 2);
    const klass = await createClass(5, 0, 5);
    const booking = await call('POST', `/classes/${klass.id}/bookings`, desk, {
      memberId: pack.memberIds[0],
    });
    await server.query(
      `update classes set starts_at = now() - interval '1 hour', ends_at = now() - interval '15 minutes' where id = $1`,
      [klass.id],
    );
    const absent = await call('POST', `/bookings/${booking.body.id}/attendance`, desk, {
      status: 'no_show',
      version: 1,
    });
    await server.query(`update studio_settings set no_show_policy = 'return_credit', no_show_fee = 0`);
    expect(absent.body).toMatchObject({
      booking: { status: 'no_show', creditsCharged: 1 },
      creditsReturned: 0,
      noShowFee: 30000,
      noShowInvoiceId: expect.any(Number),
    });
    const [invoice] = await server.query<{
      member_id: number;
      status: string;
      subtotal: number;
      paid: number;
    }>('select member_id, status, subtotal::int as subtotal, paid::int as paid from invoices where id = $1', [
      absent.body.noShowInvoiceId,
    ]);
    expect(invoice).toEqual({ member_id: pack.memberIds[0], status: 'issued', subtotal: 30000, paid: 0 });
  });
});

describe('concurrent bookings', () => {
  it('50 members booking a class of 10 at once leave 10 booked, 40 waitlisted and 10 charges', async () => {
    const pack = await createMembersWithMemberships(server, 'RUSH-', 50, 'sessions', 3);
    const klass = await createClass(10);
    const responses = await Promise.all(
      pack.memberIds.map((memberId) => call('POST', `/classes/${klass.id}/bookings`, desk, { memberId })),
    );
    expect(responses.map((response) => response.status)).toEqual(pack.memberIds.map(() => 201));

    const statuses = await server.query<{ status: string; count: number; positions: number[] | null }>(
      `select status, count(*)::int as count, array_agg(waitlist_position order by waitlist_position) as positions
       from bookings where class_id = $1 group by status order by status`,
      [klass.id],
    );
    expect(statuses).toEqual([
      { status: 'booked', count: 10, positions: expect.any(Array) },
      { status: 'waitlisted', count: 40, positions: Array.from({ length: 40 }, (_, index) => index + 1) },
    ]);
    const [charges] = await server.query<{ count: number; total: number }>(
      `select count(*)::int as count, coalesce(sum(delta), 0)::int as total from membership_credit_movements
       where reason = 'booking' and reference_id in (select id from bookings where class_id = $1)`,
      [klass.id],
    );
    expect(charges).toEqual({ count: 10, total: -10 });
    const [left] = await server.query<{ total: number }>(
      `select sum(credits_remaining)::int as total from memberships where id = any(array[${pack.membershipIds.join(',')}])`,
    );
    expect(left!.total).toBe(50 * 3 - 10);
  });
});
