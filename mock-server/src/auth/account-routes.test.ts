import type { AccountProfile } from '@cloudfit/shared/schemas/account.schema';
import { AUTH_MESSAGES } from '@cloudfit/shared/schemas/auth.schema';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

/** A staff member of their own for each test, so password changes do not leak between tests. */
async function newStaff(password = 'first-password') {
  const email = `account-${Math.random().toString(36).slice(2, 10)}@demo.com`;
  const admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  const created = await server.request('/api/v1/staff', {
    method: 'POST',
    token: admin,
    body: {
      email,
      username: email.split('@')[0],
      fullName: 'Account Test',
      role: 'client',
      centerIds: [],
      isTrainer: false,
      active: true,
      password,
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, email, ...(await server.login(email, password)) };
}

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await server.request(`/api/v1/${path}`, { method, token, body });
  return { status: response.status, body: await response.json().catch(() => null) };
};

describe('GET/PUT /account/profile', () => {
  it("shows and edits the signed-in staff member's own name, phone and language, audit-logged", async () => {
    const account = await newStaff();
    const read = await call('GET', 'account/profile', account.accessToken);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: account.id,
      email: account.email,
      fullName: 'Account Test',
      phone: null,
      locale: null,
      role: 'client',
    });
    expect(JSON.stringify(read.body)).not.toMatch(/password/i);

    const saved = await call('PUT', 'account/profile', account.accessToken, {
      fullName: '  Ana Silva ',
      phone: '0912 345 678',
      locale: 'pt',
      version: read.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fullName: 'Ana Silva', phone: '0912 345 678', locale: 'pt' });
    expect(saved.body.version).toBe(read.body.version + 1);

    // The language comes with the next sign-in, for a device where none was chosen yet.
    expect((await server.login(account.email, 'first-password')).userData).toMatchObject({
      fullName: 'Ana Silva',
      locale: 'pt',
    });
    const [audit] = await server.query<{
      actor_staff_id: number;
      before: AccountProfile;
      after: AccountProfile;
    }>(
      `select actor_staff_id, before, after from audit_log where entity = 'staff' and entity_id = $1 and action = 'update'`,
      [String(account.id)],
    );
    expect(audit).toMatchObject({
      actor_staff_id: account.id,
      before: { fullName: 'Account Test', phone: null },
      after: { fullName: 'Ana Silva', phone: '0912 345 678', locale: 'pt' },
    });
  });

  it('never changes the email or the role, refuses bad input with messages and a stale version with 409', async () => {
    const account = await newStaff();
    const { body: profile } = await call('GET', 'account/profile', account.accessToken);
    const sneaky = await call('PUT', 'account/profile', account.accessToken, {
      fullName: 'X',
      phone: null,
      locale: null,
      role: 'admin',
      email: 'boss@demo.com',
      version: profile.version,
    });
    expect(sneaky.status).toBe(400);
    const bad = await call('PUT', 'account/profile', account.accessToken, {
      fullName: ' ',
      phone: '1'.repeat(41),
      locale: 'xx',
      version: profile.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      fullName: 'Enter a full name.',
      phone: 'Keep the phone number under 40 characters.',
      locale: 'Choose a language.',
    });
    const stale = await call('PUT', 'account/profile', account.accessToken, {
      fullName: 'Late',
      phone: null,
      locale: null,
      version: profile.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ fullName: 'Account Test' });
    const [row] = await server.query<{ role: string; email: string }>(
      'select role, email from staff where id = $1',
      [account.id],
    );
    expect(row).toEqual({ role: 'client', email: account.email });
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('/api/v1/account/profile')).status).toBe(401);
  });
});

describe('POST /account/password', () => {
  it('refuses a wrong current password with a message, and changes nothing', async () => {
    const account = await newStaff();
    const wrong = await call('POST', 'account/password', account.accessToken, {
      currentPassword: 'not-it',
      newPassword: 'second-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    expect((await server.login(account.email, 'first-password')).userData.id).toBe(account.id);
  });

  it('holds the new password to the reset rule', async () => {
    const account = await newStaff();
    const short = await call('POST', 'account/password', account.accessToken, {
      currentPassword: 'first-password',
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooShort });
  });

  it('keeps this session with fresh tokens, signs out every other one, and is audit-logged', async () => {
    const account = await newStaff();
    const otherDevice = await server.login(account.email, 'first-password');
    const changed = await call('POST', 'account/password', account.accessToken, {
      currentPassword: 'first-password',
      newPassword: 'second-password',
    });
    expect(changed.status).toBe(200);
    const refresh = (refreshToken: string) =>
      server.request('/api/v1/jwt/refresh-token', { method: 'POST', body: { refreshToken } });
    expect((await refresh(otherDevice.refreshToken)).status).toBe(401);
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect((await refresh(changed.body.refreshToken)).status).toBe(200);
    expect((await call('GET', 'account/profile', changed.body.accessToken)).status).toBe(200);

    const oldPassword = await server.request('/api/v1/jwt/login', {
      method: 'POST',
      body: { email: account.email, password: 'first-password' },
    });
    expect(oldPassword.status).toBe(400);
    expect((await server.login(account.email, 'second-password')).userData.id).toBe(account.id);
    const audit = await server.query<{ action: string; actor_staff_id: number; after: unknown }>(
      `select action, actor_staff_id, after from audit_log where entity = 'staff' and entity_id = $1 and action = 'password-change'`,
      [String(account.id)],
    );
    expect(audit).toEqual([{ action: 'password-change', actor_staff_id: account.id, after: null }]);
  });

  it('is limited like signing in: after five wrong current passwords even the right one waits', async () => {
    const account = await newStaff();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call('POST', 'account/password', account.accessToken, {
        currentPassword: `guess-${attempt}`,
        newPassword: 'second-password',
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await call('POST', 'account/password', account.accessToken, {
      currentPassword: 'first-password',
      newPassword: 'second-password',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});
