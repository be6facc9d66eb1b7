import { rulesForRole } from '@cloudfit/shared/abilities/ability-rules';
import { AUTH_MESSAGES } from '@cloudfit/shared/schemas/auth.schema';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.request(`/api/v1/jwt/${path}`, { method: 'POST', body });

describe('POST /jwt/login', () => {
  it('returns userData with the role abilities and both tokens', async () => {
    const response = await post('login', { email: 'Admin@Demo.com', password: 'admin' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toEqual({
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      avatar: null,
      email: 'admin@demo.com',
      locale: null,
      role: 'admin',
      ability: rulesForRole('admin'),
      extras: { eCommerceCartItemsCount: 0 },
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('gives the client role its front-desk abilities', async () => {
    const body = await server.login('client@demo.com', 'client');
    expect(body.userData.role).toBe('client');
    expect(body.userData.ability).toEqual(rulesForRole('client'));
  });

  it('answers a wrong password and an unknown email alike, in similar time', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await post('login', { email, password: 'wrong-password' });
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    const wrongPassword = await timed('developer@demo.com');
    const unknownEmail = await timed('nobody@demo.com');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    // Both run the password KDF; without it the unknown email would answer in about 1 ms. On a busy
    // machine one answer can take far longer than the other, so the bar is at most 10 ms.
    expect(unknownEmail.ms).toBeGreaterThan(Math.min(wrongPassword.ms / 4, 10));
  });

  it('refuses an inactive account with the same message', async () => {
    await server.query(`update staff set active = false where email = 'developer@demo.com'`);
    try {
      const response = await post('login', { email: 'developer@demo.com', password: 'developer' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    } finally {
      await server.query(`update staff set active = true where email = 'developer@demo.com'`);
    }
  });

  it('sends the SPEC messages for missing fields', async () => {
    const response = await post('login', {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('answers 429 after five failures for one email, and successes never count', async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await post('login', { email: 'client@demo.com', password: 'client' })).status).toBe(200);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('login', { email: 'limit@demo.com', password: 'nope' })).status).toBe(400);
    }
    const blocked = await post('login', { email: 'LIMIT@demo.com', password: 'nope' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      error: { code: 'rate_limited', message: AUTH_MESSAGES.tooManyAttempts },
    });
    expect((await post('login', { email: 'client@demo.com', password: 'client' })).status).toBe(200);
  });
});

describe('failed sign-ins across API instances', () => {
  let shared: TestServer;
  beforeAll(async () => {
    shared = await startTestServer({ appInstances: 2 });
  }, TEST_SERVER_START_TIMEOUT_MS);
  afterAll(() => shared.close());

  it('blocks an email on every instance sharing the database once the failures add up to five', async () => {
    const attempt = (instance: number) =>
      shared.request('/api/v1/jwt/login', {
        method: 'POST',
        body: { email: 'shared-limit@demo.com', password: 'nope' },
        instance,
      });
    for (const instance of [0, 1, 0, 1, 0]) expect((await attempt(instance)).status).toBe(400);
    expect((await attempt(1)).status).toBe(429);
    expect((await attempt(0)).status).toBe(429);
  });

  it("counts an IP's requests to a /jwt route once across the instances: 100 a minute in all, not 100 each", async () => {
    const refresh = (instance: number) =>
      shared.request('/api/v1/jwt/refresh-token', {
        method: 'POST',
        body: { refreshToken: 'unknown' },
        instance,
      });
    const first = await refresh(0);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect((await refresh(1)).headers.get('x-ratelimit-remaining')).toBe('98');
    for (let sent = 2; sent < 100; sent++) expect((await refresh(sent % 2)).status).toBe(401);
    for (const instance of [0, 1]) {
      const refused = await refresh(instance);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('rate_limited');
      // The window is the first request's minute, whichever instance answers.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });
});

describe('POST /jwt/register', () => {
  it('creates an account with no role, which signs in but may not use the API', async () => {
    const response = await post('register', {
      username: 'newdesk',
      email: 'newdesk@demo.com',
      password: 'long-enough',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.userData).toMatchObject({
      username: 'newdesk',
      email: 'newdesk@demo.com',
      role: null,
      ability: [],
    });

    const login = await server.login('newdesk@demo.com', 'long-enough');
    expect(login.userData.role).toBeNull();
    const members = await server.request('/api/v1/members', { token: login.accessToken });
    expect(members.status).toBe(403);
    expect((await members.json()).error.code).toBe('forbidden');
  });

  it('rejects an email (any case) or username already in use, per field', async () => {
    const response = await post('register', {
      username: 'johndoe',
      email: 'CLIENT@demo.com',
      password: 'long-enough',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      email: AUTH_MESSAGES.emailTaken,
      username: AUTH_MESSAGES.usernameTaken,
    });
  });

  it('sends the SPEC messages for missing fields', async () => {
    const response = await post('register', { username: ' ', email: '', password: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      username: AUTH_MESSAGES.usernameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string) => post('refresh-token', { refreshToken });

  it('rotates on every use', async () => {
    const { refreshToken } = await server.login('admin@demo.com', 'admin');
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    const rotated = await first.json();
    expect(rotated.refreshToken).not.toBe(refreshToken);
    expect((await server.request('/api/v1/members?perPage=1', { token: rotated.accessToken })).status).toBe(
      200,
    );
    expect((await refresh(rotated.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused', async () => {
    const { refreshToken } = await server.login('admin@demo.com', 'admin');
    const { refreshToken: second } = await (await refresh(refreshToken)).json();
    const reuse = await refresh(refreshToken);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({
      error: { code: 'invalid_refresh_token', message: AUTH_MESSAGES.invalidRefreshToken },
    });
    expect((await refresh(second)).status).toBe(401);
  });

  it('refuses unknown tokens with 401', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('logout revokes the token and is idempotent', async () => {
    const { refreshToken } = await server.login('client@demo.com', 'client');
    expect((await post('logout', { refreshToken })).status).toBe(204);
    expect((await post('logout', { refreshToken })).status).toBe(204);
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});

// Last in this file: it uses up the per-IP budget of the /jwt routes for the next minute.
describe('per-IP limit on /jwt routes', () => {
  it('answers 429 once an IP has made 100 requests in a minute', async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt <= 100; attempt++) {
      response = await post('refresh-token', { refreshToken: 'unknown' });
      if (response.status === 429) break;
    }
    expect(response?.status).toBe(429);
    expect((await response!.json()).error.code).toBe('rate_limited');
  });
});
