import type { MemberListItem } from '@cloudfit/shared/schemas/member.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

async function getJson(pathname: string) {
  const response = await server.request(pathname, { token });
  return { status: response.status, body: await response.json() };
}

async function listMembers(
  query: string,
): Promise<{ items: MemberListItem[]; total: number; totalCapped?: boolean }> {
  const { status, body } = await getJson(`/api/v1/members?${query}`);
  expect(status).toBe(200);
  return body;
}

async function countInDatabase(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ count: number }>(
    `select count(*)::int as count from members where archived_at is null and (${where})`,
    params,
  );
  return row!.count;
}

describe('GET /members', () => {
  it('filters by tag, and lists every tag in use with its count', async () => {
    const tags = await getJson('/api/v1/members/tags');
    expect(tags.status).toBe(200);
    const [first] = tags.body.items as { tag: string; members: number }[];
    expect(first!.members).toBe(await countInDatabase('$1 = any(tags)', [first!.tag]));
    const tagged = await listMembers(`tag=${encodeURIComponent(first!.tag)}&perPage=100`);
    expect(tagged.total).toBe(first!.members);
    expect(tagged.items.every((member) => member.tags.includes(first!.tag))).toBe(true);
    expect((await listMembers('tag=no-such-tag-anywhere')).total).toBe(0);
  });

  it('pages all members, 10 by default, sorted by last name then first name', async () => {
    const page = await listMembers('');
    expect(await countInDatabase('true')).toBeGreaterThan(1000);
    // Exact: a studio of 2,400 members reads "2,400 members", never "1,000+".
    expect(page.total).toBe(await countInDatabase('true'));
    expect(page.totalCapped).toBeUndefined();
    expect(page.items).toHaveLength(10);
    const keys = page.items.map((member) => `${member.lastName} ${member.firstName}`);
    expect(keys).toEqual([...keys].sort());
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      memberNumber: expect.stringMatching(/^M\d{6}$/),
      firstName: expect.any(String),
      lastName: expect.any(String),
      fullName: `${page.items[0]!.firstName} ${page.items[0]!.lastName}`,
      email: expect.any(String),
      phone: expect.stringMatching(/^09\d{2}-\d{3}-\d{3}$/),
      birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      homeCenterId: expect.any(Number),
      homeCenterName: expect.stringMatching(/^CloudFit /),
      tags: expect.any(Array),
      photoUrl: null,
      joinedAt: expect.stringMatching(/Z$/),
      version: 1,
      statuses: expect.any(Array),
      expiresInDays: null,
    });
  });

  it('pages without overlap, with an id tiebreak', async () => {
    const first = await listMembers('perPage=25&page=1&sortBy=lastName');
    const second = await listMembers('perPage=25&page=2&sortBy=lastName');
    const ids = new Set([...first.items, ...second.items].map((member) => member.id));
    expect(ids.size).toBe(50);
    const count = await countInDatabase('true');
    const last = await listMembers(`perPage=100&page=${Math.ceil(count / 100)}`);
    expect(last.items).toHaveLength(count % 100 || 100);
  });

  it('gives a deep page the same members as the whole list sorted in SQL', async () => {
    const expected = await server.query<{ id: number }>(
      `select id from members where archived_at is null
       order by lower(first_name) collate "C" desc, lower(last_name) collate "C" desc, id desc offset 1500 limit 50`,
    );
    const deep = await listMembers('sortBy=firstName&sortDesc=true&perPage=50&page=31');
    expect(deep.items.map((member) => member.id)).toEqual(expected.map((row) => row.id));
  });

  it('counts every member on every page, the first, the last and beyond it', async () => {
    const count = await countInDatabase('true');
    // A page size that leaves a short last page.
    const perPage = [97, 89, 83].find((size) => count % size !== 0)!;
    const lastPage = Math.ceil(count / perPage);
    for (const page of [1, lastPage - 1, lastPage, lastPage + 5]) {
      const read = await listMembers(`perPage=${perPage}&page=${page}`);
      expect(read.total).toBe(count);
      expect(read.totalCapped).toBeUndefined();
    }
    expect((await listMembers(`perPage=${perPage}&page=${lastPage}`)).items).toHaveLength(count % perPage);
  });

  it('lists members whose last name starts with the search first, each group by name', async () => {
    const pages = [await listMembers('q=LIN&perPage=100')];
    while (pages.length * 100 < pages[0]!.total)
      pages.push(await listMembers(`q=lin&perPage=100&page=${pages.length + 1}`));
    const found = pages.flatMap((page) => page.items);
    expect(found).toHaveLength(
      await countInDatabase(
        `lower(first_name || ' ' || last_name) like '%lin%' or lower(email) like '%lin%' or lower(member_number) like '%lin%'`,
      ),
    );
    const surnameFirst = found.map((member) => member.lastName.toLowerCase().startsWith('lin'));
    const firstOther = surnameFirst.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(surnameFirst.slice(firstOther)).not.toContain(true);
    for (const group of [found.slice(0, firstOther), found.slice(firstOther)]) {
      const keys = group.map((member) => [
        member.lastName.toLowerCase(),
        member.firstName.toLowerCase(),
        member.id,
      ]);
      const sorted = [...keys].sort((a, b) =>
        a[0]! < b[0]!
          ? -1
          : a[0]! > b[0]!
            ? 1
            : a[1]! < b[1]!
              ? -1
              : a[1]! > b[1]!
                ? 1
                : Number(a[2]) - Number(b[2]),
      );
      expect(keys).toEqual(sorted);
    }
  });

  it('searches name, email, phone and member number case-insensitively', async () => {
    const byName = await listMembers('q=WAYNE%20chen&perPage=100');
    expect(byName.total).toBe(
      await countInDatabase(`lower(first_name || ' ' || last_name) like '%wayne chen%'`),
    );
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((member) => member.fullName.toLowerCase().includes('wayne chen'))).toBe(true);

    expect((await listMembers('q=m000123')).items.map((member) => member.memberNumber)).toEqual(['M000123']);

    const [sample] = await server.query<{ email: string; phone: string; id: number }>(
      'select id, email, phone from members where id = 42',
    );
    expect((await listMembers(`q=${encodeURIComponent(sample!.email.toUpperCase())}`)).items[0]?.id).toBe(42);
    const byPhone = await listMembers(`q=${encodeURIComponent(sample!.phone)}`);
    expect(byPhone.items.map((member) => member.id)).toContain(42);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await listMembers('q=%25')).total).toBe(0);
    expect((await listMembers('q=_')).total).toBe(0);
  });

  it('filters by home center and sorts by any allowed column in either direction', async () => {
    const center2 = await listMembers('centerId=2&sortBy=joinedAt&sortDesc=true&perPage=50');
    expect(center2.total).toBe(await countInDatabase('home_center_id = $1', [2]));
    expect(center2.items.every((member) => member.homeCenterId === 2)).toBe(true);
    const joined = center2.items.map((member) => member.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());

    const byNumber = await listMembers('sortBy=memberNumber&perPage=3');
    expect(byNumber.items.map((member) => member.memberNumber)).toEqual(['M000001', 'M000002', 'M000003']);
  });

  it('answers 400 with the field for an unknown sort or a bad page', async () => {
    const badSort = await getJson('/api/v1/members?sortBy=password_hash');
    expect(badSort.status).toBe(400);
    expect(Object.keys(badSort.body.error.fields)).toEqual(['sortBy']);
    const badPage = await getJson('/api/v1/members?page=0&perPage=1000');
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.body.error.fields).sort()).toEqual(['page', 'perPage']);
  });
});

