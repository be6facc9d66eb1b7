import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../../test-support/test-server';
import { createMembersWithMemberships } from '../bookings/schedule-test-fixtures';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
let server: TestServer;
let admin: string;
let desk: string;
let active: number;
let expired: number;
let frozen: number;
let owing: number;
let nobody: number;

beforeAll(async () => {
  ({ server, admin, client: desk } = studio);
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
  // Branches that keep no opening hours are always open: these tests run at any hour.
  await server.query(`update centers set opening_hours = '[]'::jsonb`);
}, TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, token: string, body?: unknown) =>
  studio.server.api(method, pathname, { token, body });

const evaluate = (token: string, who: Record<string, unknown>) =>
  call('POST', '/check-ins/evaluate', token, { centerId: 1, ...who });

const checkIn = (
  token: string,
  memberId: number,
  override?: { note: string },
  more: Record<string, unknown> = {},
) => call('POST', '/check-ins', token, { centerId: 1, memberId, device: 'Desk 1', override, ...more });

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
    const overridden = await checkIn(
      desk,
      active,
      { note: 'Signed the paper waiver' },
      { confirmRepeat: true },
    );
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

  it("names the desk's own devices in the reader's language in the CSV, and a device named otherwise as it is", async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const [member] = (await createMembersWithMemberships(server, 'CD-', 1, 'time', null)).memberIds;
    expect((await checkIn(desk, member!, undefined, { device: 'front desk' })).status).toBe(201);
    const response = await server.request(`/api/v1/check-ins/export.csv?centerId=1&date=${today}&q=cd-`, {
      token: desk,
      headers: { 'accept-language': 'de-DE' },
    });
    const csv = await response.text();
    expect(csv).toContain('Empfang');
    expect(csv).not.toContain('front desk');
  });
});

