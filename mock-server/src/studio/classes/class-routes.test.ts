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
} from '../bookings/schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

let server: TestServer;
let admin: string;
let desk: string;
let place: ScheduleFixture;
let otherRoomId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  place = await createRoomAndInstructor(server, 'classes');
  const [room] = await server.query<{ id: number }>(
    `insert into rooms (center_id, name, capacity) values (1, 'Test room classes 2', 30) returning id`,
  );
  otherRoomId = room!.id;
  await server.query('update studio_settings set booking_window_days = 14');
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, token: string, body?: unknown) =>
  server.api(method, pathname, { token, body });

function oneOff(startsAt: string, minutes: number, changes: Record<string, unknown> = {}) {
  return {
    centerId: place.centerId,
    roomId: place.roomId,
    instructorId: place.instructorId,
    title: 'Yoga flow',
    description: null,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    capacity: 12,
    creditCost: 1,
    ...changes,
  };
}

/** The Taipei calendar day of an instant (UTC+8 all year). */
function taipeiDay(instant: number): string {
  return new Date(instant + 8 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

describe('one-off classes', () => {
  it('creates, lists with filters and counts, shows the roster, and refuses room and instructor clashes', async () => {
    const startsAt = fromNow(3, 1);
    const created = await call('POST', '/classes', admin, oneOff(startsAt, 60));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      seriesId: null,
      roomId: place.roomId,
      instructorName: 'Coach classes',
      centerName: 'CloudFit Xinyi',
      status: 'scheduled',
      bookedCount: 0,
      waitlistCount: 0,
      version: 1,
    });

    const roomTaken = await call(
      'POST',
      '/classes',
      admin,
      oneOff(new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(), 60, { instructorId: 1 }),
    );
    expect(roomTaken).toMatchObject({ status: 422, body: { error: { code: 'room_taken' } } });
    const busy = await call('POST', '/classes', admin, oneOff(startsAt, 30, { roomId: otherRoomId }));
    expect(busy).toMatchObject({ status: 422, body: { error: { code: 'instructor_busy' } } });
    const backToBack = await call(
      'POST',
      '/classes',
      admin,
      oneOff(new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(), 30),
    );
    expect(backToBack.status).toBe(201);

    const invalid = await call('POST', '/classes', admin, oneOff(startsAt, -10, { capacity: 0 }));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['capacity', 'endsAt']);
    expect((await call('POST', '/classes', admin, oneOff(startsAt, 60, { roomId: 99_999 }))).status).toBe(
      400,
    );
    expect((await call('POST', '/classes', desk, oneOff(fromNow(5), 60))).status).toBe(403);

    const day = taipeiDay(Date.parse(startsAt));
    const list = await call(
      'GET',
      `/classes?from=${day}&to=${addDays(day, 1)}&roomId=${place.roomId}&sortBy=startsAt`,
      desk,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([
      created.body.id,
      backToBack.body.id,
    ]);
    const byInstructor = await call(
      'GET',
      `/classes?instructorId=${place.instructorId}&status=scheduled`,
      desk,
    );
    expect(byInstructor.body.total).toBe(2);
    expect((await call('GET', `/classes?from=${day}&to=${addDays(day, -1)}`, desk)).status).toBe(400);
    expect((await call('GET', '/classes?sortBy=secret', desk)).status).toBe(400);

    const csv = await call(
      'GET',
      `/classes/export.csv?roomId=${place.roomId}&from=${day}&to=${addDays(day, 1)}`,
      desk,
    );
    expect(csv.status).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(3);

    const detail = await call('GET', `/classes/${created.body.id}`, desk);
    expect(detail.body).toMatchObject({ id: created.body.id, roster: { booked: [], waitlisted: [] } });
    expect((await call('GET', '/classes/99999999', desk)).status).toBe(404);
    expect((await call('GET', '/classes/99999999999', desk)).status).toBe(400);

    const moved = await call('PUT', `/classes/${backToBack.body.id}`, admin, {
      ...oneOff(new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(), 60),
      version: 1,
    });
    expect(moved).toMatchObject({ status: 422, body: { error: { code: 'room_taken' } } });
    const renamed = await call('PUT', `/classes/${backToBack.body.id}`, admin, {
      ...oneOff(new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(), 30, { title: 'Yin yoga' }),
      version: 1,
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { title: 'Yin yoga', version: 2, overridden: false },
    });
    const stale = await call('PUT', `/classes/${backToBack.body.id}`, admin, {
      ...oneOff(new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(), 30),
      version: 1,
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { error: { current: { title: 'Yin yoga', version: 2 } } },
    });
  });

  it('cancels a class: every booking cancelled and its credits returned, in the ledger', async () => {
    const pack = await createMembersWithMemberships(server, 'CL1-', 2, 'sessions', 4);
    const klass = await call('POST', '/classes', admin, oneOff(fromNow(4, 2), 45, { capacity: 1 }));
    const booked = await call('POST', `/classes/${klass.body.id}/bookings`, desk, {
      memberId: pack.memberIds[0],
    });
    const waiting = await call('POST', `/classes/${klass.body.id}/bookings`, desk, {
      memberId: pack.memberIds[1],
    });
    expect([booked.body.status, waiting.body.status]).toEqual(['booked', 'waitlisted']);

    expect(
      (await call('POST', `/classes/${klass.body.id}/cancel`, desk, { reason: 'Ill', version: 1 })).status,
    ).toBe(403);
    expect(
      (await call('POST', `/classes/${klass.body.id}/cancel`, admin, { reason: 'Ill', version: 9 })).status,
    ).toBe(409);
    const cancelled = await call('POST', `/classes/${klass.body.id}/cancel`, admin, {
      reason: 'Instructor ill',
      version: 1,
    });
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        class: { status: 'cancelled', cancelReason: 'Instructor ill', version: 2 },
        creditsReturned: 1,
      },
    });
    const rows = await server.query<{ status: string; credits_charged: number }>(
      'select status, credits_charged from bookings where class_id = $1 order by id',
      [klass.body.id],
    );
    expect(rows).toEqual([
      { status: 'cancelled', credits_charged: 0 },
      { status: 'cancelled', credits_charged: 0 },
    ]);
    const [credits] = await server.query<{ credits_remaining: number }>(
      'select credits_remaining from memberships where id = $1',
      [pack.membershipIds[0]],
    );
    expect(credits!.credits_remaining).toBe(4);
    const movements = await server.query<{ reason: string; delta: number }>(
      `select reason, delta from membership_credit_movements where membership_id = $1 order by id`,
      [pack.membershipIds[0]],
    );
    expect(movements).toEqual([
      { reason: 'sale', delta: 4 },
      { reason: 'booking', delta: -1 },
      { reason: 'cancel', delta: 1 },
    ]);
    const again = await call('POST', `/classes/${klass.body.id}/cancel`, admin, {
      reason: 'Twice',
      version: 2,
    });
    expect(again).toMatchObject({ status: 422, body: { error: { code: 'class_cancelled' } } });
    expect(
      await call('POST', `/classes/${klass.body.id}/bookings`, desk, { memberId: pack.memberIds[0] }),
    ).toMatchObject({ status: 422, body: { error: { code: 'class_cancelled' } } });
    const [audit] = await server.query<{ count: number }>(
      `select count(*)::int as count from audit_log where entity = 'classes' and entity_id = $1 and action = 'cancel'`,
      [String(klass.body.id)],
    );
    expect(audit!.count).toBe(1);
  });
});

