import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { uniqueId } from './admin-api';
import { ACCOUNTS, expect, menu, seriousViolations, signInByApi, test } from './fixtures';

/**
 * Independent delivery of one remote through the real `pnpm release` tool, the real server and the
 * built shell: two releases of the reports remote (the second a copy of the build with one visible
 * string changed), promoted and rolled back on the releases screen.
 */
const ROOT = path.resolve(__dirname, '..');
const RELEASES_DIR = path.join(ROOT, 'mock-server', 'releases', 'remote_reports');
const ORIGINAL = 'Every report of the studio, for any range of days and branch.';
const CHANGED = 'Every report of the studio, from the second release.';
const uid = uniqueId();
const FIRST = `1.0.0-e2e.${uid}.1`;
const SECOND = `1.0.0-e2e.${uid}.2`;

test.describe.configure({ mode: 'serial' });

function release(baseURL: string, ...args: string[]): string {
  return execFileSync('node', [path.join(ROOT, 'scripts/release.mjs'), ...args, '--server', baseURL], {
    env: {
      ...process.env,
      CLOUDFIT_EMAIL: ACCOUNTS.developer.email,
      CLOUDFIT_PASSWORD: ACCOUNTS.developer.password,
    },
    encoding: 'utf8',
  });
}

/** The reports remote's build with one visible string changed: a release that differs on screen. */
function fixtureBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-release-fixture-'));
  cpSync(path.join(ROOT, 'remote-reports', 'dist'), dist, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (!text.includes(ORIGINAL)) continue;
    writeFileSync(path.join(dist, file), text.replaceAll(ORIGINAL, CHANGED));
    // The precompressed copies would still say the original.
    rmSync(path.join(dist, `${file}.br`), { force: true });
    rmSync(path.join(dist, `${file}.gz`), { force: true });
    changed++;
  }
  expect(changed).toBeGreaterThan(0);
  return dist;
}

/** Requests for the remote's files that fail or answer an error, from the moment it is called. */
function failedRemoteRequests(page: Page): string[] {
  const failed: string[] = [];
  const isRemoteFile = (url: string) => /\/(releases|remotes)\//.test(url);
  page.on('requestfailed', (request) => {
    if (isRemoteFile(request.url())) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (isRemoteFile(response.url()) && response.status() >= 400)
      failed.push(`${response.url()} ${response.status()}`);
  });
  return failed;
}

async function confirmWithReason(page: Page, button: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a report from the menu in the same document, expanding the menu's Reports group when closed. */
async function openReport(page: Page, name: string) {
  const link = menu(page).getByRole('link', { name });
  if (!(await link.isVisible())) await menu(page).getByRole('button', { name: 'Reports' }).click();
  await link.click();
}

let fixture: string;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  fixture = fixtureBuild();
  release(baseURL, 'remote-reports', '--no-build', '--version', FIRST);
  release(baseURL, 'remote-reports', '--dist', fixture, '--version', SECOND);
});

test.afterAll(async ({ browserName: _ }, testInfo) => {
  // The other specs share this server: the reports remote goes back to its built folder before
  // this spec's release folders are deleted (rolling back past the first release reaches it).
  const baseURL = testInfo.project.use.baseURL!;
  for (let step = 0; step < 3; step++) {
    const remotes = (await (await fetch(`${baseURL}/remotes.json`)).json()) as Record<string, unknown>;
    if (remotes.remote_reports === '/remotes/remote-reports/mf-manifest.json') break;
    try {
      release(baseURL, 'rollback', 'remote-reports', '--reason', 'end of the releases browser test');
    } catch {
      break;
    }
  }
  rmSync(fixture, { recursive: true, force: true });
  for (const folder of readdirSync(RELEASES_DIR)) {
    if (folder.includes(`e2e.${uid}.`))
      rmSync(path.join(RELEASES_DIR, folder), { recursive: true, force: true });
  }
});

test('a developer promotes a release and rolls it back on the releases screen; fresh pages follow, an open tab keeps working', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const developer = await signInByApi(page, 'developer');
  await page.addInitScript(() => localStorage.setItem('cloudfit:releaseCheckMs', '1'));
  await page.goto('/releases');
  const reports = page.getByTestId('releases-remote_reports');
  await expect(reports.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(reports).toContainText('No release is live');
  expect(await seriousViolations(page)).toEqual([]);

  // The first release goes live: the open tab then opens the reports from it.
  const firstRow = reports.locator('tr', { hasText: FIRST });
  await expect(firstRow).toContainText(developer.userData.fullName);
  await firstRow.getByRole('button', { name: 'Promote' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Make Reports ${FIRST} live?`);
  expect(await seriousViolations(page)).toEqual([]);
  await confirmWithReason(page, 'Promote', 'first release of the reports');
  await expect(firstRow.getByText('Live', { exact: true })).toBeVisible();

  await openReport(page, 'Report catalogue');
  await expect(page.getByText(ORIGINAL)).toBeVisible();
  const failed = failedRemoteRequests(page);

  // The second release goes live while this tab has the first loaded.
  await menu(page).getByRole('link', { name: 'Releases' }).click();
  const secondRow = reports.locator('tr', { hasText: SECOND });
  await secondRow.getByRole('button', { name: 'Promote' }).click();
  await confirmWithReason(page, 'Promote', 'the new subtitle');
  await expect(secondRow.getByText('Live', { exact: true })).toBeVisible();

  // A fresh page shows it, with no build and no restart.
  const fresh = await browser.newPage();
  await signInByApi(fresh, 'developer');
  await fresh.goto('/report');
  await expect(fresh.getByText(CHANGED)).toBeVisible();
  await fresh.close();

  // The tab opened before keeps navigating the remote's screens (files it had not loaded yet come
  // from its own release's folder), and is offered the new version.
  await openReport(page, 'Personal training');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openReport(page, 'Report catalogue');
  await expect(page.getByText(ORIGINAL)).toBeVisible();
  await expect(page.getByTestId('new-release-notice')).toContainText(
    'A new version of Reports is available.',
  );
  expect(failed).toEqual([]);

  // Roll back: the next page shows the first release again.
  await menu(page).getByRole('link', { name: 'Releases' }).click();
  await reports.getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByRole('dialog')).toContainText(`(${FIRST}) becomes live again`);
  await confirmWithReason(page, 'Roll back', 'subtitle wrong');
  await expect(firstRow.getByText('Live', { exact: true })).toBeVisible();
  const next = await browser.newPage();
  await signInByApi(next, 'developer');
  await next.goto('/report');
  await expect(next.getByText(ORIGINAL)).toBeVisible();
  await next.close();
});

test('publishing a version again with other content is refused; the same content is the same release', async ({
  baseURL,
}) => {
  expect(() => release(baseURL!, 'remote-reports', '--dist', fixture, '--version', FIRST)).toThrow(
    /already published with other content/,
  );
  expect(release(baseURL!, 'remote-reports', '--dist', fixture, '--version', SECOND)).toContain(
    'already registered',
  );
});

test('after this spec the reports remote is served from its built folder again', async ({ baseURL }) => {
  // Left on a release of this spec, every later screen of the remote would load deleted files.
  release(baseURL!, 'rollback', 'remote-reports', '--reason', 'back to the built folder');
  const remotes = (await (await fetch(`${baseURL}/remotes.json`)).json()) as Record<string, unknown>;
  expect(remotes.remote_reports).toBe('/remotes/remote-reports/mf-manifest.json');
});

test('only developers see the releases screen', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/member-list');
  await expect(menu(page).getByRole('link', { name: 'Member List' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await page.goto('/releases');
  await expect(page).toHaveURL(/not-authorized/);
});
