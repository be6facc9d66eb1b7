import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { DEFAULT_REMOTES } from './remotes-document';

const frontEndRoot = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-front-end-'));
const remotesFile = path.join(frontEndRoot, 'remotes.json');
const SHELL_HTML =
  '<!doctype html><head><title>CloudFit shell</title></head><script src="/main.js"></script>';

/**
 * What the server adds to the built page's head: the remotes document, each language's files, then
 * the route's prefetches.
 */
function pageAdditions(html: string): { remotes: unknown; languageFiles: unknown; prefetches: string[] } {
  const dataBlock = (id: string) => {
    const text = new RegExp(`<script [^>]*id=${id}>(.*?)</script>`).exec(html)?.[1];
    return text && JSON.parse(text);
  };
  return {
    remotes: dataBlock('cloudfit-remotes'),
    languageFiles: dataBlock('cloudfit-language-files'),
    prefetches: [...html.matchAll(/<link rel=prefetch href="([^"]+)">/g)].map(([, href]) => href!),
  };
}

/**
 * The shell's page as served: the built HTML, its script carrying the nonce the CSP header admits,
 * and the server's additions before `</head>`.
 */
async function expectShellPage(response: Response) {
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<script nonce="${nonce}" src="/main.js">`);
  const additions = /<script [^>]*id=cloudfit-remotes>.*<\/head>/.exec(html)?.[0].replace('</head>', '');
  expect(
    html
      .replace(/<meta property="csp-nonce"[^>]*>/, '')
      .replace(additions ?? '', '')
      .replace(/ nonce="[^"]*"/g, ''),
  ).toBe(SHELL_HTML);
  expect(pageAdditions(html).remotes).toEqual(DEFAULT_REMOTES);
  return html;
}

function writeDist(folder: string, files: Record<string, string>) {
  const dist = path.join(frontEndRoot, folder, 'dist');
  mkdirSync(dist, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
}

let server: TestServer;
beforeAll(async () => {
  writeDist('shell', {
    'index.html': SHELL_HTML,
    'main.js': 'console.log(1)',
    '812.3f2a9c1d.js': '//chunk',
    'favicon.svg': '<svg/>',
  });
  writeDist('remote-studio', { 'mf-manifest.json': '{"name":"remote_studio"}', 'remoteEntry.js': '//entry' });
  server = await startTestServer({ frontEndRoot });
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  rmSync(frontEndRoot, { recursive: true, force: true });
});

const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('front-end serving', () => {
  it('serves the remotes map with no-cache', async () => {
    const response = await server.request('/remotes.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remote_studio: '/remotes/remote-studio/mf-manifest.json',
      remote_reports: '/remotes/remote-reports/mf-manifest.json',
      remote_demo_apps: '/remotes/remote-demo-apps/mf-manifest.json',
      remote_auth: '/remotes/remote-auth/mf-manifest.json',
    });
    expect(DEFAULT_REMOTES.remote_auth).toBe('/remotes/remote-auth/mf-manifest.json');
  });

  it('serves remote files with CORS, entry files with no-cache and hashed chunks cached for good', async () => {
    const manifest = await server.request('/remotes/remote-studio/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await server.request('/remotes/remote-studio/remoteEntry.js')).headers.get('cache-control')).toBe(
      'no-cache',
    );
    expect((await server.request('/812.3f2a9c1d.js')).headers.get('cache-control')).toContain('immutable');
    expect((await server.request('/remotes/remote-studio/missing.js')).status).toBe(404);
    expect((await server.request('/remotes/remote-auth/mf-manifest.json')).status).toBe(404);
  });

  it("keeps the tab's icon for a day: the browser asks for it at every in-app navigation", async () => {
    const icon = await server.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves a file rebuilt while the server runs', async () => {
    writeDist('remote-studio', { 'remoteEntry.js': '//rebuilt' });
    expect(await (await server.request('/remotes/remote-studio/remoteEntry.js')).text()).toBe('//rebuilt');
  });

  it("answers any page a browser asks for with the shell's index.html", async () => {
    for (const page of ['/', '/member-list', '/apps/member/edit/3?tab=invoices']) {
      const response = await server.request(page, asBrowser);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      await expectShellPage(response);
    }
  });

  it('serves the app for / and route paths whatever the Accept header says', async () => {
    for (const page of ['/', '/index.html', '/member-list', '/apps/member/edit/3?tab=invoices']) {
      for (const accept of [undefined, '*/*', 'application/json']) {
        const response = await server.request(page, accept ? { headers: { accept } } : {});
        expect(response.status).toBe(200);
        await expectShellPage(response);
      }
    }
    const missingAsset = await server.request('/missing.js', { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    expect((await server.request('/api/v1/unknown')).status).toBe(404);
  });

  it("names the files of the route's remote screen as prefetches, read from the remote's last build", async () => {
    const manifest = (exposes: Record<string, string[]>) =>
      JSON.stringify({
        name: 'remote_studio',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: Object.entries(exposes).map(([name, js]) => ({
          name,
          assets: { js: { sync: js, async: ['later.1a2b3c4d5e.js'] }, css: { sync: [], async: [] } },
        })),
      });
    writeDist('shell', {
      'route-screens.json': JSON.stringify([
        { path: '/member-list', remote: 'remote_studio', expose: 'MemberList' },
        { path: '/apps/member/edit/:id', remote: 'remote_studio', expose: 'MemberInfo' },
        { path: '/report-sales', remote: 'remote_reports', expose: 'ReportSales' },
      ]),
    });
    writeDist('remote-studio', {
      'mf-manifest.json': manifest({
        MemberList: ['31.aa11bb22cc.js', 'list.dd33ee44ff.js'],
        MemberInfo: [],
      }),
    });
    const prefetchesOf = async (page: string) =>
      pageAdditions(await expectShellPage(await server.request(page, asBrowser))).prefetches;

    expect(await prefetchesOf('/member-list?q=wang')).toEqual([
      '/remotes/remote-studio/mf-manifest.json',
      '/remotes/remote-studio/remoteEntry.js',
      '/remotes/remote-studio/31.aa11bb22cc.js',
      '/remotes/remote-studio/list.dd33ee44ff.js',
    ]);
    expect(await prefetchesOf('/apps/member/edit/3')).toEqual([
      '/remotes/remote-studio/mf-manifest.json',
      '/remotes/remote-studio/remoteEntry.js',
    ]);
    // No screen shows the address; the remote is not built.
    expect(await prefetchesOf('/no-such-page')).toEqual([]);
    expect(await prefetchesOf('/report-sales')).toEqual([]);

    // A rebuilt remote is read again: the page names the new files.
    writeDist('remote-studio', { 'mf-manifest.json': manifest({ MemberList: ['list.0123456789.js'] }) });
    expect(await prefetchesOf('/member-list')).toContain('/remotes/remote-studio/list.0123456789.js');
  });

  it("lists the shell's and the opened screen's files of each language other than English", async () => {
    const manifest = (name: string, exposes: Record<string, string[]>) =>
      JSON.stringify({
        name,
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: Object.entries(exposes).map(([expose, async]) => ({
          name: expose,
          assets: { js: { sync: [], async }, css: { sync: [], async: [] } },
        })),
      });
    writeDist('shell', {
      'route-screens.json': JSON.stringify([
        { path: '/member-list', remote: 'remote_studio', expose: 'MemberList' },
      ]),
      'mf-manifest.json': manifest('shell', {
        store: ['app.0a0a0a0a0a.js', 'i18n-de.1111111111.js', 'i18n-zh-TW.2222222222.js'],
        http: ['i18n-de.1111111111.js', 'i18n-zh-TW.2222222222.js'],
      }),
    });
    writeDist('remote-studio', {
      'mf-manifest.json': manifest('remote_studio', {
        MemberList: ['later.1a2b3c4d5e.js', 'i18n-zh-TW.3333333333.js'],
      }),
    });
    const languageFilesOf = async (page: string) =>
      pageAdditions(await expectShellPage(await server.request(page, asBrowser))).languageFiles;

    expect(await languageFilesOf('/member-list')).toEqual({
      de: ['/i18n-de.1111111111.js'],
      'zh-TW': ['/i18n-zh-TW.2222222222.js', '/remotes/remote-studio/i18n-zh-TW.3333333333.js'],
    });
    // An address no screen shows: the shell's own strings still come first.
    expect(await languageFilesOf('/no-such-page')).toEqual({
      de: ['/i18n-de.1111111111.js'],
      'zh-TW': ['/i18n-zh-TW.2222222222.js'],
    });
    // A shell built without a manifest: no files listed, the page served as always.
    rmSync(path.join(frontEndRoot, 'shell/dist/mf-manifest.json'));
    expect(await languageFilesOf('/member-list')).toEqual({});
  });

  it("inlines the shell's early-reads script into the page, with the CSP nonce", async () => {
    writeDist('shell', { 'page-early-reads.js': 'window.sent = "</script>";' });
    const response = await server.request('/member-list', asBrowser);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const html = await expectShellPage(response);
    expect(html).toContain(`<script nonce="${nonce}">window.sent = "<\\/script>";</script>`);
    rmSync(path.join(frontEndRoot, 'shell/dist/page-early-reads.js'));
    expect(await expectShellPage(await server.request('/member-list', asBrowser))).not.toContain(
      'window.sent',
    );
  });

  it('keeps a prefetched entry file fresh for seconds, so the runtime does not ask again at once', async () => {
    const prefetched = await server.request('/remotes/remote-studio/remoteEntry.js', {
      headers: { 'sec-purpose': 'prefetch' },
    });
    expect(prefetched.headers.get('cache-control')).toBe('private, max-age=10');
    const asked = await server.request('/remotes/remote-studio/remoteEntry.js');
    expect(asked.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not fall back for API paths, missing assets or non-HTML requests, nor escape the dist', async () => {
    expect((await server.request('/api/v1/unknown', asBrowser)).status).toBe(404);
    expect((await server.request('/missing.js')).status).toBe(404);
    const outsideDist = await server.request('/remotes/remote-studio/..%2F..%2Fshell%2Fdist%2Findex.html');
    expect(outsideDist.status).toBe(404);
  });
});

describe('CLOUDFIT_REMOTES_FILE', () => {
  it(
    'replaces the remotes map, read on every request',
    async () => {
      writeFileSync(remotesFile, JSON.stringify({ remote_studio: 'http://localhost:3001/mf-manifest.json' }));
      const custom = await startTestServer({ frontEndRoot, remotesFile });
      try {
        expect(await (await custom.request('/remotes.json')).json()).toEqual({
          remote_studio: 'http://localhost:3001/mf-manifest.json',
        });
        // The page carries the same document; a remote served from elsewhere gets no prefetches.
        const page = await (await custom.request('/member-list', asBrowser)).text();
        expect(pageAdditions(page)).toEqual({
          remotes: { remote_studio: 'http://localhost:3001/mf-manifest.json' },
          languageFiles: {},
          prefetches: [],
        });
        writeFileSync(remotesFile, JSON.stringify({ remote_studio: '/moved/mf-manifest.json' }));
        expect(await (await custom.request('/remotes.json')).json()).toEqual({
          remote_studio: '/moved/mf-manifest.json',
        });
        // A broken document: the page goes out without it, and the shell's own read reports the error.
        writeFileSync(remotesFile, '{ broken');
        const withoutDocument = await custom.request('/member-list', asBrowser);
        expect(withoutDocument.status).toBe(200);
        expect(pageAdditions(await withoutDocument.text()).remotes).toBeUndefined();
      } finally {
        await custom.close();
      }
    },
    TEST_SERVER_START_TIMEOUT_MS,
  );
});

describe('CLOUDFIT_SHELL_ASSETS_URL', () => {
  it(
    "sends the page from this server with the shell's files taken from the static origin, which the CSP admits",
    async () => {
      const custom = await startTestServer({
        frontEndRoot,
        shellAssetsUrl: 'http://cdn.example.com:8380/shell/',
      });
      try {
        writeDist('shell', {
          'mf-manifest.json': JSON.stringify({
            name: 'shell',
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: [
              {
                name: 'store',
                assets: { js: { sync: [], async: ['i18n-de.1111111111.js'] }, css: { sync: [] } },
              },
            ],
          }),
        });
        const response = await custom.request('/member-list', asBrowser);
        const html = await response.text();
        const csp = response.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(html).toContain(`<script nonce="${nonce}" src="http://cdn.example.com:8380/shell/main.js">`);
        expect(html).not.toContain('src="/main.js"');
        // The page's own message for when that origin is down runs before the shell's script, with the nonce.
        const fallback = html.indexOf(`<script nonce="${nonce}">(() => {`);
        expect(fallback).toBeGreaterThan(0);
        expect(fallback).toBeLessThan(html.indexOf('cdn.example.com:8380/shell/main.js'));
        expect(html).toContain('"base":"http://cdn.example.com:8380/shell/"');
        expect(html).toContain(
          '<meta name="cloudfit-asset-base" content="http://cdn.example.com:8380/shell/">',
        );
        expect(pageAdditions(html).languageFiles).toMatchObject({
          de: ['http://cdn.example.com:8380/shell/i18n-de.1111111111.js'],
        });
        const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
        expect(scriptSources).toContain('http://cdn.example.com:8380');
        expect(/style-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toContain('http://cdn.example.com:8380');
        // The server still has the files (the service worker, a client with an old page).
        expect((await custom.request('/main.js')).status).toBe(200);
      } finally {
        rmSync(path.join(frontEndRoot, 'shell/dist/mf-manifest.json'), { force: true });
        await custom.close();
      }
    },
    TEST_SERVER_START_TIMEOUT_MS,
  );
});
