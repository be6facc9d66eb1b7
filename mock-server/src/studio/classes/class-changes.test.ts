import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import {
  createMembersWithMemberships,
  createRoomAndInstructor,
  fromNow,
  type ScheduleFixture,
} from '../bookings/schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;
let place: ScheduleFixture;
beforeAll(async () => {
  place = await createRoomAndInstructor(studio.server, 'class-changes');
  await studio.server.query('update studio_settings set booking_window_days = 30');
}, TEST_SERVER_START_TIMEOUT_MS);

async function one<Row>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await studio.server.query<Row>(text, params);
  return row!;
}

function classBody(startsAt: string, capacity: number, version?: number, confirm?: boolean) {
  return {
    centerId: place.centerId,
    roomId: place.roomId,
    instructorId: place.instructorId,
    title: 'Rules flow',
    description: null,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
    capacity,
    creditCost: 1,
    ...(version === undefined ? {} : { version }),
    ...(confirm === undefined ? {} : { confirm }),
  };
}

async function createClassWith(startsAt: string, capacity: number, memberIds: number[]) {
  const created = await call('POST', '/classes', classBody(startsAt, capacity));
  expect(created.status).toBe(201);
  for (const memberId of memberIds) {
    const booked = await call('POST', `/classes/${created.body.id}/bookings`, { memberId });
    expect(booked.status).toBe(201);
  }
  return created.body as { id: number; version: number; startsAt: string };
}

describe('class capacity', () => {
  it('cannot go below the places already booked, and says how many are booked', async () => {
    const { memberIds } = await createMembersWithMemberships(studio.server, 'CAP', 2, 'time', null);
    const startsAt = fromNow(3);
    const created = await createClassWith(startsAt, 3, memberIds);

    const shrunk = await call('PUT', `/classes/${created.id}`, classBody(startsAt, 1, created.version));

    expect(shrunk).toMatchObject({
      status: 422,
      body: { error: { code: 'class_capacity_below_booked', details: { booked: 2 } } },
    });
    expect(shrunk.body.error.message).toContain('2 places are booked');
    const fits = await call('PUT', `/classes/${created.id}`, classBody(startsAt, 2, created.version));
    expect(fits).toMatchObject({ status: 200, body: { capacity: 2, bookedCount: 2 } });
  });
});

describe('moving a class to another date', () => {
  it('lists the members who would lose their place and changes nothing without confirm', async () => {
    const { memberIds } = await createMembersWithMemberships(studio.server, 'MVA', 2, 'time', null);
    await studio.server.query('update memberships set end_date = current_date + 4 where member_id = $1', [
      memberIds[1],
    ]);
    const created = await createClassWith(fromNow(2), 5, memberIds);

    const moved = await call('PUT', `/classes/${created.id}`, classBody(fromNow(10), 5, created.version));

    expect(moved).toMatchObject({ status: 422, body: { error: { code: 'class_move_loses_bookings' } } });
    expect(moved.body.error.details.members).toEqual([
      expect.objectContaining({ memberId: memberIds[1], reason: 'no_valid_membership' }),
    ]);
    const after = await call('GET', `/classes/${created.id}`);
    expect(after.body).toMatchObject({
      version: created.version,
      startsAt: created.startsAt,
      bookedCount: 2,
    });
  });

  it('with confirm cancels those bookings, returns their credits and promotes the waitlist', async () => {
    const staying = await createMembersWithMemberships(studio.server, 'MVB', 2, 'time', null);
    const leaving = await createMembersWithMemberships(studio.server, 'MVC', 1, 'sessions', 5);
    await studio.server.query('update memberships set end_date = current_date + 4 where id = $1', [
      leaving.membershipIds[0],
    ]);
    // Two places: the leaving member and one staying member are booked, the other is waitlisted.
    const created = await createClassWith(fromNow(2, 3), 2, [
      leaving.memberIds[0]!,
      staying.memberIds[0]!,
      staying.memberIds[1]!,
    ]);
    const creditsBefore = await one<{ credits: number }>(
      'select credits_remaining as credits from memberships where id = $1',
      [leaving.membershipIds[0]],
    );
    expect(creditsBefore.credits).toBe(4);

    const moved = await call(
      'PUT',
      `/classes/${created.id}`,
      classBody(fromNow(10, 3), 2, created.version, true),
    );

    expect(moved).toMatchObject({ status: 200, body: { bookedCount: 2, waitlistCount: 0 } });
    const bookings = await studio.server.query<{ member_id: number; status: string }>(
      'select member_id, status from bookings where class_id = $1 order by member_id',
      [created.id],
    );
    expect(bookings).toEqual(
      expect.arrayContaining([
        { member_id: leaving.memberIds[0], status: 'cancelled' },
        { member_id: staying.memberIds[0], status: 'booked' },
        { member_id: staying.memberIds[1], status: 'booked' },
      ]),
    );
    const creditsAfter = await one<{ credits: number }>(
      'select credits_remaining as credits from memberships where id = $1',
      [leaving.membershipIds[0]],
    );
    expect(creditsAfter.credits).toBe(5);
    const audit = await studio.server.query<{ action: string }>(
      `select a.action from audit_log a join bookings b on a.entity = 'bookings' and a.entity_id = b.id::text
       where b.class_id = $1 and a.action in ('class-moved', 'promote') order by a.id`,
      [created.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['class-moved', 'promote']);
  });

  it('keeps every booking when only the time changes on a day the memberships cover', async () => {
    const { memberIds } = await createMembersWithMemberships(studio.server, 'MVD', 2, 'time', null);
    const created = await createClassWith(fromNow(4), 5, memberIds);

    const moved = await call('PUT', `/classes/${created.id}`, classBody(fromNow(4, 2), 5, created.version));

    expect(moved).toMatchObject({ status: 200, body: { bookedCount: 2 } });
  });
});
