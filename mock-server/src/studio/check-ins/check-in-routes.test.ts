import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { createMembersWithMemberships } from '../bookings/schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

let server: TestServer;
let admin: string;
let desk: string;
let active: number;
let expired: number;
let frozen: number;
let owing: number;
let nobody: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  const members = await createMembersWithMemberships(server, 'CI-', 4, 'time', null);
  [active, expired, frozen, owing] = members.memberIds as [number, number, number, number];
  await server.query(`update memberships set end_date = current_date - 5 where member_id = $1`, [expired]);
  await server.query(
    `insert into membership_freezes (membership_id, from_date, to_date, reason)
     select id, current_date - 2, current_date + 10, 'Injury' from memberships where member_id = $1`,
    [frozen],
  );
  await server.query(
    `insert into invoices (number, member_id, center_id, status, issued_on, currency, subtotal, tax, total)
     values ('CI-TEST-1', $1, 1, 'issued', current_date - 40, 'TWD', 250000, 0, 250000)`,
    [owing],
  );
  const [none] = await server.query<{ id: number }>(
    `insert into members (member_number, first_name, last_name, home_center_id)
     values ('CI-NONE', 'No', 'Membership', 1) returning id`,
  );
  nobody = none!.id;
  await server.query(
    'update studio_settings set check_in_block_owing_over = 100000, check_in_require_waiver = false',
  );
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

async function call(method: string, pathname: string, token: string, body?: unknown) {
  const response = await server.request(`/api/v1${pathname}`, { method, token, body });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

const evaluate = (token: string, who: Record<string, unknown>) =>
  call('POST', '/check-ins/evaluate', token, { centerId: 1, ...who });

const checkIn = (token: string, memberId: number, override?: { note: string }) =>
  call('POST', '/check-ins', token, { centerId: 1, memberId, device: 'Desk 1', override });

async function countCheckIns(memberId: number): Promise<number> {
  const [row] = await server.query<{ count: number }>(
    'select count(*)::int as count from check_ins where member_id = $1',
    [memberId],
  );
  return row!.count;
}

describe('POST /check-ins/evaluate', () => {
  it('answers allowed or the refusal, whether it may be overridden and whether this user may', async () => {
    expect((await evaluate(desk, { memberNumber: 'ci-0001' })).body).toMatchObject({
      memberId: active,
      allowed: true,
      reason: null,
      canOverride: false,
    });
    expect((await evaluate(desk, { memberId: expired })).body).toMatchObject({
      allowed: false,
      reason: 'expired',
      overridable: true,
      canOverride: false,
    });
    expect((await evaluate(admin, { memberId: expired })).body).toMatchObject({
      reason: 'expired',
      canOverride: true,
    });
    expect((await evaluate(admin, { memberId: frozen })).body).toMatchObject({
      reason: 'frozen',
      overridable: false,
      canOverride: false,
    });
    expect((await evaluate(desk, { memberId: nobody })).body).toMatchObject({ reason: 'no_membership' });
    expect((await evaluate(desk, { memberId: owing })).body).toMatchObject({
      reason: 'owes_money',
      balanceOwed: 250000,
    });

    expect((await evaluate(desk, { memberNumber: 'NOPE-1' })).status).toBe(404);
    const both = await evaluate(desk, { memberId: active, memberNumber: 'CI-0001' });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.error.fields)).toEqual(['memberId']);
    expect((await evaluate(desk, {})).status).toBe(400);
    expect(
      (await call('POST', '/check-ins/evaluate', desk, { memberId: active, centerId: 999 })).status,
    ).toBe(400);
    expect(await countCheckIns(expired)).toBe(0);
  });
});

describe('POST /check-ins', () => {
  it('records every attempt; overrides need a note, an overridable reason and the right to override it', async () => {
    const allowed = await checkIn(desk, active);
    expect(allowed).toMatchObject({
      status: 201,
      body: { checkIn: { memberId: active, allowed: true, reason: null, device: 'Desk 1' } },
    });

    const refused = await checkIn(desk, expired);
    expect(refused).toMatchObject({ status: 201, body: { checkIn: { allowed: false, reason: 'expired' } } });
    expect(await checkIn(desk, expired, { note: 'Renewing tomorrow' })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect((await checkIn(admin, expired, { note: '' })).status).toBe(400);
    const overridden = await checkIn(admin, expired, { note: 'Renewing tomorrow' });
    expect(overridden).toMatchObject({
      status: 201,
      body: {
        checkIn: { allowed: true, reason: 'expired', overriddenById: 1, overrideNote: 'Renewing tomorrow' },
      },
    });
    expect(await checkIn(admin, frozen, { note: 'Please' })).toMatchObject({
      status: 422,
      body: { error: { code: 'frozen' } },
    });
    expect(await countCheckIns(expired)).toBe(2);
    expect(await countCheckIns(frozen)).toBe(0);

    const [audit] = await server.query<{ count: number }>(
      `select count(*)::int as count from audit_log where entity = 'check_ins' and action = 'check-in-override'`,
    );
    expect(audit!.count).toBe(1);
  });

  it('lets the front desk override an unsigned waiver with a note', async () => {
    await server.query('update studio_settings set check_in_require_waiver = true');
    expect((await evaluate(desk, { memberId: active })).body).toMatchObject({
      reason: 'unsigned_document',
      canOverride: true,
    });
    const overridden = await checkIn(desk, active, { note: 'Signed the paper waiver' });
    expect(overridden.body.checkIn).toMatchObject({
      allowed: true,
      reason: 'unsigned_document',
      overriddenById: 2,
    });
    await server.query('update studio_settings set check_in_require_waiver = false');
  });
});

describe('GET /check-ins', () => {
  it("lists a center's check-ins of a day, newest first, with filters and CSV", async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const list = await call('GET', `/check-ins?centerId=1&date=${today}&perPage=100`, desk);
    expect(list.status).toBe(200);
    const ours = list.body.items.filter((item: { memberNumber: string }) =>
      item.memberNumber.startsWith('CI-'),
    );
    expect(ours).toHaveLength(4);
    const times = list.body.items.map((item: { at: string }) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    const refused = await call('GET', `/check-ins?centerId=1&date=${today}&allowed=false&q=ci-`, desk);
    expect(refused.body).toMatchObject({ total: 1, items: [{ memberId: expired, reason: 'expired' }] });
    expect((await call('GET', '/check-ins?date=yesterday', desk)).status).toBe(400);

    const csv = await call('GET', `/check-ins/export.csv?centerId=1&date=${today}&q=ci-`, desk);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(5);
  });
});
