import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * How fast a report over a whole year shows its first screen (the totals), not a test. Start a server
 * on the 100,000-member scale database with the built front ends first:
 *
 *   PGLITE_DIR=/tmp/scale/pglite pnpm --filter mock-server seed:scale
 *   PORT=8201 PGLITE_DIR=/tmp/scale/pglite pnpm --filter mock-server start
 *   BENCH_REPORTS_URL=http://127.0.0.1:8201 pnpm exec tsx remote-reports/bench/report-first-screen.ts
 *
 * For each report: `apiMs`, the API's answer to the same query from Node; in a cold browser context,
 * `firstScreenMs` from navigation start to the first total painted, `browserApiMs` the report request
 * as the browser saw it, and `renderMs` from that answer to the painted total. Medians of BENCH_RUNS (5).
 */

const BASE_URL = process.env.BENCH_REPORTS_URL || 'http://127.0.0.1:8201';
const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS || 5), 1), 25);
const GOAL_FIRST_SCREEN_MS = 2000;
const DAY_MS = 86_400_000;

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * DAY_MS).toISOString().slice(0, 10);
const RANGE = `from=${yearAgo}&to=${today}`;

/** Screen path, the API request it makes, and the total whose paint ends the first screen. */
const REPORTS = [
  { screen: '/report-transacion', api: 'reports/transactions', figure: 'net' },
  { screen: '/report-nonpay', api: 'reports/non-payment', figure: 'balance' },
  { screen: '/report-personal-training', api: 'reports/personal-training', figure: 'value' },
  { screen: '/report/revenue', api: 'reports/revenue', figure: 'total' },
  { screen: '/report/profit-and-loss', api: 'reports/profit-and-loss', figure: 'profit' },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value);
}

async function main() {
  const login = await fetch(`${BASE_URL}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  const session = (await login.json()) as { accessToken: string; refreshToken: string; userData: unknown };

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  for (const report of REPORTS) {
    const apiMs: number[] = [];
    const firstScreenMs: number[] = [];
    const browserApiMs: number[] = [];
    const renderMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = await fetch(`${BASE_URL}/api/v1/${report.api}?${RANGE}`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
      await answer.arrayBuffer();
      apiMs.push(performance.now() - started);

      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((s) => {
        localStorage.setItem('userData', JSON.stringify(s.userData));
        localStorage.setItem('accessToken', s.accessToken);
        localStorage.setItem('refreshToken', s.refreshToken);
      }, session);
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${report.screen}?period=custom&${RANGE}&centerId=all`);
      const selector = `[data-figure="${report.figure}"] [data-testid="report-figure-value"]`;
      await page.waitForFunction((css) => Boolean(document.querySelector(css)?.textContent), selector, {
        timeout: 60_000,
        polling: 'raf',
      });
      const timing = await page.evaluate((apiPath) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((candidate) => candidate.name.includes(`/api/v1/${apiPath}?`)) as PerformanceResourceTiming;
        return { painted: performance.now(), apiStart: entry.startTime, apiEnd: entry.responseEnd };
      }, report.api);
      firstScreenMs.push(timing.painted);
      browserApiMs.push(timing.apiEnd - timing.apiStart);
      renderMs.push(timing.painted - timing.apiEnd);
      await context.close();
    }
    const result = {
      report: report.screen,
      apiMs: median(apiMs),
      firstScreenMs: median(firstScreenMs),
      browserApiMs: median(browserApiMs),
      renderMs: median(renderMs),
      withinGoal: median(firstScreenMs) < GOAL_FIRST_SCREEN_MS,
    };
    console.log(JSON.stringify(result));
    results.push(result);
  }
  await browser.close();

  const output = {
    date: new Date().toISOString(),
    machine: os.hostname(),
    loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
    range: { from: yearAgo, to: today },
    runs: RUNS,
    goalFirstScreenMs: GOAL_FIRST_SCREEN_MS,
    results,
  };
  const dir = path.join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  // Short number arrays on one line, as the repository's formatter writes JSON.
  const json = JSON.stringify(output, null, 2).replace(
    /\[\s+([\d.,\s-]+?)\s+\]/g,
    (_match, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`,
  );
  writeFileSync(path.join(dir, 'latest.json'), `${json}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
