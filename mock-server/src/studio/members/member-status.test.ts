import { addDays, dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import {
  MEMBER_STATUSES,
  type MemberListEntry,
  type MemberStatus,
} from '@cloudfit/shared/schemas/member.schema';
import { memberInput } from '../../test-support/member-input';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { createSalesFixtures, type SalesFixtures } from '../invoices/sales-test-fixtures';

let server: TestServer;
let admin: string;
let f: SalesFixtures;
let today: string;
/** A last name no seeded member has, so that a search finds only this file's members. */
const family = `Statusfamily${Date.now().toString(36)}`;
const memberIds: Record<string, number> = {};

const call = (method: string, pathname: string, body?: unknown) =>
  server.api(method, pathname, { body, token: admin });

async function createMember(firstName: string): Promise<number> {
  const { status, body } = await call(
    'POST',
    '/members',
    memberInput({ firstName, lastName: family, homeCenterId: f.centerId }),
  );
  expect(status).toBe(201);
  memberIds[firstName] = body.id;
  return body.id;
}

/** Sells the 30-day package starting `startDate`, its invoice left unpaid unless `paid`. */
async function sellTimePackage(
  memberId: number,
  startDate: string,
  paid = true,
): Promise<{ id: number; version: number }> {
  const { status, body } = await call('POST', `/members/${memberId}/memberships`, {
    packageId: f.timePackageId,
    centerId: f.centerId,
    startDate,
  });
  expect(status).toBe(201);
  if (paid) {
    await server.query(`update invoices set paid = total, status = 'paid' where member_id = $1`, [memberId]);
  }
  return body;
}

async function listFamily(query = ''): Promise<MemberListEntry[]> {
  const { status, body } = await call('GET', `/members?q=${family}&perPage=50${query}`);
  expect(status).toBe(200);
  return body.items;
}

function statusesByName(items: MemberListEntry[]): Record<string, MemberStatus[]> {
  return Object.fromEntries(items.map((member) => [member.firstName, member.statuses]));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  f = await createSalesFixtures(server, 1);
  const [center] = await server.query<{ timezone: string }>('select timezone from centers where id = $1', [
    f.centerId,
  ]);
  today = dateInZone(new Date(), center!.timezone);

  await createMember('Nomembership');
  await sellTimePackage(await createMember('Active'), today);
  // 30 days from 20 days ago end in 9 days.
  await sellTimePackage(await createMember('Expiring'), addDays(today, -20), false);
  const renewed = await createMember('Renewed');
  await sellTimePackage(renewed, addDays(today, -20));
  await sellTimePackage(renewed, addDays(today, 10));
  await sellTimePackage(await createMember('Expired'), addDays(today, -40));
  const frozen = await sellTimePackage(await createMember('Frozen'), today);
  const freeze = await call('POST', `/memberships/${frozen.id}/freeze`, {
    fromDate: today,
    toDate: addDays(today, 6),
    reason: 'Travel',
    version: frozen.version,
  });
  expect(freeze.status).toBe(200);
  const cancelled = await sellTimePackage(await createMember('Cancelled'), today);
  const cancel = await call('POST', `/memberships/${cancelled.id}/cancel`, {
    reason: 'Moved away',
    version: cancelled.version,
  });
  expect(cancel.status).toBe(200);
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

describe('member statuses on GET /members', () => {
  it("gives each member the statuses of today's memberships and balance", async () => {
    expect(statusesByName(await listFamily())).toEqual({
      Nomembership: ['no_membership'],
      Active: ['active'],
      Expiring: ['expiring', 'owes_money'],
      Renewed: ['active'],
      Expired: ['expired'],
      Frozen: ['frozen'],
      Cancelled: ['no_membership'],
    });
  });

  it('says in how many days an expiring membership ends, and nothing for the other statuses', async () => {
    const days = Object.fromEntries(
      (await listFamily()).map((member) => [member.firstName, member.expiresInDays]),
    );
    expect(days).toEqual({
      Nomembership: null,
      Active: null,
      Expiring: 9,
      Renewed: null,
      Expired: null,
      Frozen: null,
      Cancelled: null,
    });
  });

  it.each([
    ['active', ['Active', 'Renewed']],
    ['expiring', ['Expiring']],
    ['expired', ['Expired']],
    ['frozen', ['Frozen']],
    ['no_membership', ['Cancelled', 'Nomembership']],
    ['owes_money', ['Expiring']],
  ])('filters by ?status=%s', async (status, names) => {
    const items = await listFamily(`&status=${status}&sortBy=firstName`);
    expect(items.map((member) => member.firstName)).toEqual(names);
  });

  it('filters the seeded members to rows that carry the status', async () => {
    for (const status of MEMBER_STATUSES) {
      const { body } = await call('GET', `/members?status=${status}&centerId=${f.centerId}`);
      for (const member of body.items as MemberListEntry[]) expect(member.statuses).toContain(status);
    }
  }, 30_000);

  it('refuses an unknown status with a 400 on the field', async () => {
    const { status, body } = await call('GET', '/members?status=gold');
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['status']);
  });

  it('puts the statuses in the CSV and filters it the same way', async () => {
    const { status, body } = await call('GET', `/members/export.csv?q=${family}&status=frozen`);
    expect(status).toBe(200);
    const [header, ...rows] = (body as string).trim().split(/\r?\n/);
    expect(header).toContain('Statuses');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Frozen');
    expect(rows[0]!.endsWith(',Frozen')).toBe(true);
  });
});
