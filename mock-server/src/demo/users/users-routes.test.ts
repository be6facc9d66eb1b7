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

const call = (
  method: string,
  pathname: string,
  { body, token = developer }: { body?: unknown; token?: string } = {},
) => server.api(method, `/apps/user/users${pathname}`, { body, token });

const NEW_USER = {
  fullName: 'Zelda Quintero',
  username: 'zelda.q',
  email: 'zelda@example.com',
  company: 'Hyrule Fitness',
  country: 'Portugal',
  contact: '+351 912 345 678',
  role: 'editor',
  currentPlan: 'team',
  status: 'pending',
};

describe('demo users', () => {
  it('lists 10 users a page with every field, and the total', async () => {
    const { status, body } = await call('GET', '');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(50);
    expect(body.users).toHaveLength(10);
    expect(body.users[0]).toEqual({
      id: 1,
      fullName: expect.any(String),
      company: expect.any(String),
      role: expect.stringMatching(/^(admin|author|editor|maintainer|subscriber)$/),
      username: expect.any(String),
      country: expect.any(String),
      contact: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      currentPlan: expect.stringMatching(/^(basic|company|enterprise|team)$/),
      status: expect.stringMatching(/^(active|inactive|pending)$/),
      avatar: null,
      taskDone: expect.any(Number),
      projectDone: expect.any(Number),
    });
    expect((await call('GET', '?page=2&perPage=5')).body.users.map((user: Json) => user.id)).toEqual([
      6, 7, 8, 9, 10,
    ]);
  });

  it('filters by role, plan and status together, searches and sorts', async () => {
    const { body } = await call('GET', '?role=editor&plan=enterprise&status=active&perPage=100');
    for (const user of body.users) {
      expect([user.role, user.currentPlan, user.status]).toEqual(['editor', 'enterprise', 'active']);
    }
    const all = (await call('GET', '?perPage=100')).body.users;
    expect(body.total).toBe(
      all.filter((u: Json) => u.role === 'editor' && u.currentPlan === 'enterprise' && u.status === 'active')
        .length,
    );
    const someone = all[17];
    const found = await call('GET', `?q=${encodeURIComponent(someone.fullName.toUpperCase())}`);
    expect(found.body.users.map((u: Json) => u.id)).toContain(someone.id);
    const names = (await call('GET', '?sortBy=fullName&sortDesc=true&perPage=100')).body.users.map(
      (u: Json) => u.fullName,
    );
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('refuses unknown filters and sort keys with 400', async () => {
    expect((await call('GET', '?role=owner')).status).toBe(400);
    expect((await call('GET', '?sortBy=password')).status).toBe(400);
    expect((await call('GET', '?plan=gold')).status).toBe(400);
  });

  it('adds a user with the next id, refuses an invalid one, and finds it', async () => {
    const total = (await call('GET', '')).body.total;
    const created = await call('POST', '', { body: { user: NEW_USER } });
    expect(created.status).toBe(201);
    expect(created.body.user).toEqual({
      ...NEW_USER,
      id: expect.any(Number),
      avatar: null,
      taskDone: 0,
      projectDone: 0,
    });
    expect(created.body.user.id).toBeGreaterThan(total - 1);
    const invalid = await call('POST', '', {
      body: { user: { ...NEW_USER, email: 'not-an-email', role: 'owner' } },
    });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('Enter a valid email address.');
    expect((await call('GET', '?q=zelda')).body.users.map((u: Json) => u.id)).toEqual([created.body.user.id]);
    const fetched = await call('GET', `/${created.body.user.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.user).toEqual(created.body.user);
  });

  it('gets one user, 404 when unknown, 400 for a bad id', async () => {
    const found = await call('GET', '/3');
    expect(found.body.user.id).toBe(3);
    const missing = await call('GET', '/9999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('User not found');
    expect((await call('GET', '/abc')).status).toBe(400);
  });

  it('updates a user, 404 when unknown', async () => {
    const updated = await call('POST', '/4', {
      body: { user: { ...NEW_USER, fullName: 'Four Updated', username: 'four' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ id: 4, fullName: 'Four Updated', username: 'four' });
    expect((await call('GET', '/4')).body.user.fullName).toBe('Four Updated');
    expect((await call('POST', '/9999', { body: { user: NEW_USER } })).status).toBe(404);
  });

  it('lets a client-role account in nowhere', async () => {
    expect((await call('GET', '', { token: client })).status).toBe(403);
    expect((await call('GET', '/1', { token: client })).status).toBe(403);
    expect((await call('POST', '', { body: { user: NEW_USER }, token: client })).status).toBe(403);
  });
});