describe('the rules of the door', () => {
  let fixture: { memberIds: number[]; membershipIds: number[] };
  beforeAll(async () => {
    fixture = await createMembersWithMemberships(server, 'CJ-', 5, 'time', null);
  });

  it('asks before checking in the same member at the same branch again within minutes, with the time of the first', async () => {
    const member = fixture.memberIds[0]!;
    const first = await checkIn(desk, member);
    expect(first.body.checkIn).toMatchObject({ allowed: true });
    expect((await evaluate(desk, { memberId: member })).body).toMatchObject({
      allowed: true,
      lastCheckInAt: first.body.checkIn.at,
    });
    const again = await checkIn(desk, member);
    expect(again).toMatchObject({
      status: 422,
      body: {
        error: {
          code: 'already_checked_in',
          details: { checkInId: first.body.checkIn.id, at: first.body.checkIn.at },
        },
      },
    });
    expect(await countCheckIns(member)).toBe(1);
    const confirmed = await checkIn(desk, member, undefined, { confirmRepeat: true });
    expect(confirmed.body.checkIn).toMatchObject({ allowed: true });
    expect(await countCheckIns(member)).toBe(2);
    // Another branch, or an hour later, is a new visit.
    expect((await call('POST', '/check-ins', desk, { centerId: 2, memberId: member })).status).toBe(201);
    await server.query(`update check_ins set at = at - interval '1 hour' where member_id = $1`, [member]);
    expect((await evaluate(desk, { memberId: member })).body.lastCheckInAt).toBeNull();
    expect((await checkIn(desk, member)).status).toBe(201);
  });

  it('refuses a member whose package is not sold at this branch, and lets them in at one that sells it', async () => {
    const member = fixture.memberIds[1]!;
    const [pack] = await server.query<{ id: number }>(
      `insert into packages (name, kind, duration_value, duration_unit, price, currency)
       values ('CJ two branches', 'time', 1, 'months', 100000, 'TWD') returning id`,
    );
    await server.query('insert into package_centers (package_id, center_id) values ($1, 2), ($1, 3)', [
      pack!.id,
    ]);
    await server.query('update memberships set package_id = $1 where id = $2', [
      pack!.id,
      fixture.membershipIds[1],
    ]);
    expect((await evaluate(admin, { memberId: member })).body).toMatchObject({
      allowed: false,
      reason: 'not_valid_at_center',
      membershipId: fixture.membershipIds[1],
      overridable: true,
      canOverride: true,
    });
    expect((await evaluate(desk, { memberId: member })).body).toMatchObject({ canOverride: false });
    const refused = await checkIn(desk, member);
    expect(refused.body.checkIn).toMatchObject({ allowed: false, reason: 'not_valid_at_center' });
    const there = await call('POST', '/check-ins', desk, { centerId: 2, memberId: member });
    expect(there.body.checkIn).toMatchObject({ allowed: true, centerId: 2 });
  });

  it('refuses a check-in while the branch is closed, which the front desk may override with a note', async () => {
    const member = fixture.memberIds[2]!;
    const taipeiDay = new Date(Date.now() + 8 * 3_600_000).getUTCDay();
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    // Open all day tomorrow only: closed now.
    await server.query(`update centers set opening_hours = $1::jsonb where id = 1`, [
      JSON.stringify([{ day: days[(taipeiDay + 1) % 7], opens: '00:00', closes: '23:59' }]),
    ]);
    try {
      expect((await evaluate(desk, { memberId: member })).body).toMatchObject({
        allowed: false,
        reason: 'outside_opening_hours',
        canOverride: true,
      });
      expect((await checkIn(desk, member)).body.checkIn).toMatchObject({
        allowed: false,
        reason: 'outside_opening_hours',
      });
      const overridden = await checkIn(desk, member, { note: 'Early class with the coach' });
      expect(overridden.body.checkIn).toMatchObject({ allowed: true, reason: 'outside_opening_hours' });
    } finally {
      await server.query(`update centers set opening_hours = '[]'::jsonb where id = 1`);
    }
  });

  it('opens the waiver in the member’s language when a check-in is refused for it, once, so it can be signed now', async () => {
    const member = fixture.memberIds[3]!;
    await server.query(`update members set preferred_language = 'de' where id = $1`, [member]);
    await server.query('update studio_settings set check_in_require_waiver = true');
    try {
      expect((await evaluate(desk, { memberId: member })).body).toMatchObject({
        reason: 'unsigned_document',
        waiverRequestId: null,
      });
      const refused = await checkIn(desk, member);
      expect(refused.body).toMatchObject({
        checkIn: { allowed: false, reason: 'unsigned_document' },
        evaluation: { reason: 'unsigned_document', waiverRequestId: expect.any(Number) },
      });
      const requestId = refused.body.evaluation.waiverRequestId;
      expect((await call('GET', `/signature-requests/${requestId}`, desk)).body).toMatchObject({
        kind: 'waiver',
        memberId: member,
        status: 'pending',
        locale: 'de',
        text: expect.stringContaining('auf eigene Gefahr'),
      });
      expect((await evaluate(desk, { memberId: member })).body.waiverRequestId).toBe(requestId);
      expect((await checkIn(desk, member)).body.evaluation.waiverRequestId).toBe(requestId);
      const waivers = await call('GET', `/signature-requests?memberId=${member}&kind=waiver`, desk);
      expect(waivers.body.total).toBe(1);

      await call('POST', `/signature-requests/${requestId}/sign`, desk, {
        typedName: 'Test CJ- 4',
        signatureImage: PNG,
      });
      expect((await checkIn(desk, member)).body).toMatchObject({
        checkIn: { allowed: true },
        evaluation: { waiverRequestId: null },
      });
    } finally {
      await server.query('update studio_settings set check_in_require_waiver = false');
    }
  });

  it('opens the waiver when a membership is sold to a member who has none, where the studio asks for one', async () => {
    const [member] = await server.query<{ id: number }>(
      `insert into members (member_number, first_name, last_name, home_center_id, preferred_language)
       values ('CJ-NEW', 'New', 'Member', 1, 'fr') returning id`,
    );
    const [pkg] = await server.query<{ id: number }>(
      `select p.id from packages p where p.kind = 'time' and p.active
         and exists (select 1 from package_centers pc where pc.package_id = p.id and pc.center_id = 1)
       order by p.id limit 1`,
    );
    const sell = () =>
      call('POST', `/members/${member!.id}/memberships`, admin, {
        packageId: pkg!.id,
        centerId: 1,
        startDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
        trainerId: null,
        payment: null,
      });
    await server.query('update studio_settings set check_in_require_waiver = false');
    expect((await sell()).status).toBe(201);
    const none = await call('GET', `/signature-requests?memberId=${member!.id}&kind=waiver`, desk);
    expect(none.body.total).toBe(0);

    await server.query('update studio_settings set check_in_require_waiver = true');
    try {
      expect((await sell()).status).toBe(201);
      expect((await sell()).status).toBe(201);
      const waivers = await call('GET', `/signature-requests?memberId=${member!.id}&kind=waiver`, desk);
      expect(waivers.body).toMatchObject({
        total: 1,
        items: [{ status: 'pending', locale: 'fr', text: expect.stringContaining('à mes propres risques') }],
      });
      // Unpaid, so refused for the money first; the waiver waits on the pad all the same.
      const evaluation = await evaluate(desk, { memberId: member!.id });
      expect(evaluation.body).toMatchObject({ waiverRequestId: waivers.body.items[0].id });
    } finally {
      await server.query('update studio_settings set check_in_require_waiver = false');
    }
  });
});
