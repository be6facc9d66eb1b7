import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let developer: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

async function get(pathname: string, token = developer) {
  const response = await server.request(`/api/v1/good-table${pathname}`, { token });
  return { status: response.status, body: (await response.json()) as Json };
}

const STATUSES = ['current', 'professional', 'rejected', 'resigned', 'applied'];

describe('good-table', () => {
  it('basic lists the 100 fixed employees with every template field', async () => {
    const { status, body } = await get('/basic');
    expect(status).toBe(200);
    expect(body).toHaveLength(100);
    expect(body.map((row: Json) => row.id)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    for (const row of body) {
      expect(row).toEqual({
        id: expect.any(Number),
        avatar: null,
        fullName: expect.stringMatching(/\S+ \S+/),
        post: expect.any(String),
        email: expect.stringMatching(/^\S+@example\.com$/),
        city: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        salary: expect.any(Number),
        age: expect.any(Number),
        experience: expect.any(Number),
        status: expect.any(String),
      });
      expect(STATUSES).toContain(row.status);
      expect(row.age).toBeGreaterThanOrEqual(21);
      expect(row.age).toBeLessThanOrEqual(65);
    }
    expect((await get('/basic')).body).toEqual(body);
  });

  it('row-group puts every employee under exactly one heading, their post', async () => {
    const { status, body } = await get('/row-group');
    expect(status).toBe(200);
    const labels = body.map((group: Json) => group.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b)));
    expect(new Set(labels).size).toBe(labels.length);
    for (const group of body) {
      expect(group.mode).toBe('span');
      expect(group.children.length).toBeGreaterThan(0);
      expect(group.children.every((row: Json) => row.post === group.label)).toBe(true);
    }
    expect(body.flatMap((group: Json) => group.children)).toHaveLength(100);
  });

  it('advanced-search gives the same rows as basic for the client-side filters', async () => {
    const [advanced, basic] = await Promise.all([get('/advanced-search'), get('/basic')]);
    expect(advanced.status).toBe(200);
    expect(advanced.body).toEqual(basic.body);
  });

  it('table_ssr pages, sorts and searches on the server', async () => {
    const first = await get('/table_ssr');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(100);
    expect(first.body.rows.map((row: Json) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const third = await get('/table_ssr?perPage=25&page=3');
    expect(third.body.rows.map((row: Json) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => 51 + i));
    expect((await get('/table_ssr?perPage=25&page=5')).body).toEqual({ total: 100, rows: [] });

    const bySalary = await get('/table_ssr?sortBy=salary&sortDesc=true&perPage=100');
    const salaries = bySalary.body.rows.map((row: Json) => row.salary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    const byName = await get('/table_ssr?sortBy=fullName&perPage=100');
    const names = byName.body.rows.map((row: Json) => row.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const anyone = first.body.rows[0];
    const lastName = anyone.fullName.split(' ')[1].toUpperCase();
    const searched = await get(`/table_ssr?q=${encodeURIComponent(lastName)}&perPage=100`);
    expect(searched.body.total).toBeGreaterThan(0);
    expect(searched.body.total).toBe(searched.body.rows.length);
    expect(searched.body.rows.map((row: Json) => row.id)).toContain(anyone.id);
    for (const row of searched.body.rows) {
      const text = [row.fullName, row.email, row.post, row.city].join(' ').toUpperCase();
      expect(text).toContain(lastName);
    }
    expect((await get('/table_ssr?q=nobody-has-this-name')).body).toEqual({ total: 0, rows: [] });
  });

  it.each([
    'perPage=0',
    'perPage=101',
    'perPage=ten',
    'page=0',
    'page=-2',
    'sortBy=password',
    'sortDesc=maybe',
    'unknown=1',
  ])('table_ssr answers 400 to %s', async (query) => {
    const { status, body } = await get(`/table_ssr?${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toEqual(expect.any(String));
  });

  it('refuses the client role (403) and anonymous calls (401)', async () => {
    for (const pathname of ['/basic', '/row-group', '/advanced-search', '/table_ssr']) {
      expect((await get(pathname, client)).status).toBe(403);
      expect((await server.request(`/api/v1/good-table${pathname}`)).status).toBe(401);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const response = await server.request('/api/v1/openapi.json');
    const document = (await response.json()) as Json;
    const paths = Object.keys(document.paths);
    for (const pathname of ['basic', 'row-group', 'advanced-search', 'table_ssr']) {
      expect(paths).toContain(`/api/v1/good-table/${pathname}`);
    }
  });
});
