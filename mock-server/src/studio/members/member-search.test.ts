import type { MemberListItem } from '@cloudfit/shared/schemas/member.schema';
import { memberInput } from '../../test-support/member-input';
import { listMemberPage } from '../../test-support/member-list';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

// A surname search first looks for its page among the members whose last name starts with it;
// any other search (digits, an e-mail, words with a space) sorts every match in one statement
// and counts them in it. Both must give the order and totals of the list's rule.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const listMembers = (query: string) => listMemberPage(server, token, query);

/** The search's matches in the list's order: last names starting with it first, each group by name. */
async function matchesInSql(text: string): Promise<number[]> {
  // Digits alone also rank the member whose number they are first ("1573": M001573).
  const exactNumber = /^[0-9]+$/.test(text) ? `M${String(Number(text)).padStart(6, '0')}` : null;
  const rows = await server.query<{ id: number }>(
    `select id from members
     where archived_at is null and (lower(first_name || ' ' || last_name) like '%' || $1 || '%'
       or lower(email) like '%' || $1 || '%' or regexp_replace(phone, '[^0-9]', '', 'g') like '%' || $1 || '%'
       or lower(member_number) like '%' || $1 || '%'
       or ($1 like '% %' and lower(last_name || ' ' || first_name) like '%' || $1 || '%'))
     order by (member_number = coalesce($2, '') or lower(last_name) collate "C" like $1 || '%') desc,
       lower(last_name) collate "C", lower(first_name) collate "C", id`,
    [text, exactNumber],
  );
  return rows.map((row) => row.id);
}

async function createMember(
  firstName: string,
  lastName: string,
  email: string | null = null,
): Promise<number> {
  const response = await server.request('/api/v1/members', {
    method: 'POST',
    token,
    body: memberInput({ firstName, lastName, email, homeCenterId: 1 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as MemberListItem).id;
}

describe('GET /members?q=', () => {
  it('ranks last names that start with a search of two words first', async () => {
    const vanDijk = await createMember('Zed', 'Van Dijk');
    const dobrev = await createMember('Ivan', 'Dobrev');
    const page = await listMembers('q=van%20d&perPage=100');
    const ids = page.items.map((member) => member.id);
    expect(ids).toEqual(await matchesInSql('van d'));
    expect(ids.indexOf(vanDijk)).toBeLessThan(ids.indexOf(dobrev));
    expect(page.total).toBe(ids.length);
  });

  it('finds a search of two words in names, as the general search would', async () => {
    const jamyWang = await createMember('Jamy', 'Wang');
    const amyWangsa = await createMember('Amy', 'Wangsa', 'amy.wangsa@example.com');
    const page = await listMembers('q=Amy%20Wang&perPage=100');
    const ids = page.items.map((member) => member.id);
    expect(ids).toEqual(await matchesInSql('amy wang'));
    expect(ids).toEqual(expect.arrayContaining([jamyWang, amyWangsa]));
    expect(page.total).toBe(ids.length);
  });

  it('finds an e-mail search in addresses and in names, only where the whole search is', async () => {
    const exact = await createMember('Dana', 'Lee', 'desk.lee@studio.example');
    const longerLocalPart = await createMember('Ola', 'Lee', 'front.desk.lee@studio.example');
    const longerDomain = await createMember('Ian', 'Lee', 'desk.lee@studio.example.tw');
    const otherDomain = await createMember('Eve', 'Lee', 'desk.lee@other.example');
    const inName = await createMember('desk.lee@studio.example', 'Lee');
    for (const text of [
      'Desk.Lee@Studio.example',
      'lee@studio.example',
      'k.lee@',
      'e@studio.example',
      '@studio.example',
    ]) {
      const page = await listMembers(`q=${encodeURIComponent(text)}&perPage=100`);
      const ids = page.items.map((member) => member.id);
      expect(ids).toEqual(await matchesInSql(text.toLowerCase()));
      expect(page.total).toBe(ids.length);
    }
    const ids = (await listMembers('q=desk.lee%40studio.example&perPage=100')).items.map(
      (member) => member.id,
    );
    expect(ids).toEqual(expect.arrayContaining([exact, longerLocalPart, longerDomain, inName]));
    expect(ids).not.toContain(otherDomain);
  });

  it('pages a digits search with more matches than a page in the list order, with their count', async () => {
    const expected = await matchesInSql('12');
    expect(expected.length).toBeGreaterThan(40);
    const pages = [await listMembers('q=12&perPage=20'), await listMembers('q=12&perPage=20&page=2')];
    expect(pages.flatMap((page) => page.items.map((member) => member.id))).toEqual(expected.slice(0, 40));
    for (const page of pages) {
      expect(page.total).toBe(expected.length);
      expect(page.totalCapped).toBeUndefined();
    }
  });

  it('finds a name typed surname first, as the desk reads it off an ID card', async () => {
    const angela = await createMember('Angela', 'Wangsu');
    const other = await createMember('Angela', 'Chen');
    const page = await listMembers('q=Wangsu%20Angela&perPage=100');
    const ids = page.items.map((member) => member.id);
    expect(ids).toContain(angela);
    expect(ids).not.toContain(other);
    expect(ids).toEqual(await matchesInSql('wangsu angela'));
    expect(page.total).toBe(ids.length);
  });

  it('puts the member whose number a bare digits search is first, ahead of phones and other numbers', async () => {
    const [member] = await server.query<{ id: number; member_number: string }>(
      `select id, member_number from members where archived_at is null and last_name > 'T' order by id limit 1`,
    );
    const digits = String(Number(member!.member_number.slice(1)));
    const page = await listMembers(`q=${digits}&perPage=8`);
    expect(page.items[0]?.id).toBe(member!.id);
    expect(page.items.map((item) => item.id)).toEqual((await matchesInSql(digits)).slice(0, 8));
  });

  it('gives a surname search its ranked page and the count of every match', async () => {
    const expected = await matchesInSql('lin');
    const page = await listMembers('q=Lin&perPage=20&page=2');
    expect(page.items.map((member) => member.id)).toEqual(expected.slice(20, 40));
    expect(page.total).toBe(Math.min(expected.length, 1000));
  });
});
