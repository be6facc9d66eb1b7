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
let frontDesk: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  frontDesk = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

async function bulk(body: unknown, token = admin) {
  const response = await server.request('/api/v1/members/bulk', { method: 'POST', token, body });
  return { status: response.status, body: await response.json() };
}

async function tagsOf(memberIds: number[]): Promise<string[][]> {
  const rows = await server.query<{ tags: string[] }>(
    'select tags from members where id = any($1) order by id',
    [memberIds],
  );
  return rows.map((row) => row.tags);
}

async function endDates(membershipIds: number[]): Promise<string[]> {
  const rows = await server.query<{ end_date: string }>(
    `select to_char(end_date, 'YYYY-MM-DD') as end_date from memberships where id = any($1) order by id`,
    [membershipIds],
  );
  return rows.map((row) => row.end_date);
}

describe('bulk tags', () => {
  it('counts first, then adds the tag to the chosen members that lack it, audited per member', async () => {
    const { memberIds } = await createMembersWithMemberships(server, 'BKA', 3, 'time', null);
    await server.query(`update members set tags = '{vip}' where id = $1`, [memberIds[0]]);
    const body = { selection: { ids: memberIds }, action: { type: 'addTag', tag: ' vip ' } };

    const counted = await bulk({ ...body, dryRun: true });
    expect(counted).toEqual({ status: 200, body: { dryRun: true, selected: 3, members: 2, memberships: 0 } });
    expect(await tagsOf(memberIds)).toEqual([['vip'], [], []]);

    const done = await bulk(body);
    expect(done.body).toEqual({ dryRun: false, selected: 3, members: 2, memberships: 0 });
    expect(await tagsOf(memberIds)).toEqual([['vip'], ['vip'], ['vip']]);
    const audit = await server.query<{ entity_id: string; before: unknown; after: unknown }>(
      `select entity_id, before, after from audit_log where entity = 'members' and action = 'bulk-add-tag'
       and entity_id = any($1) order by entity_id::int`,
      [memberIds.map(String)],
    );
    expect(audit).toEqual([
      {
        entity_id: String(memberIds[1]),
        before: { tags: [] },
        after: { tags: ['vip'], tag: 'vip', version: 2 },
      },
      {
        entity_id: String(memberIds[2]),
        before: { tags: [] },
        after: { tags: ['vip'], tag: 'vip', version: 2 },
      },
    ]);

    const again = await bulk({ ...body, dryRun: true });
    expect(again.body.members).toBe(0);
    const removed = await bulk({ selection: { ids: memberIds }, action: { type: 'removeTag', tag: 'vip' } });
    expect(removed.body).toMatchObject({ selected: 3, members: 3 });
    expect(await tagsOf(memberIds)).toEqual([[], [], []]);
  });

  it('acts on every member the list filters find, and the front desk may tag', async () => {
    await server.query(
      `insert into members (member_number, first_name, last_name, home_center_id)
       select 'BKF' || g, 'Bulk', 'Filterkind', 1 from generate_series(1, 12) g`,
    );
    await server.query(
      `insert into members (member_number, first_name, last_name, home_center_id)
       values ('BKF-other', 'Bulk', 'Filterkind', 2)`,
    );
    const filter = { q: 'filterkind', centerId: '1' };

    const counted = await bulk(
      { selection: { filter }, action: { type: 'addTag', tag: 'spring' }, dryRun: true },
      frontDesk,
    );
    expect(counted.body).toEqual({ dryRun: true, selected: 12, members: 12, memberships: 0 });
    const done = await bulk({ selection: { filter }, action: { type: 'addTag', tag: 'spring' } }, frontDesk);
    expect(done).toMatchObject({ status: 200, body: { members: 12 } });
    const [tagged] = await server.query<{ count: number }>(
      `select count(*)::int as count from members where last_name = 'Filterkind' and 'spring' = any(tags)`,
    );
    expect(tagged!.count).toBe(12);
  });

  it('refuses a filtered result of more than 5,000 members', async () => {
    await server.query(
      `insert into members (member_number, first_name, last_name, home_center_id)
       select 'BKC' || g, 'Crowd', 'Crowdmember', 3 from generate_series(1, 5001) g`,
    );
    const refused = await bulk({
      selection: { filter: { q: 'crowdmember' } },
      action: { type: 'addTag', tag: 'crowd' },
      dryRun: true,
    });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'bulk_selection_too_large' } } });
  });
});

