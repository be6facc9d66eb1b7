import type { Page } from '@playwright/test';
import { type AppRoute, ROUTES } from '../shell/src/routes';
import { expect, signInByApi, test } from './fixtures';

/** A concrete URL for a route: each `:param` takes its first allowed value, or record 1. */
function urlOf(route: AppRoute): string {
  return route.path.replace(
    /:(\w+)/g,
    (_match, name: string) => route.meta.allowedParams?.[name]?.[0] ?? '1',
  );
}

const REMOTES = ['remote_studio', 'remote_reports', 'remote_auth', 'remote_demo_apps'] as const;
const screensOf = (remote: (typeof REMOTES)[number]) =>
  ROUTES.filter((route) => route.screen.remote === remote).map(urlOf);

/**
 * Records every Content Security Policy violation of the page: the `securitypolicyviolation`
 * events (collected from the first script on) and the console's "Refused to ..." reports.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...consoleReports,
  ];
}

/** Waits until no request has been in flight for half a second, the live event stream aside (it stays open). */
async function settled(page: Page) {
  let inFlight = 0;
  let quietSince = Date.now();
  const counts = (request: { url(): string }) => !isLiveStream(request);
  const start = (request: { url(): string }) => {
    if (counts(request)) inFlight += 1;
  };
  const end = (request: { url(): string }) => {
    if (!counts(request)) return;
    inFlight -= 1;
    quietSince = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await expect.poll(() => inFlight <= 0 && Date.now() - quietSince >= 500, { timeout: 30_000 }).toBe(true);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('load');
  await settled(page);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByTestId('remote-error'), `${url} shows its screen`).toHaveCount(0);
}

/** The live event stream stays open as long as the page: it never makes the network busy. */
const isLiveStream = (request: { url(): string }) => request.url().includes('/api/v1/events');

/** Counts the page's requests, so a test can wait until the network has been quiet for a while. */
function trackRequests(page: Page) {
  let started = 0;
  let inFlight = 0;
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    started += 1;
    inFlight += 1;
  });
  const done = (request: { url(): string }) => {
    if (!isLiveStream(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function quiet(): Promise<void> {
    for (;;) {
      const before = started;
      await page.waitForTimeout(300);
      if (inFlight <= 0 && started === before) return;
    }
  };
}

/** The way a menu link opens a screen: the shell stays loaded and the route's remote screen comes in. */
async function openInApp(page: Page, url: string, quiet: () => Promise<void>) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await quiet();
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.getByTestId('remote-error'), `${url} shows its screen`).toHaveCount(0);
}

test.describe('content security policy', () => {
  // One test per remote, so the two browser workers share the hundred screens.
  for (const remote of REMOTES) {
    test(`no screen of ${remote} breaks the policy, signed in as admin`, async ({ page }) => {
      const screens = screensOf(remote);
      test.setTimeout(30_000 + screens.length * 10_000);
      expect(screens.length).toBeGreaterThan(0);
      await signInByApi(page, 'admin');
      const violations = await watchViolations(page);
      const quiet = trackRequests(page);
      // The first screen loads the whole page (index.html and its nonce); the rest open in the app.
      const [first, ...rest] = screens;
      await visit(page, first!);
      expect({ url: first, violations: await violations() }).toEqual({ url: first, violations: [] });
      for (const url of rest) {
        await openInApp(page, url, quiet);
        expect({ url, violations: await violations() }).toEqual({ url, violations: [] });
      }
    });
  }

  test('a developer override from another origin loads outside production', async ({ page, baseURL }) => {
    // The tests reach the server as 127.0.0.1; as localhost it is another origin, like a dev server.
    const devServer = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await signInByApi(page, 'developer');
    const violations = await watchViolations(page);
    const manifest = `${devServer}/remotes/remote-studio/mf-manifest.json`;
    await visit(page, `/member-list?remote.remote_studio=${encodeURIComponent(manifest)}`);
    await expect(page.getByTestId('remote-override-banner')).toContainText('remote_studio loads from');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the page carries the policy, and no other page may frame it', async ({ page }) => {
    const response = await page.goto('/login');
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('serving the app', () => {
  test('/ and every route answer with the app whatever the Accept header', async ({ request }) => {
    for (const url of ['/', ...ROUTES.map(urlOf)]) {
      for (const accept of ['*/*', 'application/json']) {
        const response = await request.get(url, { headers: { accept } });
        expect({ url, accept, status: response.status() }).toEqual({ url, accept, status: 200 });
        expect(response.headers()['content-type']).toContain('text/html');
      }
    }
    expect((await request.get('/missing-asset.js')).status()).toBe(404);
    expect((await request.get('/api/v1/no-such-thing')).status()).toBe(404);
  });
});
