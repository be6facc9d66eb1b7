import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { encodePageCookie, PAGE_COOKIE } from '../../shared/src/page/page-cookie';
import { PREFERENCE_KEYS } from '../../shared/src/store/preferences';
import { type DeskActionFigures, measureDeskActions } from './desk-actions';

/**
 * `pnpm bench:ui`: how fast the built front ends show the member list to a signed-in user on a cold
 * browser context, and how fast a screen of another route shows once the shell is up. Not a test;
 * never run in CI. Run `pnpm build` first: it measures the dist folders as they are.
 *
 *   pnpm bench:ui                          # 7 cold runs, medians
 *   BENCH_UI_RUNS=15 pnpm bench:ui
 *   BENCH_UI_LABEL=after-brotli pnpm bench:ui   # also writes results/<date>-<machine>-<label>.json
 *   BENCH_UI_MACHINE=shared-2-core          # the machine's name in that file (default: the host name)
 *   BENCH_UI_VERBOSE=1 pnpm bench:ui        # also lists each run's requests before the rows
 *   BENCH_UI_FRONTEND_ROOT=/path/to/checkout  # measure the dist folders of another checkout
 *   BENCH_UI_WINDOW_UI=1 pnpm bench:ui       # keep the browser window's own UI work (see e2e/chromium.ts)
 *   BENCH_UI_LOCALE=zh-TW pnpm bench:ui      # the user's language (default English, which is in the code)
 *   BENCH_UI_PEER_URL=http://127.0.0.1:3000/#/members pnpm bench:ui
 *                                          # another app's first list, measured the same way: no sign-in,
 *                                          # no warm navigations, and no CloudFit server started
 *
 *   PAGE_RENDER=off pnpm bench:ui            # the server sends every page for the browser to render
 *   BENCH_UI_DESK_RUNS=5 pnpm bench:ui       # repetitions of each desk action (default 30; 0 skips them)
 *
 * After the first-screen figures it times the desk actions, warm (see desk-actions.ts), p50/p95.
 * The server runs on BENCH_UI_PORT (8193) with a throwaway PGlite folder.
 */

const REPO_ROOT = path.resolve(__dirname, '../..');
const FRONTEND_ROOT = path.resolve(process.env.BENCH_UI_FRONTEND_ROOT || REPO_ROOT);
const RESULTS_DIR = path.join(__dirname, 'results');
const PORT = Number(process.env.BENCH_UI_PORT || 8193);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const RUNS = Math.min(Math.max(Number(process.env.BENCH_UI_RUNS || 7), 1), 51);
const SERVER_START_TIMEOUT_MS = 180_000;
const APPS = ['shell', 'remote-studio', 'remote-reports', 'remote-demo-apps', 'remote-auth'];

/** A member row with text in it: the DataGrid's 10th row or the 10th row of a table body. */
const TENTH_ROW_SELECTOR = '.MuiDataGrid-row[data-rowindex="9"], tbody > tr:nth-child(10)';

/** Client-side navigations after the member list is up: a studio screen, then a report. */
const PEER_URL = process.env.BENCH_UI_PEER_URL;
const WINDOW_UI = Boolean(process.env.BENCH_UI_WINDOW_UI);
const LOCALE = process.env.BENCH_UI_LOCALE;
const WARM_ROUTES = PEER_URL ? [] : ['/invoice', '/report-transacion'];
const FIRST_SCREEN = PEER_URL ?? '/member-list';

const DESK_RUNS = Math.min(Math.max(Number(process.env.BENCH_UI_DESK_RUNS ?? 30), 0), 200);
const GOALS = {
  tenthRowMs: 500,
  jsKb: 300,
  requests: 30,
  warmNavigationMs: 300,
  deskActionP95Ms: 150,
  calendarP95Ms: 400,
};
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 10) / 10);

interface ResourceEntry {
  url: string;
  startTime: number;
  transferSize: number;
  decodedBodySize: number;
}

interface ColdRun {
  tenthRowMs: number;
  /** The app's own 10th row on screen (the page the server rendered gave way to it): the list works. */
  appRowsMs: number;
  requestsBeforeRows: number;
  jsRequestsBeforeRows: number;
  jsTransferredKb: number;
  jsDecodedKb: number;
  warmNavigationMs: Record<string, number>;
}

declare global {
  interface Window {
    __benchTenthRowAt?: number;
    __benchAppRowsAt?: number;
  }
}

