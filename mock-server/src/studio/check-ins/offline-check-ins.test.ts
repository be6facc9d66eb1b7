import { randomUUID } from 'node:crypto';
import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../../test-support/test-server';
import { createMembersWithMemberships } from '../bookings/schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
let server: TestServer;
let admin: string;
let desk: string;
let stillAllowed: number;
let frozenMeanwhile: number;
let frozenBefore: number;
let duplicated: number;

beforeAll(async () => {
  ({ server, admin, client: desk } = studio);
  const members = await createMembersWithMemberships(server, 'OFF-', 4, 'time', null);
  [stillAllowed, frozenMeanwhile, frozenBefore, duplicated] = members.memberIds as [
    number,
    number,
    number,
    number,
  ];
  await server.query(
    `insert into membership_freezes (membership_id, from_date, to_date, reason)
     select id, current_date - 3, current_date + 10, 'Injury' from memberships where member_id = $1`,
    [frozenBefore],
  );
  await server.query(
    'update studio_settings set check_in_block_owing_over = null, check_in_require_waiver = false',
  );
  // Branches that keep no opening hours are always open: these tests run at any hour.
  await server.query(`update centers set opening_hours = '[]'::jsonb`);
}, TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, token: string | undefined, body?: unknown) =>
  studio.server.api(method, pathname, { token, body });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function attempt(memberId: number, at: string, allowed = true, more: Record<string, unknown> = {}) {
  return { clientId: randomUUID(), memberId, centerId: 1, at, allowed, device: 'Desk 1', ...more };
}

const replay = (token: string | undefined, checkIns: unknown[]) =>
  call('POST', '/check-ins/replay', token, { checkIns });