describe('weekly series', () => {
  it('generates the dated classes in the center time zone, edits one, then all future ones', async () => {
    const [coach] = await server.query<{ id: number }>(
      `insert into staff (email, username, full_name, password_hash, is_trainer)
       values ('series@test.example', 'test-series', 'Coach series', 'not-a-hash', true) returning id`,
    );
    const fromDate = addDays(taipeiDay(Date.now()), 1);
    const untilDate = addDays(fromDate, 20);
    const series = {
      centerId: place.centerId,
      roomId: otherRoomId,
      instructorId: coach!.id,
      title: 'Evening HIIT',
      description: null,
      capacity: 15,
      creditCost: 1,
      weekdays: [1, 3],
      startTime: '21:30',
      durationMinutes: 45,
      fromDate,
      untilDate,
    };
    const created = await call('POST', '/class-series', admin, series);
    expect(created.status).toBe(201);
    const expectedDays: string[] = [];
    for (let day = fromDate; day <= untilDate; day = addDays(day, 1)) {
      if ([1, 3].includes(isoWeekday(day))) expectedDays.push(day);
    }
    const seriesId = created.body.series.id;
    const generated = await call('GET', `/classes?seriesId=${seriesId}&perPage=100`, desk);
    expect(generated.body.total).toBe(expectedDays.length);
    expect(generated.body.items.map((c: { startsAt: string }) => c.startsAt)).toEqual(
      expectedDays.map((day) => `${day}T13:30:00.000Z`),
    );

    expect(
      await call('POST', '/class-series', admin, { ...series, instructorId: place.instructorId }),
    ).toMatchObject({ status: 422, body: { error: { code: 'room_taken' } } });

    const items = generated.body.items as { id: number; startsAt: string; version: number }[];
    const mondays = items.filter((c) => isoWeekday(c.startsAt.slice(0, 10)) === 1);
    const wednesdays = items.filter((c) => isoWeekday(c.startsAt.slice(0, 10)) === 3);
    const special = mondays[0]!;
    const edited = await call('PUT', `/classes/${special.id}`, admin, {
      ...oneOff(special.startsAt, 45, {
        roomId: otherRoomId,
        instructorId: coach!.id,
        title: 'HIIT special',
        capacity: 15,
      }),
      version: special.version,
    });
    expect(edited.body).toMatchObject({ title: 'HIIT special', overridden: true });

    const pack = await createMembersWithMemberships(server, 'CL2-', 1, 'sessions', 3);
    const booked = await call('POST', `/classes/${wednesdays[0]!.id}/bookings`, desk, {
      memberId: pack.memberIds[0],
    });
    expect(booked.status).toBe(201);

    const stale = await call('PUT', `/class-series/${seriesId}`, admin, {
      ...series,
      weekdays: [1],
      startTime: '19:00',
      applyFrom: fromDate,
      version: 5,
    });
    expect(stale.status).toBe(409);
    const future = await call('PUT', `/class-series/${seriesId}`, admin, {
      ...series,
      weekdays: [1],
      startTime: '19:00',
      applyFrom: fromDate,
      version: 1,
      // Dropping Wednesdays cancels a booked place: confirmed, as the refusal would ask.
      confirm: true,
    });
    expect(future.status).toBe(200);
    expect(future.body.series).toMatchObject({ weekdays: [1], startTime: '19:00', version: 2 });
    expect(future.body.cancelledIds.sort()).toEqual(wednesdays.map((c) => c.id).sort());
    expect(future.body.addedIds).toEqual([]);

    const after = await call('GET', `/classes?seriesId=${seriesId}&perPage=100&status=scheduled`, desk);
    const byId = new Map(after.body.items.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(special.id)).toMatchObject({ title: 'HIIT special', startsAt: special.startsAt });
    for (const monday of mondays.slice(1)) {
      expect(byId.get(monday.id)).toMatchObject({
        title: 'Evening HIIT',
        startsAt: `${monday.startsAt.slice(0, 10)}T11:00:00.000Z`,
      });
    }
    expect(after.body.total).toBe(mondays.length);
    const [credits] = await server.query<{ credits_remaining: number }>(
      'select credits_remaining from memberships where id = $1',
      [pack.membershipIds[0]],
    );
    expect(credits!.credits_remaining).toBe(3);
    const audits = await server.query<{ action: string; count: number }>(
      `select action, count(*)::int as count from audit_log
       where entity = 'classes' and action like '%-with-series' group by action order by action`,
    );
    expect(audits).toEqual([
      { action: 'cancel-with-series', count: wednesdays.length },
      { action: 'update-with-series', count: mondays.length - 1 },
    ]);
  });
});
