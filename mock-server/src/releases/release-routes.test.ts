import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import { viewerCookieValue } from './release-registry';

const DEPLOY_TOKEN = 'test-deploy-token-0123456789';
const jwtSecret = randomBytes(32);
const frontEndRoot = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-releases-'));
const releasesDir = path.join(frontEndRoot, 'mock-server', 'releases');

const shellProvides = { shellApi: 1, shared: { react: '19.3.1', i18next: '27.1.2' } };
const fitting = { shellApi: 1, shared: { react: '^19.3.1', i18next: '^27.1.2' } };

function writeRelease(version: string, contentHash: string, contract = fitting, text = version) {
  const dir = path.join(releasesDir, 'remote_reports', `${version}+${contentHash}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'remote_reports',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'ReportCatalogue',
          assets: { js: { sync: [`screen.${contentHash}.js`], async: [] }, css: { sync: [] } },
        },
      ],
      cloudfit: { kind: 'remote', name: 'remote_reports', version, commit: 'abc123', builtAt: '', contract },
    }),
  );
  writeFileSync(path.join(dir, `screen.${contentHash}.js`), `console.log(${JSON.stringify(text)})`);
}

const releaseBody = (version: string, contentHash: string) => ({
  remote: 'remote_reports',
  version,
  contentHash,
  commit: 'abc123',
  builtAt: '2026-11-25T10:00:00.000Z',
  sizeBytes: 12345,
});

let server: TestServer;
let developer: string;
let admin: string;
let client: string;

beforeAll(async () => {
  mkdirSync(path.join(frontEndRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(frontEndRoot, 'shell', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      exposes: [],
      cloudfit: { kind: 'shell', version: '1.0.0', commit: 'x', builtAt: '', provides: shellProvides },
    }),
  );
  writeFileSync(
    path.join(frontEndRoot, 'shell', 'dist', 'index.html'),
    '<html><head></head><body></body></html>',
  );
  writeFileSync(
    path.join(frontEndRoot, 'shell', 'dist', 'route-screens.json'),
    JSON.stringify([{ path: '/report', remote: 'remote_reports', expose: 'ReportCatalogue' }]),
  );
  writeRelease('1.0.0', 'aaaa1111');
  writeRelease('1.1.0', 'bbbb2222');
  writeRelease('2.0.0', 'cccc3333', { shellApi: 1, shared: { react: '^20.0.0', i18next: '^27.1.2' } });
  writeRelease('3.0.0', 'dddd4444');
  process.env.CLOUDFIT_DEPLOY_TOKEN = DEPLOY_TOKEN;
  server = await startTestServer({ jwtSecret, frontEndRoot });
  delete process.env.CLOUDFIT_DEPLOY_TOKEN;
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  rmSync(frontEndRoot, { recursive: true, force: true });
});

async function api(
  method: string,
  pathname: string,
  token: string | undefined,
  body?: unknown,
  headers = {},
) {
  const response = await server.request(`/api/v1${pathname}`, { method, token, body, headers });
  return { status: response.status, body: await response.json() };
}

async function remotesFor(viewerId?: number) {
  const headers: Record<string, string> = viewerId
    ? { cookie: `cloudfit_viewer=${viewerCookieValue(jwtSecret, viewerId)}` }
    : {};
  const response = await server.request('/remotes.json', { headers });
  return (await response.json()) as Record<string, string> & {
    _releases?: Record<string, { version: string }>;
  };
}

const releaseIds: Record<string, number> = {};

describe('publishing', () => {
  it('registers a release for a developer, with who published it', async () => {
    const published = await api('POST', '/remote-releases', developer, releaseBody('1.0.0', 'aaaa1111'));
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      version: '1.0.0',
      release: '1.0.0+aaaa1111',
      manifestUrl: '/releases/remote_reports/1.0.0+aaaa1111/mf-manifest.json',
      publishedBy: expect.stringMatching(/\w/),
      mismatches: [],
    });
    releaseIds['1.0.0'] = published.body.id;
    // The same release again is the same release.
    const again = await api('POST', '/remote-releases', developer, releaseBody('1.0.0', 'aaaa1111'));
    expect(again).toMatchObject({ status: 200, body: { id: published.body.id } });
  });

  it('refuses the same version with other content (409), translated', async () => {
    const refused = await api('POST', '/remote-releases', developer, releaseBody('1.0.0', 'eeee5555'), {
      'accept-language': 'de',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'release_version_taken' });
    expect(refused.body.error.message).toContain('bereits mit anderem Inhalt');
  });

  it('accepts the deploy token, and refuses other roles (403) and nobody (401)', async () => {
    const byToken = await api('POST', '/remote-releases', DEPLOY_TOKEN, releaseBody('1.1.0', 'bbbb2222'));
    expect(byToken).toMatchObject({ status: 201, body: { publishedBy: 'deploy token' } });
    releaseIds['1.1.0'] = byToken.body.id;
    for (const token of [admin, client]) {
      const refused = await api('POST', '/remote-releases', token, releaseBody('3.0.0', 'dddd4444'));
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('release_forbidden');
      expect((await api('GET', '/remote-releases', token)).status).toBe(403);
      expect(
        (await api('POST', '/remote-releases/rollback', token, { remote: 'remote_reports', reason: 'x' }))
          .status,
      ).toBe(403);
    }
    expect((await api('POST', '/remote-releases', undefined, releaseBody('3.0.0', 'dddd4444'))).status).toBe(
      401,
    );
    expect(
      (await api('POST', '/remote-releases', 'wrong-token', releaseBody('3.0.0', 'dddd4444'))).status,
    ).toBe(401);
    const two = await api('POST', '/remote-releases', developer, releaseBody('2.0.0', 'cccc3333'));
    expect(two.status).toBe(201);
    releaseIds['2.0.0'] = two.body.id;
  });

  it('refuses a release whose files are not in the releases folder, and a remote that does not exist', async () => {
    const missing = await api('POST', '/remote-releases', developer, releaseBody('9.9.9', 'ffff9999'));
    expect(missing).toMatchObject({ status: 422, body: { error: { code: 'release_files_missing' } } });
    const unknown = await api('POST', '/remote-releases', developer, {
      ...releaseBody('1.0.0', 'aaaa1111'),
      remote: 'nope',
    });
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'release_unknown_remote' } } });
  });
});

describe('a release on another origin', () => {
  it('registers only its manifest URL, and the pages’ security policy admits that origin', async () => {
    const manifestUrl = 'https://cdn.example.com/cloudfit/remote_reports/4.0.0+abcd1234/mf-manifest.json';
    const published = await api('POST', '/remote-releases', DEPLOY_TOKEN, {
      ...releaseBody('4.0.0', 'abcd1234'),
      manifestUrl,
      contract: fitting,
    });
    expect(published).toMatchObject({ status: 201, body: { manifestUrl, mismatches: [] } });
    const policy = async () =>
      (await server.request('/member-list', { headers: { accept: 'text/html' } })).headers.get(
        'content-security-policy',
      ) ?? '';
    // The policy reads the registered origins in the background: the page after the next has it.
    let seen = await policy();
    for (let attempt = 0; attempt < 50 && !seen.includes('https://cdn.example.com'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await policy();
    }
    expect(seen).toContain('https://cdn.example.com');
    const withoutContract = await api('POST', '/remote-releases', DEPLOY_TOKEN, {
      ...releaseBody('4.0.1', 'abcd1235'),
      manifestUrl: 'https://cdn.example.com/x/mf-manifest.json',
    });
    expect(withoutContract.status).toBe(422);
  });
});

describe('promote and roll back', () => {
  it('serves the built folders until a release is live', async () => {
    expect((await remotesFor()).remote_reports).toBe('/remotes/remote-reports/mf-manifest.json');
  });

  it('makes a release live in /remotes.json and serves its files (immutable) and manifest (revalidated)', async () => {
    const promoted = await api('POST', '/remote-releases/promote', developer, {
      releaseId: releaseIds['1.0.0'],
      reason: 'first release',
    });
    expect(promoted.status).toBe(200);
    const remotes = await remotesFor();
    expect(remotes.remote_reports).toBe('/releases/remote_reports/1.0.0+aaaa1111/mf-manifest.json');
    expect(remotes.remote_studio).toBe('/remotes/remote-studio/mf-manifest.json');
    expect(remotes._releases?.remote_reports).toMatchObject({ version: '1.0.0', release: '1.0.0+aaaa1111' });
    const manifest = await server.request(remotes.remote_reports!);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await server.request('/releases/remote_reports/1.0.0+aaaa1111/screen.aaaa1111.js');
    expect(await chunk.text()).toContain('1.0.0');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/releases/remote_reports/1.0.0+aaaa1111/missing.js')).status).toBe(404);
    expect((await server.request('/releases/remote_reports/..%2F..%2Fshell/dist/index.html')).status).toBe(
      404,
    );
  });

  it('refuses a release the live shell does not satisfy (422 naming the mismatch, translated)', async () => {
    const refused = await api(
      'POST',
      '/remote-releases/promote',
      developer,
      { releaseId: releaseIds['2.0.0'], reason: 'try' },
      { 'accept-language': 'fr' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('release_contract_mismatch');
    expect(refused.body.error.message).toBe(
      'Le shell en ligne ne satisfait pas cette version : react demande ^20.0.0, le shell fournit 19.3.1.',
    );
    expect(refused.body.error.details.mismatches).toEqual([
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
    const listed = await api('GET', '/remote-releases', developer);
    const reports = listed.body.remotes.find(
      (remote: { remote: string }) => remote.remote === 'remote_reports',
    );
    expect(
      reports.releases.find((release: { id: number }) => release.id === releaseIds['2.0.0']).mismatches,
    ).toHaveLength(1);
    expect((await remotesFor()).remote_reports).toContain('1.0.0+aaaa1111');
  });

  it('rolls back one step: to the release live before, then to the built folder, then refuses', async () => {
    await api('POST', '/remote-releases/promote', developer, {
      releaseId: releaseIds['1.1.0'],
      reason: 'new totals',
    });
    expect((await remotesFor()).remote_reports).toContain('1.1.0+bbbb2222');
    const back = await api('POST', '/remote-releases/rollback', developer, {
      remote: 'remote_reports',
      reason: 'totals wrong',
    });
    expect(back).toMatchObject({ status: 200, body: { liveReleaseId: releaseIds['1.0.0'] } });
    expect((await remotesFor()).remote_reports).toContain('1.0.0+aaaa1111');
    await api('POST', '/remote-releases/rollback', developer, {
      remote: 'remote_reports',
      reason: 'back to the build',
    });
    expect((await remotesFor()).remote_reports).toBe('/remotes/remote-reports/mf-manifest.json');
    const nothing = await api('POST', '/remote-releases/rollback', developer, {
      remote: 'remote_reports',
      reason: 'again',
    });
    expect(nothing).toMatchObject({ status: 422, body: { error: { code: 'release_nothing_to_roll_back' } } });
  });

  it('refuses hostile ids and bodies with a 4xx, never a 500', async () => {
    const bodies: [string, unknown][] = [
      ['/remote-releases/promote', { releaseId: 1e12, reason: 'x' }],
      ['/remote-releases/promote', { releaseId: -1, reason: 'x' }],
      ['/remote-releases/promote', { releaseId: '1; drop table', reason: 'x' }],
      ['/remote-releases/canary', { remote: 'remote_reports', releaseId: 2 ** 40, percent: 10, reason: 'x' }],
      [
        '/remote-releases/canary',
        { remote: 'remote_reports', releaseId: releaseIds['1.1.0'], percent: 101, reason: 'x' },
      ],
      ['/remote-releases/rollback', { remote: '../../etc', reason: 'x' }],
      ['/remote-releases', { ...releaseBody('1.2.3', 'abcd'), contentHash: 'zz' }],
      ['/remote-releases', { ...releaseBody(`1.2.3-${'x'.repeat(5000)}`, 'abcdabcd') }],
      [
        '/remote-releases',
        {
          ...releaseBody('1.2.3', 'abcdabcd'),
          manifestUrl: '/releases/remote_reports/../../x/mf-manifest.json',
        },
      ],
      [
        '/remote-releases',
        { ...releaseBody('1.2.3', 'abcdabcd'), manifestUrl: 'javascript:alert(1)', contract: fitting },
      ],
    ];
    for (const [pathname, body] of bodies) {
      const { status } = await api('POST', pathname, developer, body);
      expect([pathname, status >= 400 && status < 500]).toEqual([pathname, true]);
    }
    expect((await server.request('/releases/remote_reports/%E0%A4%A/mf-manifest.json')).status).toBeLessThan(
      500,
    );
  });

  it('wants a reason', async () => {
    const refused = await api('POST', '/remote-releases/promote', developer, {
      releaseId: releaseIds['1.0.0'],
      reason: '  ',
    });
    expect(refused.status).toBe(400);
  });
});

describe('canary', () => {
  beforeAll(async () => {
    await api('POST', '/remote-releases/promote', developer, {
      releaseId: releaseIds['1.0.0'],
      reason: 'live again',
    });
  });

  it('gives each signed-in user the same release on every read, both releases seen at 50 %', async () => {
    const started = await api('POST', '/remote-releases/canary', developer, {
      remote: 'remote_reports',
      releaseId: releaseIds['1.1.0'],
      percent: 50,
      reason: 'try the new totals on half',
    });
    expect(started.status).toBe(200);
    const seen = new Map<number, string>();
    for (let read = 0; read < 3; read++) {
      for (let user = 1; user <= 20; user++) {
        const version = (await remotesFor(user))._releases?.remote_reports?.version ?? '';
        if (read === 0) seen.set(user, version);
        else expect(version).toBe(seen.get(user));
      }
    }
    expect(new Set(seen.values())).toEqual(new Set(['1.0.0', '1.1.0']));
    // Signed out: the live release.
    for (let read = 0; read < 3; read++)
      expect((await remotesFor())._releases?.remote_reports?.version).toBe('1.0.0');
    // The page's inline document agrees with /remotes.json for the same user.
    const canaryUser = [...seen].find(([, version]) => version === '1.1.0')![0];
    const page = await server.request('/member-list', {
      headers: { accept: 'text/html', cookie: `cloudfit_viewer=${viewerCookieValue(jwtSecret, canaryUser)}` },
    });
    expect(await page.text()).toContain('/releases/remote_reports/1.1.0+bbbb2222/mf-manifest.json');
    const signedOutPage = await server.request('/member-list', { headers: { accept: 'text/html' } });
    expect(await signedOutPage.text()).toContain('/releases/remote_reports/1.0.0+aaaa1111/mf-manifest.json');
    // The page of a reports screen prefetches that screen's files from the release it is served.
    const reportPage = await server.request('/report', {
      headers: { accept: 'text/html', cookie: `cloudfit_viewer=${viewerCookieValue(jwtSecret, canaryUser)}` },
    });
    expect(await reportPage.text()).toContain(
      '<link rel=prefetch href="/releases/remote_reports/1.1.0+bbbb2222/screen.bbbb2222.js">',
    );
  });

  it('ignores a viewer cookie whose signature does not hold', async () => {
    const forged = await server.request('/remotes.json', {
      headers: { cookie: 'cloudfit_viewer=3.AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(
      ((await forged.json()) as { _releases: Record<string, { version: string }> })._releases.remote_reports
        ?.version,
    ).toBe('1.0.0');
  });

  it('names the signed-in user in a cookie on their API answers, and clears it on sign-out', async () => {
    const response = await server.request('/api/v1/remote-releases', { token: developer });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cloudfit_viewer=\d+\.[\w-]{22};.*HttpOnly/);
    const { refreshToken } = await server.login('developer@demo.com', 'developer');
    const signOut = await server.request('/api/v1/jwt/logout', {
      method: 'POST',
      body: { refreshToken },
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(signOut.headers.get('set-cookie')).toMatch(/^cloudfit_viewer=;.*Max-Age=0/);
  });

  it('changes and stops a canary; the live release cannot be its own canary', async () => {
    const live = await api('POST', '/remote-releases/canary', developer, {
      remote: 'remote_reports',
      releaseId: releaseIds['1.0.0'],
      percent: 10,
      reason: 'x',
    });
    expect(live).toMatchObject({ status: 422, body: { error: { code: 'release_canary_is_live' } } });
    const skewed = await api('POST', '/remote-releases/canary', developer, {
      remote: 'remote_reports',
      releaseId: releaseIds['2.0.0'],
      percent: 10,
      reason: 'x',
    });
    expect(skewed).toMatchObject({ status: 422, body: { error: { code: 'release_contract_mismatch' } } });
    const changed = await api('POST', '/remote-releases/canary', developer, {
      remote: 'remote_reports',
      releaseId: releaseIds['1.1.0'],
      percent: 100,
      reason: 'everyone signed in',
    });
    expect(changed.status).toBe(200);
    expect((await remotesFor(7))._releases?.remote_reports?.version).toBe('1.1.0');
    const stopped = await api('POST', '/remote-releases/canary/stop', developer, {
      remote: 'remote_reports',
      reason: 'done',
    });
    expect(stopped.status).toBe(200);
    expect((await remotesFor(7))._releases?.remote_reports?.version).toBe('1.0.0');
    const none = await api('POST', '/remote-releases/canary/stop', developer, {
      remote: 'remote_reports',
      reason: 'again',
    });
    expect(none).toMatchObject({ status: 422, body: { error: { code: 'release_no_canary' } } });
  });
});

describe('audit', () => {
  it('records who, when, from, to and why for every change', async () => {
    const rows = await server.query<{
      action: string;
      actor_staff_id: number | null;
      before: unknown;
      after: Record<string, unknown>;
      at: string;
    }>(
      `select action, actor_staff_id, before, after, at from audit_log where entity = 'remote_release' order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'release-publish',
      'release-publish',
      'release-publish',
      'release-publish',
      'release-promote',
      'release-promote',
      'release-rollback',
      'release-rollback',
      'release-promote',
      'release-canary-start',
      'release-canary-change',
      'release-canary-stop',
    ]);
    expect(rows[1]).toMatchObject({ actor_staff_id: null, after: { by: 'deploy token' } });
    const rollback = rows[6]!;
    expect(rollback.actor_staff_id).toEqual(expect.any(Number));
    expect(rollback.before).toMatchObject({ live: { version: '1.1.0' } });
    expect(rollback.after).toMatchObject({
      live: { version: '1.0.0' },
      reason: 'totals wrong',
      by: expect.any(String),
    });
    expect(rows.every((row) => row.at)).toBe(true);
  });
});