describe('bulk extend', () => {
  it('moves the end of every running time-based membership in one go, with the reason on each member', async () => {
    const time = await createMembersWithMemberships(server, 'BKE', 2, 'time', null);
    const pack = await createMembersWithMemberships(server, 'BKP', 1, 'sessions', 5);
    const ended = await createMembersWithMemberships(server, 'BKX', 1, 'time', null);
    await server.query('update memberships set end_date = current_date - 1 where id = $1', [
      ended.membershipIds[0],
    ]);
    const chosen = [...time.memberIds, ...pack.memberIds, ...ended.memberIds];
    const before = await endDates([...time.membershipIds, ...pack.membershipIds, ...ended.membershipIds]);
    const body = { selection: { ids: chosen }, action: { type: 'extend', days: 7, reason: 'Pool closed' } };

    const counted = await bulk({ ...body, dryRun: true });
    expect(counted.body).toEqual({ dryRun: true, selected: 4, members: 2, memberships: 2 });
    const done = await bulk(body);
    expect(done.body).toEqual({ dryRun: false, selected: 4, members: 2, memberships: 2 });

    const after = await endDates([...time.membershipIds, ...pack.membershipIds, ...ended.membershipIds]);
    const plusSeven = (date: string) => {
      const at = new Date(`${date}T00:00:00Z`);
      at.setUTCDate(at.getUTCDate() + 7);
      return at.toISOString().slice(0, 10);
    };
    expect(after).toEqual([plusSeven(before[0]!), plusSeven(before[1]!), before[2], before[3]]);
    const [entry] = await server.query<{ after: { days: number; reason: string; memberships: unknown[] } }>(
      `select after from audit_log where entity = 'members' and action = 'bulk-extend' and entity_id = $1`,
      [String(time.memberIds[0])],
    );
    expect(entry!.after).toEqual({
      days: 7,
      reason: 'Pool closed',
      memberships: [{ membershipId: time.membershipIds[0], newEndDate: after[0] }],
    });
  });

  it('is for managers only', async () => {
    const { memberIds } = await createMembersWithMemberships(server, 'BKD', 1, 'time', null);
    const refused = await bulk(
      { selection: { ids: memberIds }, action: { type: 'extend', days: 3, reason: 'Desk' } },
      frontDesk,
    );
    expect(refused.status).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['no selection', { action: { type: 'addTag', tag: 'x' } }],
    ['an empty selection', { selection: { ids: [] }, action: { type: 'addTag', tag: 'x' } }],
    ['an unknown action', { selection: { ids: [1] }, action: { type: 'delete' } }],
    ['a blank tag', { selection: { ids: [1] }, action: { type: 'addTag', tag: '  ' } }],
    ['zero days', { selection: { ids: [1] }, action: { type: 'extend', days: 0, reason: 'x' } }],
    ['no reason', { selection: { ids: [1] }, action: { type: 'extend', days: 3 } }],
    ['an id beyond integer', { selection: { ids: [2 ** 31] }, action: { type: 'addTag', tag: 'x' } }],
  ])('answers 400 for %s', async (_name, body) => {
    const answer = await bulk(body);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });
});

describe('exporting the chosen members', () => {
  it('gives the CSV of exactly the ids', async () => {
    const { memberIds } = await createMembersWithMemberships(server, 'BKS', 3, 'time', null);
    const response = await server.request(`/api/v1/members/export.csv?ids=${memberIds[0]},${memberIds[2]}`, {
      token: admin,
    });
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).join('\n')).toContain('BKS0001');
    expect(lines.slice(1).join('\n')).toContain('BKS0003');
    const bad = await server.request('/api/v1/members/export.csv?ids=1,x', { token: admin });
    expect(bad.status).toBe(400);
  });
});
