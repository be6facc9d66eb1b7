import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { signAccessToken } from './access-token';

const jwtSecret = randomBytes(32);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ jwtSecret });
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

async function expectUnauthorized(token?: string) {
  const response = await server.request('/api/v1/centers', { token });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Unauthorized' } });
}

describe('authenticate', () => {
  it('answers 401 without a token', () => expectUnauthorized());

  it('answers 401 for a malformed token or one signed with another secret', async () => {
    await expectUnauthorized('garbage');
    await expectUnauthorized(await signAccessToken({ staffId: 1, role: 'admin' }, randomBytes(32), 600));
  });

  it('answers 401 for an expired token', async () => {
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 700)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .sign(jwtSecret);
    await expectUnauthorized(expired);
  });

  it('answers 401 for a token it accepted before, once that token has expired', async () => {
    const token = await signAccessToken({ staffId: 1, role: 'admin' }, jwtSecret, 2);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect((await server.request('/api/v1/centers', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    await expectUnauthorized(token);
  });

  it('answers 401 for a token of a staff id that does not exist', async () => {
    await expectUnauthorized(await signAccessToken({ staffId: 99_999, role: 'admin' }, jwtSecret, 600));
  });

  it('accepts a valid token', async () => {
    const token = await signAccessToken({ staffId: 1, role: 'admin' }, jwtSecret, 600);
    expect((await server.request('/api/v1/centers', { token })).status).toBe(200);
  });
});

describe('authorize', () => {
  it('answers 403 when the role may not read the subject', async () => {
    const { accessToken } = await server.login('client@demo.com', 'client');
    const response = await server.request('/api/v1/staff', { token: accessToken });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden');
    expect((await server.request('/api/v1/centers', { token: accessToken })).status).toBe(200);
  });

  it('lets an admin read staff', async () => {
    const { accessToken } = await server.login('admin@demo.com', 'admin');
    const response = await server.request('/api/v1/staff?isTrainer=true&perPage=100', { token: accessToken });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(10);
    expect(body.items.every((item: { isTrainer: boolean }) => item.isTrainer)).toBe(true);
  });
});

describe('a changed account', () => {
  async function createClientAccount(adminToken: string) {
    const [center] = (await (await server.request('/api/v1/centers', { token: adminToken })).json()).items;
    const username = `desk${Date.now().toString(36)}`;
    const response = await server.request('/api/v1/staff', {
      method: 'POST',
      token: adminToken,
      body: {
        username,
        email: `${username}@guards.test`,
        fullName: 'Front Desk',
        password: 'front-desk-password',
        role: 'client',
        centerIds: [center.id],
        isTrainer: false,
        active: true,
      },
    });
    expect(response.status).toBe(201);
    const account = await response.json();
    const { accessToken } = await server.login(account.email, 'front-desk-password');
    return { account, accessToken };
  }

  async function updateAccount(adminToken: string, id: number, changes: Record<string, unknown>) {
    const current = await (await server.request(`/api/v1/staff/${id}`, { token: adminToken })).json();
    const { email, fullName, role, centerIds, isTrainer, active, version } = current;
    const response = await server.request(`/api/v1/staff/${id}`, {
      method: 'PUT',
      token: adminToken,
      body: { email, fullName, role, centerIds, isTrainer, active, version, ...changes },
    });
    expect(response.status).toBe(200);
  }

  it('answers with the new role and refuses a deactivated account from the next request', async () => {
    const admin = (await server.login('admin@demo.com', 'admin')).accessToken;
    const { account, accessToken } = await createClientAccount(admin);
    expect((await server.request('/api/v1/staff', { token: accessToken })).status).toBe(403);
    expect((await server.request('/api/v1/centers', { token: accessToken })).status).toBe(200);

    await updateAccount(admin, account.id, { role: 'admin' });
    expect((await server.request('/api/v1/staff', { token: accessToken })).status).toBe(200);

    await updateAccount(admin, account.id, { active: false });
    await expectUnauthorized(accessToken);
  });
});
