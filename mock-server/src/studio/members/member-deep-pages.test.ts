import type { MemberListItem } from '@cloudfit/shared/schemas/member.schema';
import { memberInput } from '../../test-support/member-input';
import { listMemberPage } from '../../test-support/member-list';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

// A deep page reads its ids from the sort index first, then those members' rows: these tests
// check that every write, through the API or straight in SQL (as another process would), shows on
// the next deep page.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const listMembers = (query: string) => listMemberPage(server, token, query);

const BY_LAST_NAME = `lower(last_name) collate "C", lower(first_name) collate "C", id`;

async function countInSql(where: string): Promise<number> {
  const [row] = await server.query<{ count: number }>(
    `select count(*)::int as count from members where archived_at is null and (${where})`,
  );
  return row!.count;
}

async function idsInSql(where: string, orderBy: string, offset: number, limit: number): Promise<number[]> {
  const rows = await server.query<{ id: number }>(
    `select id from members where archived_at is null and (${where})
     order by ${orderBy} offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Page 49 of 25 (rows 1,201 to 1,225) of the default list, from the API and from SQL. */
async function expectDeepPageAsInSql() {
  const page = await listMembers('perPage=25&page=49');
  expect(page.items.map((member) => member.id)).toEqual(await idsInSql('true', BY_LAST_NAME, 1200, 25));
  expect(page.total).toBe(await countInSql('true'));
  expect(page.totalCapped).toBeUndefined();
}

async function createMember(lastName: string): Promise<MemberListItem> {
  const response = await server.request('/api/v1/members', {
    method: 'POST',
    token,
    body: memberInput({ firstName: 'Deep', lastName, homeCenterId: 1 }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as MemberListItem;
}

describe('GET /members deep pages', () => {
  it('follow creates, renames and archives through the API', async () => {
    await expectDeepPageAsInSql();
    // Sorted first, a new member moves every later row down by one.
    const created = await createMember('Aaaronson');
    await expectDeepPageAsInSql();

    const renamed = await server.request(`/api/v1/members/${created.id}`, {
      method: 'PUT',
      token,
      body: { ...memberInput({ firstName: 'Deep', lastName: 'Zzyzx', homeCenterId: 1 }), version: 1 },
    });
    expect(renamed.status).toBe(200);
    await expectDeepPageAsInSql();

    const archived = await server.request(`/api/v1/members/${created.id}/archive`, {
      method: 'POST',
      token,
      body: { version: 2 },
    });
    expect(archived.status).toBe(204);
    await expectDeepPageAsInSql();
  });

  it('follow writes made in SQL, as another API process would make them', async () => {
    await expectDeepPageAsInSql();
    const [first] = await idsInSql('true', BY_LAST_NAME, 0, 1);
    await server.query(`update members set last_name = 'Zzz' || last_name where id = $1`, [first]);
    await expectDeepPageAsInSql();
    await server.query(`update members set archived_at = now() where id = $1`, [first]);
    await expectDeepPageAsInSql();
    await server.query(
      `insert into members (member_number, first_name, last_name, home_center_id)
       values ('X000001', 'Abe', 'Aab', 1)`,
    );
    await expectDeepPageAsInSql();
  });

  it('give a deep page of a search its members in the ranked order, and follow a write', async () => {
    const matches = `lower(first_name || ' ' || last_name) like '%a%' or lower(email) like '%a%' or lower(member_number) like '%a%'`;
    const ranked = `lower(last_name) like 'a%' desc, ${BY_LAST_NAME}`;
    const deepSearch = async () => {
      const page = await listMembers('q=a&perPage=20&page=60');
      expect(page.items.map((member) => member.id)).toEqual(await idsInSql(matches, ranked, 1180, 20));
      expect(page.total).toBe(await countInSql(matches));
    };
    await deepSearch();
    await createMember('Aardvark');
    await deepSearch();
  });

  it('gives a page past the end and the last page the exact count, after a write', async () => {
    const [{ count }] = (await server.query<{ count: number }>(
      'select count(*)::int as count from members where archived_at is null',
    )) as [{ count: number }];
    const perPage = [97, 89, 83].find((size) => count % size !== 0)!;
    const lastPage = Math.ceil(count / perPage);
    expect(await listMembers(`perPage=${perPage}&page=${lastPage + 1}`)).toEqual({ items: [], total: count });
    await createMember('Zzzzzzz');
    const last = await listMembers(`perPage=${perPage}&page=${lastPage}`);
    expect(last.total).toBe(count + 1);
    expect(last.items.at(-1)?.lastName).toBe('Zzzzzzz');
  });
});