async function rowsOf(memberId: number) {
  const rows = await server.query<{
    at: string;
    allowed: boolean;
    reason: string | null;
    needs_review: boolean;
  }>('select at, allowed, reason, needs_review from check_ins where member_id = $1 order by id', [memberId]);
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

describe('GET /check-ins/door-list', () => {
  it("gives the desk every member with today's decision at its branch, statuses and how to find them", async () => {
    const { status, body } = await call('GET', '/check-ins/door-list?centerId=1', desk);
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(2000);
    const byId = new Map(body.items.map((item: { memberId: number }) => [item.memberId, item]));
    expect(byId.get(stillAllowed)).toMatchObject({
      memberNumber: 'OFF-0001',
      fullName: 'Test OFF- 1',
      allowed: true,
      reason: null,
      statuses: ['active'],
    });
    expect(byId.get(frozenBefore)).toMatchObject({ allowed: false, reason: 'frozen', statuses: ['frozen'] });
  });

  it("gives one member's entry alone, as a desk reads it after a change to that member", async () => {
    const { body } = await call('GET', `/check-ins/door-list?centerId=1&memberId=${frozenBefore}`, desk);
    expect(body.items).toEqual([
      expect.objectContaining({ memberId: frozenBefore, allowed: false, reason: 'frozen' }),
    ]);
    const { body: whole } = await call('GET', '/check-ins/door-list?centerId=1', desk);
    const inWhole = whole.items.find((item: { memberId: number }) => item.memberId === frozenBefore);
    expect(body.items[0]).toEqual(inWhole);
    expect(
      (await call('GET', '/check-ins/door-list?centerId=1&memberId=2000000000', desk)).body.items,
    ).toEqual([]);
  });

  it('refuses an unknown branch with a message, and a visitor', async () => {
    expect((await call('GET', '/check-ins/door-list?centerId=99999', desk)).body.error.message).toBe(
      'Choose a branch.',
    );
    expect((await call('GET', '/check-ins/door-list?centerId=1', undefined)).status).toBe(401);
  });
});

describe('POST /check-ins/replay', () => {
  it('records a check-in the server still allows as it happened, at its original time', async () => {
    const at = minutesAgo(42);
    const sent = attempt(stillAllowed, at);
    const { status, body } = await replay(desk, [sent]);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({
        clientId: sent.clientId,
        outcome: 'recorded',
        checkIn: expect.objectContaining({ at, allowed: true, reason: null, needsReview: false }),
      }),
    ]);
    expect(body.results[0].checkIn.syncedAt).not.toBeNull();
    expect(await rowsOf(stillAllowed)).toEqual([{ at, allowed: true, reason: null, needs_review: false }]);
  });

  it('records one let in that is no longer allowed as let in offline, on the review list', async () => {
    const at = minutesAgo(30);
    const { body: before } = await call('GET', '/check-ins?needsReview=true', admin);
    // Another desk freezes the membership while this desk is offline.
    await server.query(
      `insert into membership_freezes (membership_id, from_date, to_date, reason)
       select id, current_date - 1, current_date + 10, 'Travel' from memberships where member_id = $1`,
      [frozenMeanwhile],
    );
    const { body } = await replay(desk, [attempt(frozenMeanwhile, at)]);
    expect(body.results[0]).toMatchObject({
      outcome: 'let_in_offline',
      checkIn: { at, allowed: true, reason: 'frozen', needsReview: true, reviewedAt: null },
    });
    const { body: review } = await call('GET', '/check-ins?needsReview=true', admin);
    expect(review.total).toBe(before.total + 1);
    expect(review.items[0]).toMatchObject({ memberId: frozenMeanwhile, at, reason: 'frozen' });
  });

  it('keeps a refusal made at the door a refusal, off the review list', async () => {
    const at = minutesAgo(20);
    const { body } = await replay(desk, [attempt(frozenBefore, at, false, { reason: 'frozen' })]);
    expect(body.results[0]).toMatchObject({
      outcome: 'recorded',
      checkIn: { at, allowed: false, reason: 'frozen', needsReview: false },
    });
  });

  it('records an attempt sent twice once, in one sync or two', async () => {
    const sent = attempt(duplicated, minutesAgo(10));
    const first = await replay(desk, [sent, sent]);
    expect(first.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['recorded', 'duplicate']);
    const again = await replay(desk, [sent]);
    expect(again.body.results[0]).toMatchObject({
      outcome: 'duplicate',
      checkIn: { id: first.body.results[0].checkIn.id },
    });
    expect(await rowsOf(duplicated)).toHaveLength(1);
  });

  it('refuses a time in the future, a bad id and an unknown member with a message, recording nothing', async () => {
    const future = await replay(desk, [
      attempt(stillAllowed, new Date(Date.now() + 3_600_000).toISOString()),
    ]);
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe("A check-in cannot be later than now: check the desk's clock.");
    const badId = await replay(desk, [{ ...attempt(stillAllowed, minutesAgo(1)), clientId: 'x' }]);
    expect(badId.status).toBe(400);
    expect((await replay(desk, [attempt(2_000_000_000, minutesAgo(1))])).status).toBe(404);
    expect(await rowsOf(stillAllowed)).toHaveLength(1);
  });
});

describe("the front desk's limits", () => {
  it('replays and reads the review list, but only a manager marks a check-in reviewed', async () => {
    const { body } = await replay(desk, [attempt(frozenMeanwhile, minutesAgo(5))]);
    const id = body.results[0].checkIn.id;
    expect(body.results[0].checkIn.staffId).not.toBeNull();
    const { body: fromDesk } = await call('GET', '/check-ins?needsReview=true', desk);
    expect(fromDesk.items.map((item: { id: number }) => item.id)).toContain(id);
    expect((await call('POST', `/check-ins/${id}/review`, desk)).status).toBe(403);
    const reviewed = await call('POST', `/check-ins/${id}/review`, admin);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.reviewedAt).not.toBeNull();
    const { body: after } = await call('GET', '/check-ins?needsReview=true', admin);
    expect(after.items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await call('POST', '/check-ins/2000000000/review', admin)).status).toBe(404);
  });
});
