import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodePageCookie, PAGE_COOKIE, type PagePreferences } from '@cloudfit/shared/page/page-cookie';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { pageRenderWorkerFile } from './page-render';
import { DEFAULT_REMOTES } from './remotes-document';

// The built apps of this checkout: the page, and the worker that renders it (pnpm build).
const REPO_ROOT = path.resolve(__dirname, '../../..');

// The remotes document, read at each page: a test points remote-studio elsewhere.
const remotesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'cloudfit-page-render-')), 'remotes.json');
writeFileSync(remotesFile, JSON.stringify(DEFAULT_REMOTES));

let server: TestServer;
beforeAll(async () => {
  if (!existsSync(pageRenderWorkerFile(REPO_ROOT))) throw new Error('Build the apps first: pnpm build');
  // Generous: these tests are about what the page holds, not how soon (that is bench:ui's).
  server = await startTestServer({ frontEndRoot: REPO_ROOT, remotesFile, pageRenderBudgetMs: 20_000 });
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const cookieOf = (refreshToken: string, preferences: PagePreferences = {}) =>
  `${PAGE_COOKIE}=${encodePageCookie({ refreshToken, preferences })}`;

async function openPage(pathname: string, cookie?: string) {
  const response = await server.request(pathname, {
    headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
  });
  const html = await response.text();
  const rendered =
    /<div id=root inert><!--page-from-server-->([\s\S]*?)<!--\/page-from-server--><\/div>/.exec(html)?.[1];
  return { response, html, rendered };
}

/** What the app takes the rendered page over with. */
function serverPageStateOf(html: string) {
  return JSON.parse(/<script[^>]*id=page-from-server-data>(.*?)<\/script>/.exec(html)![1]!);
}

/** The member list's first page as the API gives it to this user. */
async function firstMembers(token: string): Promise<{ fullName: string; memberNumber: string }[]> {
  const answer = await server.api('GET', '/members?perPage=10&page=1', { token });
  return answer.body.items;
}

describe('the page of a signed-in browser', () => {
  it('comes with the member list rendered, its reads for the app, private to the user', async () => {
    const { accessToken, refreshToken } = await server.login('admin@demo.com', 'admin');
    const { response, html, rendered } = await openPage('/member-list', cookieOf(refreshToken));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(rendered).toBeDefined();
    const members = await firstMembers(accessToken);
    expect(members).toHaveLength(10);
    const body = /<tbody[\s\S]*<\/tbody>/.exec(rendered ?? '')?.[0] ?? '';
    const rows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)];
    expect(rows.map(([, row]) => /M\d{6}/.exec(row!)?.[0])).toEqual(
      members.map((member) => member.memberNumber),
    );
    expect(rendered).toContain('Member List');
    expect(rendered).toContain('John Doe');
    // The app starts from the same answers: no request of its own before its first render.
    const { reads, loaderData } = serverPageStateOf(html);
    const listQuery = reads.queries.find((query: { queryKey: unknown[] }) => query.queryKey[1] === 'list');
    expect(listQuery.state.data.items.map((member: { memberNumber: string }) => member.memberNumber)).toEqual(
      members.map((member) => member.memberNumber),
    );
    // The browser's router starts where the server's was: its guards let the page through.
    expect(Object.values(loaderData)).toContain(null);
    // Nothing renders while the server does, and nothing but the page's own styles, carrying its nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1];
    expect(html).not.toMatch(/<loading-bg/);
    expect(rendered).not.toMatch(/\sstyle="/);
    for (const [tag] of html.matchAll(/<(style|script)\b[^>]*>/g)) {
      if (!tag.includes('type=application/json')) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("is rendered in the browser's language, for its width, for the user of the session", async () => {
    const { refreshToken } = await server.login('client@demo.com', 'client');
    const { rendered, html } = await openPage(
      '/member-list',
      cookieOf(refreshToken, { locale: 'zh-TW', width: 390 }),
    );
    expect(html).toMatch(/^<!doctype html><html lang=zh-TW>/);
    expect(serverPageStateOf(html).viewportWidth).toBe(390);
    expect(rendered).toContain('會員列表');
    expect(rendered).not.toContain('Member List');
    expect(rendered).not.toContain('John Doe');
    // A phone's list is cards, not a table.
    expect(rendered).not.toContain('<table');
    expect(rendered).toMatch(/M\d{6}/);
  });

  it('counts as unread only the news shown since this browser last opened the news panel', async () => {
    const { refreshToken } = await server.login('admin@demo.com', 'admin');
    const unreadNews = async (preferences: PagePreferences) => {
      const { html } = await openPage('/member-list', cookieOf(refreshToken, preferences));
      const count = serverPageStateOf(html).reads.queries.find(
        (query: { queryKey: unknown[] }) => query.queryKey[2] === 'count',
      );
      return count.state.data.total as number;
    };
    expect(await unreadNews({})).toBeGreaterThan(0);
    expect(await unreadNews({ newsSeenAt: '2099-01-01T00:00:00.000Z' })).toBe(0);
  });

  it('is sent for the browser to render when the session is gone, was exchanged, or the cookie is not ours', async () => {
    const signedOut = await server.login('admin@demo.com', 'admin');
    await server.api('POST', '/jwt/logout', { body: { refreshToken: signedOut.refreshToken } });
    const exchanged = await server.login('admin@demo.com', 'admin');
    const next = await server.api('POST', '/jwt/refresh-token', {
      body: { refreshToken: exchanged.refreshToken },
    });
    expect(next.status).toBe(200);
    for (const cookie of [
      undefined,
      cookieOf(signedOut.refreshToken),
      cookieOf(exchanged.refreshToken),
      `${PAGE_COOKIE}=not-json`,
      `${PAGE_COOKIE}=${encodeURIComponent(JSON.stringify({ refreshToken: 'made-up', preferences: {} }))}`,
    ]) {
      const { response, html, rendered } = await openPage('/member-list', cookie);
      expect(response.status).toBe(200);
      expect(rendered).toBeUndefined();
      expect(html).toContain('<div id=root></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    // The session's current token renders again.
    expect((await openPage('/member-list', cookieOf(next.body.refreshToken))).rendered).toBeDefined();
  });

  it('is left to the browser when remote-studio is not the one this server builds (a release, a dev server)', async () => {
    const { refreshToken } = await server.login('admin@demo.com', 'admin');
    writeFileSync(
      remotesFile,
      JSON.stringify({ ...DEFAULT_REMOTES, remote_studio: 'http://localhost:3001/mf-manifest.json' }),
    );
    try {
      expect((await openPage('/member-list', cookieOf(refreshToken))).rendered).toBeUndefined();
    } finally {
      writeFileSync(remotesFile, JSON.stringify(DEFAULT_REMOTES));
    }
    expect((await openPage('/member-list', cookieOf(refreshToken))).rendered).toBeDefined();
    const overridden = '/member-list?remote.remote_studio=http://localhost:3001/mf-manifest.json';
    expect((await openPage(overridden, cookieOf(refreshToken))).rendered).toBeUndefined();
  });

  it('is left to the browser on a screen the server does not render', async () => {
    const { refreshToken } = await server.login('admin@demo.com', 'admin');
    const { response, rendered, html } = await openPage('/invoice', cookieOf(refreshToken));
    expect(response.status).toBe(200);
    expect(rendered).toBeUndefined();
    expect(html).toContain('<div id=root></div>');
  });
});

describe("the offline worker's copy of a rendered page", () => {
  // Workbox writes the plugin's function into the worker as it is.
  const { withoutServerRendering } = require('../../../shell/src/offline/offline-worker-plugin.cjs');

  it("keeps the page without the rendering (the user's data of that moment)", async () => {
    const { refreshToken } = await server.login('admin@demo.com', 'admin');
    const page = await server.request('/member-list', {
      headers: { accept: 'text/html', cookie: cookieOf(refreshToken) },
    });
    const kept: Response = await withoutServerRendering({ response: page });
    const html = await kept.text();
    expect(html).not.toContain('id=page-from-server');
    expect(html).not.toContain('<meta name=cloudfit-page-render');
    expect(html).not.toMatch(/M\d{6}/);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain('id=loading-bg');
  });
});
