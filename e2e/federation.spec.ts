import type { Page } from '@playwright/test';
import { expect, menu, seriousViolations, signInByApi, test } from './fixtures';

/** Loads a remote's exposed module through the page's own federation runtime. */
function sameInstancesAsShell(page: Page, remote: string) {
  return page.evaluate(async (id) => {
    const federation = (
      window as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string; loadRemote(id: string): Promise<unknown> }[] };
      }
    ).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    const probe = (await host?.loadRemote(`${id}/probe`)) as { store: unknown; http: unknown };
    const shell = (window as unknown as { __cloudfit: { store: unknown; http: unknown } }).__cloudfit;
    return { store: probe.store === shell.store, http: probe.http === shell.http };
  }, remote);
}

test.describe('module federation', () => {
  test('every remote runs on the shell’s one store and one token client, and the page logs no warning', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      // The browser tests block service workers, so the worker's registration says it failed.
      if (/blocked by Playwright/.test(message.text())) return;
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    await signInByApi(page, 'developer');
    await page.goto('/member-list');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    for (const remote of ['remote_studio', 'remote_auth', 'remote_reports', 'remote_demo_apps']) {
      expect(await sameInstancesAsShell(page, remote), remote).toEqual({ store: true, http: true });
    }
    expect(logged).toEqual([]);
  });

  test('the page of an address prefetches its remote screen, carries the remotes document and sends each first read once', async ({
    page,
  }) => {
    const html = await (await page.request.get('/member-list', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<link rel=prefetch href="/remotes/remote-studio/remoteEntry.js">');
    // Every file the member list's exposed module starts with, whichever chunks the build put it in.
    const manifest = (await (await page.request.get('/remotes/remote-studio/mf-manifest.json')).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const memberList = manifest.exposes.find((expose) => expose.name === 'MemberList');
    expect(memberList?.assets.js.sync.length).toBeGreaterThan(0);
    for (const file of memberList?.assets.js.sync ?? []) {
      expect(html).toContain(`<link rel=prefetch href="/remotes/remote-studio/${file}">`);
    }
    expect(html).toContain('id=cloudfit-remotes');

    await signInByApi(page, 'admin');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/member-list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    // The page's script and main.js's early start both know these reads: each goes out once.
    for (const read of ['/api/v1/members', '/api/v1/settings/profile', '/api/v1/centers']) {
      expect(
        requested.filter((path) => path === read),
        read,
      ).toHaveLength(1);
    }
    expect(requested).not.toContain('/remotes.json');
  });

  test('a screen that arrives after its loading spinner shows at once', async ({ page }) => {
    await signInByApi(page, 'admin');
    // The page's clock stands still: React holds back a Suspense boundary's content until 300 ms
    // after its fallback showed, on a timer that now never fires, so a held-back screen never shows.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      /\/remotes\/remote-studio\/__federation_expose_MemberList\.[0-9a-f]+\.js$/,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    // Not until "load": the page's load event waits for the held file once the runtime asks for it.
    await page.goto('/member-list', { waitUntil: 'commit' });
    const spinner = page.getByRole('main').getByRole('progressbar', { name: 'Loading…' });
    await expect(spinner).toBeVisible();
    release();
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await expect(spinner).toBeHidden();
  });

  test('a remote that is down shows a translated error with retry, while the rest keeps working', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.route('**/remotes/remote-studio/**', (route) => route.abort('connectionrefused'));
    await page.goto('/member-list');

    const failure = page.getByTestId('remote-error');
    await expect(failure).toContainText('This screen could not be loaded');
    await expect(menu(page).getByRole('button', { name: 'Member management' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^John Doe/ })).toBeVisible();

    // Another remote still loads.
    await page.goto('/pages/miscellaneous/not-authorized');
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();

    await page.goBack();
    await expect(failure).toBeVisible();
    await page.unroute('**/remotes/remote-studio/**');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(page.getByTestId('list-row')).toHaveCount(10);
  });

  test('a remote that never answers times out with the configured timeout, in the user’s language', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.addInitScript(() => {
      localStorage.setItem('cloudfit:remoteTimeoutMs', '1500');
      localStorage.setItem('cloudfit:locale', 'fr');
    });
    await page.route('**/remotes/remote-studio/mf-manifest.json', () => {
      // Never answered: the request hangs until the shell gives up.
    });
    await page.goto('/member-list');
    const failure = page.getByTestId('remote-error');
    await expect(failure).toContainText("Cet écran n'a pas pu être chargé");
    await expect(failure).toContainText('plus de 2 secondes');
    await expect(failure.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Gestion des membres' })).toBeVisible();
  });

  test('a remote whose code throws is contained the same way', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.route('**/remotes/remote-studio/remoteEntry.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("broken deploy");' }),
    );
    await page.goto('/member-list');
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await expect(menu(page)).toBeVisible();
  });

  test('a developer can point one remote elsewhere from the browser, and sees that an override is active', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, 'developer');
    const manifest = `${baseURL}/remotes/remote-studio/mf-manifest.json?override=1`;
    const overrideRequest = page.waitForRequest((r) => r.url() === manifest);
    await page.goto(`/member-list?remote.remote_studio=${encodeURIComponent(manifest)}`);
    await overrideRequest;
    const banner = page.getByTestId('remote-override-banner');
    await expect(banner).toContainText('remote_studio loads from');
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(page).not.toHaveURL(/remote\.remote_studio/);

    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Clear override' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
  });

  test('a release built for another shell is refused before any of its code runs, named with the mismatch; the rest works', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.route('**/remotes/remote-studio/mf-manifest.json', async (route) => {
      const manifest = await (await route.fetch()).json();
      manifest.cloudfit.contract.shared.react = '^99.0.0';
      await route.fulfill({ json: manifest });
    });
    await page.goto('/member-list');
    const failure = page.getByTestId('remote-error');
    await expect(failure).toHaveAttribute('data-reason', 'contract');
    await expect(failure).toContainText(
      'The Studio module was not loaded: this release was built for another version of CloudFit. It needs react ^99.0.0 (here: 19.',
    );
    await expect(failure.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // Its entry script never ran: no container of the remote exists in the page.
    expect(await page.evaluate(() => 'remote_studio' in window)).toBe(false);
    await expect(menu(page).getByRole('button', { name: 'Member management' })).toBeVisible();
    await page.goto('/pages/miscellaneous/not-authorized');
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  });

  test('a remote refused by the page’s security policy is named as such, not as one that did not answer', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    // A development build evaluating its modules with eval, which the page's CSP refuses.
    await page.route('**/remotes/remote-studio/remoteEntry.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'eval("1");' }),
    );
    await page.goto('/member-list');
    const failure = page.getByTestId('remote-error');
    await expect(failure).toHaveAttribute('data-reason', 'security-policy');
    await expect(failure).toContainText(
      "The Studio module was not loaded: the browser's security policy refused it",
    );
    await expect(failure).not.toContainText('did not answer');
  });

  test('a remote whose manifest is missing says so with its address and status, and retries', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, 'admin');
    await page.route('**/remotes/remote-studio/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, json: { code: 'not_found', message: 'Not found' } }),
    );
    await page.goto('/member-list');
    const failure = page.getByTestId('remote-error');
    await expect(failure).toContainText(
      `The Studio module was not found: ${baseURL}/remotes/remote-studio/mf-manifest.json answered 404.`,
    );
    await page.unroute('**/remotes/remote-studio/mf-manifest.json');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('list-row')).toHaveCount(10);
  });

  test('a manifest that answers after the timeout leaves the shell usable and the retry loads the screen', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.addInitScript(() => localStorage.setItem('cloudfit:remoteTimeoutMs', '1500'));
    let slow = true;
    await page.route('**/remotes/remote-studio/mf-manifest.json', async (route) => {
      // The runtime's request, not the page's prefetch of the same file.
      if (slow && route.request().resourceType() === 'fetch') {
        slow = false;
        await new Promise((resolve) => setTimeout(resolve, 10_000));
      }
      await route.continue().catch(() => undefined);
    });
    await page.goto('/member-list');
    const failure = page.getByTestId('remote-error');
    await expect(failure).toHaveAttribute('data-reason', 'timeout');
    await expect(failure).toContainText('It took longer than 2 seconds.');
    await expect(menu(page).getByRole('button', { name: 'Member management' })).toBeVisible();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('list-row')).toHaveCount(10);
  });

  test('an override from an origin that is not allowed is refused and said; the published remote loads', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://evil.example')) foreign.push(request.url());
    });
    await page.goto(
      `/member-list?remote.remote_studio=${encodeURIComponent('https://evil.example/mf-manifest.json')}`,
    );
    await expect(page.getByTestId('remote-override-refused')).toContainText(
      'The address asked to load remote_studio from https://evil.example/mf-manifest.json. That origin is not allowed for overrides',
    );
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await expect(page.getByTestId('remote-override-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cloudfit:remoteOverrides'))).toBeNull();
    expect(foreign).toEqual([]);
  });

  test('an open tab is told when a newer release of a remote it uses goes live, and is not reloaded', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.addInitScript(() => localStorage.setItem('cloudfit:releaseCheckMs', '1'));
    await page.goto('/member-list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.route('**/remotes.json', async (route) => {
      const remotes = await (await route.fetch()).json();
      remotes.remote_studio = '/remotes/remote-studio/mf-manifest.json?release=2';
      await route.fulfill({ json: remotes });
    });
    await menu(page).getByRole('link', { name: 'Invoices' }).click();
    const notice = page.getByTestId('new-release-notice');
    await expect(notice).toContainText('A new version of Studio is available.');
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('a developer’s remote diagnostics list each remote’s release and which app provided each shared singleton, axe clean', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    await page.addInitScript(() => localStorage.setItem('cloudfit:locale', 'de'));
    await page.goto('/member-list');
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await page
      .locator('header')
      .getByRole('button', { name: /Devon Lin/ })
      .click();
    await page.getByRole('menuitem', { name: 'Remote-Diagnose' }).click();
    const panel = page.getByRole('dialog', { name: 'Remote-Diagnose' });
    const studio = panel.getByTestId('diagnostics-remote_studio');
    await expect(studio).toContainText('Studio');
    // The loaded release as its manifest states it: version, build time, commit, and its load time.
    await expect(studio).toContainText(/1\.\d+\.\d+/);
    await expect(studio).toContainText(/\d+ ms/);
    await expect(studio).toContainText('OK');
    await expect(panel.getByRole('row', { name: /^react 19\.\d+\.\d+ shell/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
