import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

const frontEndRoot = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-hardening-'));
const SHELL_HTML =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><script defer src="/main.js"></script></body></html>';

let server: TestServer;
let token: string;
beforeAll(async () => {
  mkdirSync(path.join(frontEndRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(frontEndRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  server = await startTestServer({ frontEndRoot });
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  rmSync(frontEndRoot, { recursive: true, force: true });
});

describe('the whole server', () => {
  it('sends the security headers on pages, API answers and errors alike', async () => {
    for (const response of [
      await server.request('/member-list'),
      await server.request('/api/v1/members', { token }),
      await server.request('/api/v1/members'),
      await server.request('/missing.js'),
    ]) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("serves the shell with the nonce of the response's CSP on its tags and in a meta tag", async () => {
    const response = await server.request('/');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(`<script nonce="${nonce}" defer src="/main.js">`);
  });

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    const openApi = await server.request('/api/v1/openapi.json', gzip);
    expect(openApi.headers.get('content-encoding')).toBe('gzip');
    expect((await openApi.json()).openapi).toMatch(/^3\./);

    const small = await server.request('/api/v1/members', gzip);
    expect(small.status).toBe(401);
    // Below COMPRESSION_THRESHOLD_BYTES (app.ts), which the test does not import: app.ts loads every route.
    expect((await small.text()).length).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('streams CSV exports compressed', async () => {
    const csv = await server.request('/api/v1/members/export.csv', {
      token,
      headers: { 'accept-encoding': 'br' },
    });
    expect(csv.headers.get('content-encoding')).toBe('br');
    expect((await csv.text()).split('\r\n').length).toBeGreaterThan(2000);
  });

  it('answers /healthz and, with the database up, /readyz', async () => {
    expect((await server.request('/healthz')).status).toBe(200);
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
