import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import { createRoomAndInstructor, type ScheduleFixture } from '../bookings/schedule-test-fixtures';
import { createSalesFixtures, type SalesFixtures } from '../invoices/sales-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;
let sales: SalesFixtures;
let place: ScheduleFixture;
beforeAll(async () => {
  sales = await createSalesFixtures(studio.server, 10);
  place = await createRoomAndInstructor(studio.server, 'center-archive');
  await studio.server.query('update studio_settings set booking_window_days = 30');
}, TEST_SERVER_START_TIMEOUT_MS);

async function one<Row>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await studio.server.query<Row>(text, params);
  return row!;
}

describe('archiving a branch', () => {
  it('is refused with the counts while members call it home or classes lie ahead, then allowed', async () => {
    const center = await call('POST', '/centers', {
      name: 'Rules Branch',
      code: 'RULES',
      address: '1 Test Road',
      phone: '02 1234 5678',
      timezone: 'Asia/Taipei',
    });
    expect(center.status).toBe(201);
    const centerId = center.body.id as number;
    const member = await one<{ id: number }>(
      `insert into members (member_number, first_name, last_name, home_center_id)
       values ('RULES-1', 'Branch', 'Leaver', $1) returning id`,
      [centerId],
    );
    const room = await one<{ id: number }>(
      `insert into rooms (center_id, name, capacity) values ($1, 'Rules branch room', 10) returning id`,
      [centerId],
    );
    const futureClass = await one<{ id: number; version: number }>(
      `insert into classes (center_id, room_id, instructor_id, title, starts_at, ends_at, capacity)
       values ($1, $2, $3, 'Last class', now() + interval '5 days', now() + interval '5 days 1 hour', 10)
       returning id, version`,
      [centerId, room.id, place.instructorId],
    );

    const refused = await call('POST', `/centers/${centerId}/archive`, { version: center.body.version });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { code: 'center_in_use', details: { members: 1, futureClasses: 1 } } },
    });
    const { id: _id, ...fields } = center.body;
    expect(
      await call('PUT', `/centers/${centerId}`, { ...fields, active: false, version: center.body.version }),
    ).toMatchObject({ status: 422, body: { error: { code: 'center_in_use' } } });

    const moved = await call('POST', `/centers/${centerId}/move-members`, { toCenterId: sales.centerId });
    expect(moved).toMatchObject({ status: 200, body: { moved: 1 } });
    expect(
      (await one<{ home: number }>('select home_center_id as home from members where id = $1', [member.id]))
        .home,
    ).toBe(sales.centerId);
    const audit = await one<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where entity = 'members' and entity_id = $1 and action = 'move-home-center'`,
      [String(member.id)],
    );
    expect(audit).toMatchObject({
      before: { homeCenterId: centerId },
      after: { homeCenterId: sales.centerId },
    });
    expect(
      await call('POST', `/classes/${futureClass.id}/cancel`, {
        version: futureClass.version,
        reason: 'Closing',
      }),
    ).toMatchObject({ status: 200 });

    const archived = await call('POST', `/centers/${centerId}/archive`, { version: center.body.version });
    expect(archived).toMatchObject({ status: 200, body: { active: false } });
  });

  it('moves only the named members, and only to another open center', async () => {
    const [a, b] = await studio.server.query<{ id: number }>(
      `insert into members (member_number, first_name, last_name, home_center_id)
       values ('RULES-2', 'Named', 'Mover', $1), ('RULES-3', 'Unnamed', 'Stayer', $1) returning id`,
      [sales.otherCenterId],
    );

    expect(
      await call('POST', `/centers/${sales.otherCenterId}/move-members`, {
        toCenterId: sales.otherCenterId,
        memberIds: [a!.id],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { toCenterId: 'Choose another open branch.' } } },
    });
    const moved = await call('POST', `/centers/${sales.otherCenterId}/move-members`, {
      toCenterId: sales.centerId,
      memberIds: [a!.id, b!.id + 1_000_000],
    });

    expect(moved).toMatchObject({ status: 200, body: { moved: 1 } });
    const homes = await studio.server.query<{ id: number; home: number }>(
      'select id, home_center_id as home from members where id in ($1, $2) order by id',
      [a!.id, b!.id],
    );
    expect(homes).toEqual([
      { id: a!.id, home: sales.centerId },
      { id: b!.id, home: sales.otherCenterId },
    ]);
  });
});
