import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, type AccountRole } from './fixtures';

/**
 * The first screen the server renders for a signed-in browser (mock-server/src/static/page-render.ts),
 * on a server of its own: the other specs' server sends every page for the browser to render.
 */
const PORT = Number(process.env.E2E_PORT || 8181) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cloudfit-e2e-page-render-'));
let server: ChildProcess | undefined;

/** The running app's store (bootstrap.tsx puts it on the window for tests). */
type AppWindow = {
  __cloudfit: { store: { getState(): { signOut(): void; setLocale(locale: string): void } } };
};

async function untilServing(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(`${ORIGIN}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (server?.exitCode !== null) throw new Error(`the server exited with ${server?.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${ORIGIN} did not answer within ${timeoutMs} ms`);
}

test.describe('the first screen, rendered by the server', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.use({ baseURL: ORIGIN, timezoneId: 'Asia/Taipei' });

  test.beforeAll(async () => {
    server = spawn('pnpm', ['--filter', 'mock-server', 'start'], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: path.join(dataDir, 'pglite'),
        JWT_SECRET: 'e2e-page-render-only-secret',
        LOG_LEVEL: 'warn',
        // Each page here waits for its rendering: this is about what it shows, not how soon.
        PAGE_RENDER_BUDGET_MS: '20000',
      },
      stdio: 'ignore',
      detached: true,
    });
    await untilServing(180_000);
  });

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Signs in on the sign-in page, as staff do: the app lands on the member list and keeps the page cookie. */
  async function signIn(page: Page, role: AccountRole) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS[role].email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[role].password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  }

  /** Holds the app's code back until `release`: what shows meanwhile is what the server sent. */
  async function holdAppCode(page: Page) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/main\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a signed-in desk opens on its member list painted at once, and the app takes it over in place', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await signIn(page, 'admin');
    await page.goto('/member-list');
    await expect(page.locator('#root tbody tr').nth(9)).toBeVisible();
    const appRows = await page.locator('#root tbody tr').allInnerTexts();

    const release = await holdAppCode(page);
    const answer = page.waitForResponse((response) => response.url() === `${ORIGIN}/member-list`);
    await page.reload({ waitUntil: 'commit' });
    expect((await answer).headers()['x-page-render']).toBe('server');
    // Before any of the app's code runs: the same rows, the menu and the user, where they will stay.
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('inert', '');
    await expect(root.locator('tbody tr').nth(9)).toBeVisible();
    expect(await root.locator('tbody tr').allInnerTexts()).toEqual(appRows);
    await expect(root.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(root.getByText('John Doe')).toBeVisible();
    await expect(page.locator('#loading-bg')).toBeHidden();
    const servedBox = await root.locator('tbody tr').nth(4).boundingBox();
    await root
      .locator('tbody tr')
      .nth(4)
      .evaluate((row) => row.setAttribute('data-served', ''));

    release();
    await expect(root).not.toHaveAttribute('inert');
    // Taken over in place (hydrated): the server's very row, alive, where it was.
    const ownRow = root.locator('tbody tr').nth(4);
    await expect(ownRow).toHaveAttribute('data-served', '');
    expect(await ownRow.boundingBox()).toEqual(servedBox);
    await ownRow.click();
    await expect(page).toHaveURL(/\/apps\/member\/edit\/\d+$/);
    expect(problems).toEqual([]);
  });

  test('a front desk in zh-TW on a phone gets its words and its cards; signing out ends it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: ORIGIN,
      viewport: { width: 390, height: 844 },
      timezoneId: 'Asia/Taipei',
    });
    const page = await context.newPage();
    await signIn(page, 'client');
    await page.goto('/member-list');
    // The language picked in the navbar: the store keeps it, and the page cookie with it.
    await page.evaluate(() =>
      (window as unknown as AppWindow).__cloudfit.store.getState().setLocale('zh-TW'),
    );

    const release = await holdAppCode(page);
    await page.reload({ waitUntil: 'commit' });
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('inert', '');
    await expect(root.getByRole('heading', { name: '會員列表' })).toBeVisible();
    await expect(root.locator('table')).toHaveCount(0);
    const card = root.getByText(/M\d{6}/).first();
    await expect(card).toBeVisible();
    await card.evaluate((element) => element.setAttribute('data-served', ''));
    release();
    await expect(root).not.toHaveAttribute('inert');
    await expect(root.getByRole('heading', { name: '會員列表' })).toBeVisible();
    await expect(root.getByText(/M\d{6}/).first()).toHaveAttribute('data-served', '');

    // Signing out takes the page cookie with it: the next page is not rendered for the session.
    await page.evaluate(() =>
      (window as unknown as { __cloudfit: { store: { getState(): { signOut(): void } } } }).__cloudfit.store
        .getState()
        .signOut(),
    );
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cloudfit_page');
    const answer = page.waitForResponse((response) => response.url() === `${ORIGIN}/member-list`);
    await page.goto('/member-list');
    expect((await answer).headers()['x-page-render']).toBeUndefined();
    await context.close();
  });
});