describe('GET /members/:id', () => {
  it('returns the profile', async () => {
    const { status, body } = await getJson('/api/v1/members/7');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 7, memberNumber: 'M000007', version: 1 });
    expect(body).toHaveProperty('emergencyContactName');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await getJson('/api/v1/members/999999')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Member not found' } },
    });
    expect((await getJson('/api/v1/members/abc')).status).toBe(400);
  });
});

describe('PUT /members/:id', () => {
  it('saves with the current version, bumps it, audits it, and answers 409 with the current record when stale', async () => {
    const { body: member } = await getJson('/api/v1/members/11');
    const {
      id: _id,
      memberNumber: _n,
      fullName: _f,
      homeCenterName: _h,
      joinedAt: _j,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = member;
    const save = (changes: Record<string, unknown>) =>
      server.request('/api/v1/members/11', { method: 'PUT', token, body: { ...input, ...changes } });

    const saved = await save({ notes: 'Prefers morning classes', version: 1 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ notes: 'Prefers morning classes', version: 2 });

    const stale = await save({ notes: 'Overwrite', version: 1 });
    expect(stale.status).toBe(409);
    const conflict = await stale.json();
    expect(conflict.error.code).toBe('version_conflict');
    expect(conflict.error.current).toMatchObject({ id: 11, notes: 'Prefers morning classes', version: 2 });

    const audit = await server.query<{
      action: string;
      actor_staff_id: number;
      before: { notes: string | null };
    }>(
      `select action, actor_staff_id, before from audit_log where entity = 'members' and entity_id = '11' and action = 'update'`,
    );
    expect(audit).toEqual([
      { action: 'update', actor_staff_id: 2, before: expect.objectContaining({ version: 1 }) },
    ]);

    // Saving again with nothing changed writes nothing: the same version, no second audit entry.
    const again = await save({ notes: 'Prefers morning classes', version: 2 });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ notes: 'Prefers morning classes', version: 2 });
    const [entries] = await server.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'members' and entity_id = '11' and action = 'update'`,
    );
    expect(entries!.n).toBe(1);
  });

  it('answers 400 per field for invalid input and for an unknown home center', async () => {
    const { body: member } = await getJson('/api/v1/members/12');
    const invalid = await server.request('/api/v1/members/12', {
      method: 'PUT',
      token,
      body: { firstName: '', version: 1 },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields.firstName).toBe('Enter a first name.');

    const {
      id: _id,
      memberNumber: _n,
      fullName: _f,
      homeCenterName: _h,
      joinedAt: _j,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = member;
    const unknownCenter = await server.request('/api/v1/members/12', {
      method: 'PUT',
      token,
      body: { ...input, homeCenterId: 999 },
    });
    expect(unknownCenter.status).toBe(400);
    expect((await unknownCenter.json()).error.fields).toEqual({ homeCenterId: 'Choose a home branch.' });
  });

  it('answers 404 for an unknown member', async () => {
    const { body: member } = await getJson('/api/v1/members/13');
    const {
      id: _id,
      memberNumber: _n,
      fullName: _f,
      homeCenterName: _h,
      joinedAt: _j,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = member;
    const response = await server.request('/api/v1/members/999999', { method: 'PUT', token, body: input });
    expect(response.status).toBe(404);
  });
});

describe('GET /members/export.csv', () => {
  it('exports every row of the filtered list as CSV', async () => {
    const response = await server.request('/api/v1/members/export.csv?centerId=3&sortBy=memberNumber', {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('members.csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Member number,First name,Last name,Email,Phone,Birthday,Home center,Tags,Joined at,Statuses',
    );
    expect(lines).toHaveLength(1 + (await countInDatabase('home_center_id = 3')));
    expect(lines.slice(1).every((line) => line.includes('CloudFit Banqiao'))).toBe(true);
  });

  it('requires a signed-in user', async () => {
    expect((await server.request('/api/v1/members/export.csv')).status).toBe(401);
  });
});