function gitCommit(dir: string): string | null {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function startServer(dataDir: string): ChildProcess {
  return spawn('pnpm', ['--filter', 'mock-server', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      JWT_SECRET: 'bench-ui-only-secret',
      LOG_LEVEL: 'warn',
      CLOUDFIT_FRONTEND_ROOT: FRONTEND_ROOT,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${BASE_URL}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${BASE_URL} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function signIn(): Promise<Record<string, string>> {
  const response = await fetch(`${BASE_URL}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const session = (await response.json()) as { userData: unknown; accessToken: string; refreshToken: string };
  return {
    userData: JSON.stringify(session.userData),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    ...(LOCALE ? { [PREFERENCE_KEYS.locale]: LOCALE } : {}),
  };
}

/** Records, in the page's own clock, the frame after the 10th member row first has text. */
function watchTenthRow(selector: string) {
  performance.setResourceTimingBufferSize(1000);
  // The app's own rows: alive, the server's rendering of them (inert until then) taken over.
  const appRows = new MutationObserver(() => {
    const row = document.querySelector(`#root ${selector.split(', ').join(', #root ')}`);
    if (!row?.textContent?.trim() || document.querySelector('#root[inert]')) return;
    appRows.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__benchAppRowsAt = performance.now();
      }),
    );
  });
  appRows.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['inert'],
  });
  const observer = new MutationObserver(() => {
    const row = document.querySelector(selector);
    // Shown: a row still hidden (a rendering not yet revealed, the app's root behind it) is not painted.
    if (!row?.textContent?.trim() || row.querySelector('.MuiSkeleton-root')) return;
    if (!row.checkVisibility({ visibilityProperty: true })) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__benchTenthRowAt = performance.now();
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A client-side navigation as a menu link makes it (the router follows the address on popstate),
 * timed until the frame after the main area shows the new screen's heading with no loading
 * indicator. While the next screen loads the router may keep the previous one on screen, so a
 * heading only counts once it is not the one shown before.
 */
async function navigateAndTime(route: string): Promise<number> {
  // No named inner functions: this runs in the page, where tsx's name-keeping helper does not exist.
  const headingSelector = 'h1, h2, h3, h4, h5, h6';
  const before = document.querySelector('main')?.querySelector(headingSelector);
  const started = performance.now();
  window.history.pushState(null, '', route);
  window.dispatchEvent(new PopStateEvent('popstate'));
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const main = document.querySelector('main');
    const heading = main?.querySelector(headingSelector);
    if (
      window.location.pathname === route &&
      heading &&
      heading !== before &&
      heading.isConnected &&
      !main?.querySelector('[role="progressbar"]')
    )
      break;
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return performance.now() - started;
}

async function resourcesBefore(page: Page, time: number): Promise<ResourceEntry[]> {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      url: entry.name,
      startTime: entry.startTime,
      transferSize: entry.transferSize,
      decodedBodySize: entry.decodedBodySize,
    })),
  );
  // A file read from the browser's cache (a prefetched file, when the runtime then asks for it) is
  // an entry with nothing transferred, not a request.
  return entries.filter((entry) => entry.startTime <= time && entry.transferSize > 0);
}

async function coldRun(browser: Browser): Promise<ColdRun> {
  const session = PEER_URL ? undefined : await signIn();
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1360, height: 860 } });
  try {
    // A browser the app signed in has the page cookie the store keeps (shell/src/page-render/page-cookie-mirror.ts).
    if (session)
      await context.addCookies([
        {
          name: PAGE_COOKIE,
          value: encodePageCookie({
            refreshToken: session.refreshToken!,
            preferences: {
              locale: (LOCALE ?? 'en') as 'en',
              center: null,
              width: 1360,
            },
          }),
          url: BASE_URL,
        },
      ]);
    if (session)
      await context.addInitScript((values) => {
        if (sessionStorage.getItem('bench:seeded')) return;
        sessionStorage.setItem('bench:seeded', '1');
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, session);
    await context.addInitScript(watchTenthRow, TENTH_ROW_SELECTOR);
    const page = await context.newPage();
    await page.goto(FIRST_SCREEN);
    await page.waitForFunction(() => window.__benchTenthRowAt !== undefined, null, { timeout: 60_000 });
    const tenthRowMs = await page.evaluate(() => window.__benchTenthRowAt!);
    // Another app renders its rows itself: they are its own.
    if (!PEER_URL)
      await page.waitForFunction(() => window.__benchAppRowsAt !== undefined, null, { timeout: 60_000 });
    const appRowsMs = PEER_URL ? tenthRowMs : await page.evaluate(() => window.__benchAppRowsAt!);
    // The desk's event stream stays open, so the network is never idle for long: wait for the
    // files fetched before the rows to finish, at most a few seconds.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const resources = await resourcesBefore(page, tenthRowMs);
    const scripts = resources.filter((entry) => new URL(entry.url).pathname.endsWith('.js'));
    if (process.env.BENCH_UI_VERBOSE) {
      for (const entry of resources) {
        const { pathname } = new URL(entry.url);
        console.log(`  ${Math.round(entry.startTime)} ms  ${kb(entry.transferSize)} KB  ${pathname}`);
      }
    }

    const warmNavigationMs: Record<string, number> = {};
    for (const route of WARM_ROUTES) warmNavigationMs[route] = await page.evaluate(navigateAndTime, route);

    return {
      tenthRowMs: Math.round(tenthRowMs),
      appRowsMs: Math.round(appRowsMs),
      // The document itself is not a resource entry.
      requestsBeforeRows: resources.length + 1,
      jsRequestsBeforeRows: scripts.length,
      jsTransferredKb: kb(scripts.reduce((sum, entry) => sum + entry.transferSize, 0)),
      jsDecodedKb: kb(scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0)),
      warmNavigationMs,
    };
  } finally {
    await context.close();
  }
}

