import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signInByApi, test } from './fixtures';

/**
 * The README's development path with the remote's real dev server: `pnpm --filter remote-studio dev`
 * (port 3001, or E2E_REMOTE_DEV_PORT) and the shell opened with
 * `?remote.remote_studio=http://localhost:<port>/mf-manifest.json`. The dev server's first build
 * takes most of this file's time (about half a minute with a warm webpack cache).
 */
const DEV_PORT = Number(process.env.E2E_REMOTE_DEV_PORT || 3001);
const MANIFEST = `http://localhost:${DEV_PORT}/mf-manifest.json`;
const EDITED = path.join(__dirname, '../remote-studio/src/features/members/member-list.i18n.ts');

let devServer: ChildProcess | undefined;
let original: string | undefined;

function restoreEditedFile() {
  if (original !== undefined) writeFileSync(EDITED, original);
  original = undefined;
}

const isServing = (url: string) =>
  fetch(url)
    .then((response) => response.ok)
    .catch(() => false);

async function untilServing(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await isServing(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.describe('a remote from its dev server', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    const portArgs = DEV_PORT === 3001 ? [] : ['--port', String(DEV_PORT)];
    devServer = spawn('pnpm', ['--filter', 'remote-studio', 'dev', ...portArgs], {
      cwd: path.join(__dirname, '..'),
      stdio: 'ignore',
      detached: true,
    });
    await untilServing(MANIFEST, 180_000);
  });

  test.afterAll(async () => {
    restoreEditedFile();
    const group = devServer?.pid;
    if (!group) return;
    // The dev server finishes its open connections on the first SIGTERM; it is not waited for long.
    process.kill(-group, 'SIGTERM');
    for (let waited = 0; waited < 5_000 && (await isServing(MANIFEST)); waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Already gone.
    }
  });

  test('renders the member list from the dev server, and shows an edit to its source without a page reload', async ({
    page,
  }) => {
    await signInByApi(page, 'developer');
    const fromDevServer: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`http://localhost:${DEV_PORT}/`)) fromDevServer.push(request.url());
    });
    await page.goto(`/member-list?remote.remote_studio=${encodeURIComponent(MANIFEST)}`);
    await expect(page.getByTestId('remote-override-banner')).toContainText(
      `remote_studio loads from ${MANIFEST}`,
    );
    await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    expect(fromDevServer).toEqual(
      expect.arrayContaining([MANIFEST, `http://localhost:${DEV_PORT}/remoteEntry.js`]),
    );

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    original = readFileSync(EDITED, 'utf8');
    const edited = original.replace("title: 'Member List',", "title: 'Member List (edited)',");
    expect(edited, 'the member list title is in the file this test edits').not.toBe(original);
    writeFileSync(EDITED, edited);
    try {
      await expect(page.getByRole('heading', { name: 'Member List (edited)' })).toBeVisible({
        timeout: 60_000,
      });
    } finally {
      restoreEditedFile();
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    // Still signed in: the member list reads the API with the same session.
    await expect(page).toHaveURL(/\/member-list$/);
  });
});
