import { AUTH_MESSAGES, type OutboxMessage } from '@cloudfit/shared/schemas/auth.schema';
import { loadConfig } from '../config';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { RESET_PASSWORD_PATH } from './password-reset-routes';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  // Two API processes' worth of instances on one database, as behind a load balancer.
  server = await startTestServer({ appInstances: 2 });
  adminToken = (await server.login('admin@demo.com', 'admin')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.request(`/api/v1/jwt/${path}`, { method: 'POST', body });

async function outbox(): Promise<OutboxMessage[]> {
  const response = await server.request('/api/v1/outbox', { token: adminToken });
  expect(response.status).toBe(200);
  return (await response.json()).items;
}

/** Registers an account (no role) and gives it the client role, so it can sign in. */
async function newStaff(name: string, password: string): Promise<string> {
  const email = `${name}@reset.test`;
  expect((await post('register', { username: name, email, password })).status).toBe(201);
  await server.query(`update staff set role = 'client' where email = $1`, [email]);
  return email;
}

/** Asks for a reset link and returns the token the mail carries. */
async function requestResetToken(email: string): Promise<string> {
  expect((await post('forgot-password', { email })).status).toBe(204);
  const mail = (await outbox()).find((message) => message.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toBe(RESET_PASSWORD_PATH);
  return url.searchParams.get('token')!;
}

describe('password reset', () => {
  it('sends a single-use link; the new password works, the old one and the old sessions do not', async () => {
    const email = await newStaff('reset_flow', 'old-password');
    const session = await server.login(email, 'old-password');
    const token = await requestResetToken(email);

    const stored = await server.query<{ token_hash: string }>(
      'select token_hash from password_reset_tokens t join staff s on s.id = t.staff_id where s.email = $1',
      [email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);

    expect((await post('reset-password', { token, password: 'new-password' })).status).toBe(204);
    expect((await post('login', { email, password: 'new-password' })).status).toBe(200);
    expect((await post('login', { email, password: 'old-password' })).status).toBe(400);
    expect((await post('refresh-token', { refreshToken: session.refreshToken })).status).toBe(401);

    const again = await post('reset-password', { token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toEqual({ token: AUTH_MESSAGES.resetLinkInvalid });
    expect((await post('login', { email, password: 'new-password' })).status).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const email = await newStaff('reset_expired', 'old-password');
    const token = await requestResetToken(email);
    await server.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second'
        where staff_id = (select id from staff where email = $1)`,
      [email],
    );
    expect((await post('reset-password', { token, password: 'new-password' })).status).toBe(400);
    expect((await post('login', { email, password: 'old-password' })).status).toBe(200);
  });

  it('expires a link 30 minutes after it is sent', async () => {
    const email = await newStaff('reset_ttl', 'old-password');
    await requestResetToken(email);
    const [row] = await server.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
         from password_reset_tokens where staff_id = (select id from staff where email = $1)`,
      [email],
    );
    expect(row!.minutes).toBe(30);
  });

  it('answers an unknown email as a known one and sends nothing', async () => {
    const before = (await outbox()).length;
    const unknown = await post('forgot-password', { email: 'nobody-here@reset.test' });
    expect(unknown.status).toBe(204);
    expect(await unknown.text()).toBe('');
    expect(await outbox()).toHaveLength(before);
  });

  it('uses up the older links of the account when one of them is used', async () => {
    const email = await newStaff('reset_two_links', 'old-password');
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    expect((await post('reset-password', { token: second, password: 'new-password' })).status).toBe(204);
    expect((await post('reset-password', { token: first, password: 'other-password' })).status).toBe(400);
  });

  it('refuses an invented token and a short password with the field messages', async () => {
    const invented = await post('reset-password', { token: 'x'.repeat(43), password: 'new-password' });
    expect((await invented.json()).error.fields).toEqual({ token: AUTH_MESSAGES.resetLinkInvalid });
    const short = await post('reset-password', { token: 'x', password: 'short' });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.password).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it('writes the mail in the language the request was made in, and in English for one it does not know', async () => {
    const email = await newStaff('reset_language', 'old-password');
    const mailFor = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const response = await server.request('/api/v1/jwt/forgot-password', {
        method: 'POST',
        body: { email, ...body },
        headers,
      });
      expect(response.status).toBe(204);
      return (await outbox()).find((message) => message.to === email)!;
    };

    const german = await mailFor({ locale: 'de' });
    expect(german.subject).toBe('Ihr CloudFit-Passwort zurücksetzen');
    expect(german.text).toContain(
      'Jemand hat angefordert, das Passwort Ihres CloudFit-Kontos zurückzusetzen.',
    );
    expect(german.text).toContain('innerhalb von 30 Minuten');

    const fromHeader = await mailFor({}, { 'accept-language': 'fr-CH, de;q=0.8' });
    expect(fromHeader.subject).toBe('Réinitialisez votre mot de passe CloudFit');
    const traditionalChinese = await mailFor({ locale: 'zh-Hant-TW' });
    expect(traditionalChinese.subject).toBe('重設您的 CloudFit 密碼');

    const unknown = await mailFor({ locale: 'tlh' });
    expect(unknown.subject).toBe('Reset your CloudFit password');
    expect(unknown.text).toContain('The link works once, within 30 minutes.');
    expect((await post('forgot-password', { email, locale: 'x'.repeat(36) })).status).toBe(400);
  });

  it('keeps the mail where every API instance reads it, not in the memory of the one that sent it', async () => {
    const email = await newStaff('reset_other_instance', 'old-password');
    const asked = await server.request('/api/v1/jwt/forgot-password', {
      method: 'POST',
      body: { email },
      instance: 0,
    });
    expect(asked.status).toBe(204);
    const read = await server.request('/api/v1/outbox', { token: adminToken, instance: 1 });
    const mails: OutboxMessage[] = (await read.json()).items;
    expect(mails.find((message) => message.to === email)?.subject).toBe('Reset your CloudFit password');
  });

  it('lets only staff managers read the outbox', async () => {
    expect((await server.request('/api/v1/outbox')).status).toBe(401);
    const client = await server.login('client@demo.com', 'client');
    expect((await server.request('/api/v1/outbox', { token: client.accessToken })).status).toBe(403);
  });
});

describe('GET /jwt/login-settings', () => {
  it('shows the demo accounts unless CLOUDFIT_HIDE_DEMO_ACCOUNTS=true', async () => {
    const response = await server.request('/api/v1/jwt/login-settings');
    expect(await response.json()).toEqual({ showDemoAccounts: true });
    expect(loadConfig({ PGLITE_DIR: 'memory', CLOUDFIT_HIDE_DEMO_ACCOUNTS: 'true' }).showDemoAccounts).toBe(
      false,
    );
  });
});