function summarize(runs: ColdRun[]) {
  const of = (pick: (run: ColdRun) => number) => median(runs.map(pick));
  return {
    tenthRowMs: of((run) => run.tenthRowMs),
    appRowsMs: of((run) => run.appRowsMs),
    requestsBeforeRows: of((run) => run.requestsBeforeRows),
    jsRequestsBeforeRows: of((run) => run.jsRequestsBeforeRows),
    jsTransferredKb: of((run) => run.jsTransferredKb),
    jsDecodedKb: of((run) => run.jsDecodedKb),
    warmNavigationMs: Object.fromEntries(
      WARM_ROUTES.map((route) => [route, of((run) => run.warmNavigationMs[route]!)]),
    ),
  };
}

function printSummary(summary: ReturnType<typeof summarize>) {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const rows: [string, string, string][] = [
    [
      `${FIRST_SCREEN} cold, 10th row painted`,
      `${summary.tenthRowMs} ms`,
      verdict(summary.tenthRowMs <= GOALS.tenthRowMs),
    ],
    [`${FIRST_SCREEN} cold, the app's own rows (the list works)`, `${summary.appRowsMs} ms`, ''],
    [
      'JavaScript transferred before the rows',
      `${summary.jsTransferredKb} KB (${summary.jsDecodedKb} KB decoded, ${summary.jsRequestsBeforeRows} files)`,
      verdict(summary.jsTransferredKb <= GOALS.jsKb),
    ],
    [
      'requests before the rows',
      String(summary.requestsBeforeRows),
      verdict(summary.requestsBeforeRows <= GOALS.requests),
    ],
    ...Object.entries(summary.warmNavigationMs).map(([route, ms]): [string, string, string] => [
      `then ${route} (warm)`,
      `${ms} ms`,
      verdict(ms <= GOALS.warmNavigationMs),
    ]),
  ];
  console.log(`\nmedians of ${RUNS} cold runs`);
  for (const [name, value, status] of rows) console.log(`${name.padEnd(42)} ${value.padEnd(44)} ${status}`);
}

async function main() {
  const missing = PEER_URL ? [] : APPS.filter((app) => !existsSync(path.join(FRONTEND_ROOT, app, 'dist')));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}. Run pnpm build first.`);

  const loadAtStart = loadAverage();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-bench-ui-'));
  const server = PEER_URL ? undefined : startServer(dataDir);
  let browser: Browser | undefined;
  try {
    if (server) await waitForServer(server);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      // BENCH_UI_WINDOW_UI=1 keeps the browser window's own WebUI work (see CHROMIUM_ARGS).
      args: WINDOW_UI ? CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features=')) : CHROMIUM_ARGS,
    });
    // One run to warm the server's file and query caches; the browser side is cold in every run.
    await coldRun(browser);
    const runs: ColdRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      runs.push(await coldRun(browser));
      process.stdout.write(
        `run ${run}/${RUNS}: ${runs.at(-1)!.tenthRowMs} ms (the app's own ${runs.at(-1)!.appRowsMs} ms)\n`,
      );
    }
    const summary = summarize(runs);
    printSummary(summary);

    let deskActions: Record<string, DeskActionFigures> | null = null;
    if (!PEER_URL && DESK_RUNS > 0) {
      console.log(`\ndesk actions, warm, ${DESK_RUNS} runs each (input event -> result painted)`);
      deskActions = await measureDeskActions(browser, {
        baseUrl: BASE_URL,
        session: await signIn(),
        runs: DESK_RUNS,
        log: (line) => console.log(line),
      });
    }

    const result = {
      ranAt: new Date().toISOString(),
      machine: {
        name: process.env.BENCH_UI_MACHINE || os.hostname(),
        // The machine is shared: a busy one makes every figure slower.
        loadAverage: loadAverage(),
        loadAverageAtStart: loadAtStart,
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        node: process.version,
      },
      label: process.env.BENCH_UI_LABEL ?? null,
      ...(PEER_URL ? { peer: PEER_URL } : { commit: gitCommit(FRONTEND_ROOT) }),
      chromium: browser.version(),
      windowUi: WINDOW_UI,
      locale: LOCALE ?? 'en',
      goals: GOALS,
      summary,
      deskActions,
      runs,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (result.label) {
      const machine = process.env.BENCH_UI_MACHINE || os.hostname();
      const name = `${result.ranAt.slice(0, 10)}-${machine}-${result.label}.json`;
      writeFileSync(path.join(RESULTS_DIR, name), `${JSON.stringify(result, null, 2)}\n`);
      console.log(`\nwrote bench/ui/results/${name}`);
    }
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
