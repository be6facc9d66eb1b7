import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

let server: TestServer;
let admin: string;
let frontDesk: string;
let centerId: number;
let roomId: number;
let instructorId: number;
let today: string;

/** A branch of its own (UTC, so local days are UTC days) with a room and an instructor. */
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  frontDesk = (await server.login('client@demo.com', 'client')).accessToken;
  const [center] = await server.query<{ id: number }>(
    `insert into centers (name, code, address, phone, timezone)
     values ('Closure Branch', 'CLOSE1', '1 Test Road', '02-0000-0000', 'UTC') returning id`,
  );
  centerId = center!.id;
  const [room] = await server.query<{ id: number }>(
    `insert into rooms (center_id, name, capacity) values ($1, 'Closure room', 40) returning id`,
    [centerId],
  );
  roomId = room!.id;
  const [instructor] = await server.query<{ id: number }>(
    `insert into staff (email, username, full_name, password_hash, is_trainer)
     values ('closure@test.example', 'test-closure', 'Coach Closure', 'not-a-hash', true) returning id`,
  );
  instructorId = instructor!.id;
  const [row] = await server.query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`);
  today = row!.today;
  await server.query('update studio_settings set booking_window_days = 60');
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, body?: unknown, token = admin) =>
  server.api(method, pathname, { token, body });

function day(offset: number): string {
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
}

/** A member of the test branch with one membership from `start` to `end` (days from today). */
async function memberWith(
  name: string,
  kind: 'time' | 'sessions',
  start: number,
  end: number,
): Promise<{ memberId: number; membershipId: number }> {
  const [member] = await server.query<{ id: number }>(
    `insert into members (member_number, first_name, last_name, home_center_id)
     values ($1, 'Closure', $1, $2) returning id`,
    [name, centerId],
  );
  const credits = kind === 'time' ? null : 10;
  const [membership] = await server.query<{ id: number }>(
    `insert into memberships (member_id, package_id, kind, center_id, start_date, end_date, credits_total,
       credits_remaining, price_paid)
     values ($1, (select id from packages where kind = $2 order by id limit 1), $2, $3, $4, $5, $6::int, $6::int, 0)
     returning id`,
    [member!.id, kind, centerId, day(start), day(end), credits],
  );
  if (credits !== null) {
    await server.query(
      `insert into membership_credit_movements (membership_id, delta, reason) values ($1, $2, 'sale')`,
      [membership!.id, credits],
    );
  }
  return { memberId: member!.id, membershipId: membership!.id };
}

async function classOn(offset: number, hour: number, memberIds: number[]) {
  const startsAt = `${day(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const created = await call('POST', '/classes', {
    centerId,
    roomId,
    instructorId,
    title: `Closure class ${offset}-${hour}`,
    description: null,
    startsAt,
    endsAt: `${day(offset)}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
    capacity: 5,
    creditCost: 1,
  });
  expect(created.status).toBe(201);
  for (const memberId of memberIds) {
    expect((await call('POST', `/classes/${created.body.id}/bookings`, { memberId })).status).toBe(201);
  }
  return created.body.id as number;
}

async function endDateOf(membershipId: number): Promise<string> {
  const [row] = await server.query<{ end_date: string }>(
    `select to_char(end_date, 'YYYY-MM-DD') as end_date from memberships where id = $1`,
    [membershipId],
  );
  return row!.end_date;
}

describe('creating a closure', () => {
  it('previews, then cancels the classes, returns the credits and extends the memberships by the closed days', async () => {
    const running = await memberWith('CLA-running', 'time', -10, 30);
    const startingInside = await memberWith('CLA-starting', 'time', 11, 40);
    const frozen = await memberWith('CLA-frozen', 'time', -10, 30);
    await server.query(
      `insert into membership_freezes (membership_id, from_date, to_date, reason) values ($1, $2, $3, 'Away')`,
      [frozen.membershipId, day(8), day(10)],
    );
    const pack = await memberWith('CLA-pack', 'sessions', -10, 30);
    const closedClass = await classOn(11, 9, [running.memberId, pack.memberId]);
    const dayBefore = await classOn(9, 9, [running.memberId]);
    const closure = { centerId, startsOn: day(10), endsOn: day(12), reason: 'Typhoon' };

    const preview = await call('POST', '/closures/preview', closure);

    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      days: 3,
      classesCancelled: 1,
      bookingsCancelled: 2,
      membershipsExtended: 3,
      classes: [
        {
          id: closedClass,
          members: expect.arrayContaining([
            { memberId: running.memberId, name: 'Closure CLA-running' },
            { memberId: pack.memberId, name: 'Closure CLA-pack' },
          ]),
        },
      ],
    });
    expect(preview.body.extensions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ membershipId: running.membershipId, days: 3, newEndDate: day(33) }),
        expect.objectContaining({ membershipId: startingInside.membershipId, days: 2, newEndDate: day(42) }),
        expect.objectContaining({ membershipId: frozen.membershipId, days: 2, newEndDate: day(32) }),
      ]),
    );
    expect(await endDateOf(running.membershipId)).toBe(day(30));
    expect((await call('GET', `/classes/${closedClass}`)).body.status).toBe('scheduled');

    const created = await call('POST', '/closures', closure);

    expect(created.status).toBe(201);
    expect(created.body.closure).toMatchObject({
      centerId,
      centerName: 'Closure Branch',
      startsOn: day(10),
      endsOn: day(12),
      days: 3,
      reason: 'Typhoon',
      classesCancelled: 1,
      bookingsCancelled: 2,
      membershipsExtended: 3,
      createdByName: expect.any(String),
    });
    expect(await endDateOf(running.membershipId)).toBe(day(33));
    expect(await endDateOf(startingInside.membershipId)).toBe(day(42));
    expect(await endDateOf(frozen.membershipId)).toBe(day(32));
    expect(await endDateOf(pack.membershipId)).toBe(day(30));
    expect((await call('GET', `/classes/${closedClass}`)).body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Typhoon',
    });
    expect((await call('GET', `/classes/${dayBefore}`)).body.status).toBe('scheduled');
    const [credits] = await server.query<{ credits: number }>(
      'select credits_remaining as credits from memberships where id = $1',
      [pack.membershipId],
    );
    expect(credits!.credits).toBe(10);

    const timeline = await call(
      'GET',
      `/audit-log?entity=members&entityId=${running.memberId}&action=closure`,
    );
    expect(timeline.body.items).toHaveLength(1);
    expect(timeline.body.items[0].after).toMatchObject({
      closureId: created.body.closure.id,
      centerName: 'Closure Branch',
      reason: 'Typhoon',
      cancelledClasses: [{ classId: closedClass }],
      extendedMemberships: [{ membershipId: running.membershipId, days: 3, newEndDate: day(33) }],
    });

    const listed = await call(
      'GET',
      `/closures?centerId=${centerId}&from=${day(12)}&to=${day(20)}`,
      undefined,
      frontDesk,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item: { id: number }) => item.id)).toEqual([created.body.closure.id]);
    const outside = await call('GET', `/closures?centerId=${centerId}&from=${day(13)}`);
    expect(outside.body.total).toBe(0);
  });

  it('refuses a closure overlapping another of the branch, and one starting before today', async () => {
    const first = await call('POST', '/closures', {
      centerId,
      startsOn: day(20),
      endsOn: day(20),
      reason: 'Holiday',
    });
    expect(first.status).toBe(201);

    const overlapping = await call('POST', '/closures', {
      centerId,
      startsOn: day(19),
      endsOn: day(21),
      reason: 'Again',
    });
    expect(overlapping).toMatchObject({ status: 422, body: { error: { code: 'closure_overlaps' } } });
    const inPast = await call('POST', '/closures/preview', {
      centerId,
      startsOn: day(-1),
      endsOn: day(1),
      reason: 'Late',
    });
    expect(inPast).toMatchObject({ status: 422, body: { error: { code: 'closure_in_past' } } });
    const [count] = await server.query<{ count: number }>(
      'select count(*)::int as count from closures where center_id = $1 and starts_on >= $2',
      [centerId, day(19)],
    );
    expect(count!.count).toBe(1);
  });

  it('answers 400 for a reversed, too long or incomplete range and an unknown branch', async () => {
    const reversed = await call('POST', '/closures', {
      centerId,
      startsOn: day(30),
      endsOn: day(29),
      reason: 'x',
    });
    expect(reversed).toMatchObject({
      status: 400,
      body: { error: { fields: { endsOn: expect.any(String) } } },
    });
    const tooLong = await call('POST', '/closures', {
      centerId,
      startsOn: day(30),
      endsOn: day(61),
      reason: 'x',
    });
    expect(tooLong.body.error.fields.endsOn).toBe('A closure can last at most 31 days.');
    const longest = await call('POST', '/closures/preview', {
      centerId,
      startsOn: day(30),
      endsOn: day(60),
      reason: 'x',
    });
    expect(longest).toMatchObject({ status: 200, body: { days: 31 } });
    const noReason = await call('POST', '/closures', {
      centerId,
      startsOn: day(30),
      endsOn: day(30),
      reason: ' ',
    });
    expect(noReason.body.error.fields.reason).toBe('Enter a reason.');
    const unknown = await call('POST', '/closures', {
      centerId: 999_999,
      startsOn: day(30),
      endsOn: day(30),
      reason: 'x',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { fields: { centerId: 'Choose a branch.' } } },
    });
    expect((await call('GET', '/closures/999999')).status).toBe(404);
  });

  it('lets the front desk read closures but not preview or create them', async () => {
    const body = { centerId, startsOn: day(25), endsOn: day(25), reason: 'Desk' };
    expect((await call('POST', '/closures/preview', body, frontDesk)).status).toBe(403);
    expect((await call('POST', '/closures', body, frontDesk)).status).toBe(403);
    expect((await call('GET', '/closures', undefined, frontDesk)).status).toBe(200);
  });

  it('starts the renewal after an extended membership later by the same days, so the two never overlap', async () => {
    const current = await memberWith('CLA-renewing', 'time', 25, 51);
    const [renewal] = await server.query<{ id: number }>(
      `insert into memberships (member_id, package_id, kind, center_id, start_date, end_date, price_paid)
       select member_id, package_id, kind, center_id, $2, $3, 0 from memberships where id = $1 returning id`,
      [current.membershipId, day(52), day(81)],
    );
    const closure = { centerId, startsOn: day(50), endsOn: day(53), reason: 'Renovation' };

    const preview = await call('POST', '/closures/preview', closure);

    expect(preview.body).toMatchObject({ membershipsExtended: 1, membershipsMoved: 1 });
    expect((await call('POST', '/closures', closure)).status).toBe(201);
    const [extended, moved] = await server.query<{ start_date: string; end_date: string }>(
      `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from memberships where id in ($1, $2) order by start_date`,
      [current.membershipId, renewal!.id],
    );
    expect(extended).toEqual({ start_date: day(25), end_date: day(53) });
    expect(moved).toEqual({ start_date: day(54), end_date: day(83) });
    const member = await call('GET', `/memberships?memberId=${current.memberId}`);
    expect(member.body.items.map((item: { state: string }) => item.state)).toEqual([
      'not_started',
      'not_started',
    ]);
  });
});
