import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { cspNonce, registerSecurityHeaders, remoteOriginsOf, withCspNonce } from './security-headers';

const folder = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-csp-'));
const remotesFile = path.join(folder, 'remotes.json');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A server with the security headers whose one page sends the nonce it was given. */
async function startServer(production: boolean): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify();
  await registerSecurityHeaders(app, { remotesFile, production });
  app.get('/page', async (_request, reply) => reply.send({ nonce: cspNonce(reply) }));
  app.get('/api/v1/things', async () => ({ items: [] }));
  return { app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function writeRemotes(remotes: Record<string, string>, modifiedAt: Date) {
  writeFileSync(remotesFile, JSON.stringify(remotes));
  utimesSync(remotesFile, modifiedAt, modifiedAt);
}

describe('security headers', () => {
  let production: { app: FastifyInstance; origin: string };
  let development: { app: FastifyInstance; origin: string };
  beforeAll(async () => {
    writeRemotes({ remote_studio: 'https://studio.example.com/v2/mf-manifest.json' }, new Date(2026, 0, 1));
    production = await startServer(true);
    development = await startServer(false);
  });
  afterAll(async () => {
    await production.app.close();
    await development.app.close();
  });

  it('forbids framing and sniffing, limits the referrer, and admits inline code only with this response’s nonce', async () => {
    const response = await fetch(`${production.origin}/page`);
    const { nonce } = (await response.json()) as { nonce: string };
    const csp = directives(response);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://studio.example.com', `'nonce-${nonce}'`]);
    expect(csp.get('style-src')).toContain(`'nonce-${nonce}'`);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');

    const next = await fetch(`${production.origin}/page`);
    expect(((await next.json()) as { nonce: string }).nonce).not.toBe(nonce);
  });

  it('lets an API answer load nothing and be framed by no page, with the same headers otherwise', async () => {
    const response = await fetch(`${development.origin}/api/v1/things`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('admits localhost dev servers outside production only', async () => {
    const developmentScripts = directives(await fetch(`${development.origin}/page`)).get('script-src');
    expect(developmentScripts).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    const productionScripts = directives(await fetch(`${production.origin}/page`)).get('script-src');
    expect(productionScripts?.some((source) => source.includes('localhost'))).toBe(false);
  });

  it('follows an edited remotes document without a restart', async () => {
    writeRemotes({ remote_studio: 'https://cdn.example.net/studio/mf-manifest.json' }, new Date(2026, 0, 2));
    const csp = directives(await fetch(`${production.origin}/page`));
    expect(csp.get('script-src')).toContain('https://cdn.example.net');
    expect(csp.get('connect-src')).toContain('https://cdn.example.net');
    expect(csp.get('script-src')).not.toContain('https://studio.example.com');
  });
});

describe('remoteOriginsOf', () => {
  it('takes the origins of absolute manifest URLs once each, and leaves this server’s own paths out', () => {
    expect(
      remoteOriginsOf({
        remote_studio: 'https://a.example.com/studio/mf-manifest.json',
        remote_reports: 'https://a.example.com/reports/mf-manifest.json',
        remote_auth: '/remotes/remote-auth/mf-manifest.json',
        remote_demo_apps: 'javascript:alert(1)',
      }),
    ).toEqual(['https://a.example.com']);
    expect(remoteOriginsOf(null)).toEqual([]);
  });
});

describe('withCspNonce', () => {
  it('puts the nonce on the page’s scripts and styles and hands it to the shell in a meta tag', () => {
    const html =
      '<!doctype html><html lang="en"><head><style>body{}</style><script defer src="/main.js"></script></head><body></body></html>';
    expect(withCspNonce(html, 'abc')).toBe(
      '<!doctype html><html lang="en"><head><meta property="csp-nonce" content="abc"><style nonce="abc">body{}</style><script nonce="abc" defer src="/main.js"></script></head><body></body></html>',
    );
  });
});
