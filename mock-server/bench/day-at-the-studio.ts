import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodePageCookie, PAGE_COOKIE, type PagePreferences } from '@cloudfit/shared/page/page-cookie';
import { SERVER_PAGE_DATA_ID } from '@cloudfit/shared/page/page-render-types';
import {
  loadAverage,
  nodeArgumentsFrom,
  percentile,
  rssMb,
  signIn as signInAt,
  signInSession,
  startBenchServer,
} from './bench-server';

/**
 * `pnpm bench`'s memory part: a scripted "day at the studio" through the real HTTP API against one
 * server (the start script's Node flags, a fresh PGlite with the seeded studio, or DATABASE_URL):
 * 10 desks (front-desk sign-ins) scan members and check them in and sell memberships, 2 managers
 * view reports and download CSV exports, all at once. Then a second day on the same process. The
 * server's resident memory (RSS, from /proc) is sampled every second with the server's own report of
 * V8's heap and PGlite's WebAssembly memory (its size and the part of it in RAM); reported: RSS at
 * the end of each day, the peak, the second day's growth, the server's CPU time, and each request
 * kind's p50/p95, the desk's against the goal for 10 concurrent desks. Each desk also opens its
 * member list page, as its browser does (its page cookie: the server renders it), at the start of
 * the day and every 50 check-ins, each in its own language and width. Not a test.
 *
 *   pnpm --filter mock-server exec tsx bench/day-at-the-studio.ts
 *   BENCH_DAY_SCALE=0.1 ...   # a shorter day (default 1: ~1,500 check-ins, 150 sales, 40 report
 *                             # views, 20 exports per day)
 *   BENCH_DAY_EXPORTS=0       # the day's CSV exports (default 20 at scale 1)
 *   BENCH_DAY_PORT=8292       # the server's port
 *   BENCH_DAY_LABEL=before    # also writes results/<date>-day-<label>.json
 *
 * Writes bench/results/day-latest.json.
 */

const SCALE = Math.min(Math.max(Number(process.env.BENCH_DAY_SCALE || 1), 0.01), 10);
const PORT = Number(process.env.BENCH_DAY_PORT || 8292);
const DESKS = 10;
const MANAGERS = 2;
const DAY = {
  checkIns: Math.round(1500 * SCALE),
  sales: Math.round(150 * SCALE),
  reportViews: Math.max(1, Math.round(40 * SCALE)),
  exports: process.env.BENCH_DAY_EXPORTS
    ? Number(process.env.BENCH_DAY_EXPORTS)
    : Math.max(1, Math.round(20 * SCALE)),
};
const RESULTS_DIR = path.join(__dirname, 'results');
const JWT_SECRET = 'cloudfit-day-bench-secret-not-for-production';
const BASE = `http://127.0.0.1:${PORT}/api/v1`;

/** What the desks do; with 10 desks at once each one's p95 should stay within DESK_P95_GOAL_MS. */
const DESK_ACTIONS = ['scan (member search)', 'check-in', 'desk log', 'member info', 'sale'];
const DESK_P95_GOAL_MS = 300;
/** A desk's browser opens the member list page again after this many check-ins (a reload, a new tab). */
const CHECK_INS_PER_PAGE = 50;
/** The desks' browsers: languages and window widths the server renders their pages in. */
const DESK_BROWSERS: PagePreferences[] = [
  { locale: 'en', width: 1360 },
  { locale: 'zh-TW', width: 768 },
  { locale: 'de', width: 1024 },
  { locale: 'en', width: 390 },
  { locale: 'fr', width: 1360 },
];

/** CPU seconds (user and system) a process has used, from /proc (0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const signIn = (email: string, password: string) => signInAt(BASE, email, password);

interface Timings {
  ms: Map<string, number[]>;
  statuses: Map<string, Record<string, number>>;
}

/** One request's time, counted under its kind, with its outcome (the HTTP status, or more). */
function record(timings: Timings, kind: string, ms: number, outcome: string): void {
  if (!timings.ms.has(kind)) timings.ms.set(kind, []);
  timings.ms.get(kind)!.push(ms);
  const statuses = timings.statuses.get(kind) ?? {};
  statuses[outcome] = (statuses[outcome] ?? 0) + 1;
  timings.statuses.set(kind, statuses);
}

async function call(
  timings: Timings,
  kind: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(`${BASE}/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  record(timings, kind, performance.now() - started, String(response.status));
  return { status: response.status, text };
}

/** A desk's browser opening its member list page; counted as rendered by the server or left to the browser. */
async function openPage(timings: Timings, refreshToken: string, preferences: PagePreferences): Promise<void> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/member-list`, {
    headers: {
      accept: 'text/html',
      'accept-encoding': 'br',
      cookie: `${PAGE_COOKIE}=${encodePageCookie({ refreshToken, preferences })}`,
    },
  });
  const page = await response.text();
  const rendered = page.includes(`id=${SERVER_PAGE_DATA_ID}`);
  record(
    timings,
    'page',
    performance.now() - started,
    `${response.status} ${rendered ? 'rendered' : 'browser'}`,
  );
}

async function json<T>(token: string, url: string, init?: { method: string; body: unknown }): Promise<T> {
  const response = await fetch(`${BASE}/${url}`, {
    method: init?.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Door check-in refuses outside a branch's opening hours; the bench runs at any hour. */
async function keepBranchesOpen(token: string): Promise<number[]> {
  type Center = {
    id: number;
    name: string;
    code: string;
    address: string;
    phone: string;
    timezone: string;
    openingHours: unknown[];
    version: number;
  };
  const centers = await json<{ items: Center[] }>(token, 'centers?active=true');
  for (const { id, name, code, address, phone, timezone, version, openingHours } of centers.items) {
    if (openingHours.length === 0) continue;
    await json(token, `centers/${id}`, {
      method: 'PUT',
      body: { name, code, address, phone, timezone, openingHours: [], active: true, version },
    });
  }
  return centers.items.map((center) => center.id);
}

interface Member {
  id: number;
  memberNumber: string;
}

async function runDay(
  day: number,
  tokens: { desks: { accessToken: string; refreshToken: string }[]; managers: string[] },
  studio: {
    members: Member[];
    centerIds: number[];
    pack: { id: number; price: number; centerIds: number[] };
  },
): Promise<Timings> {
  const timings: Timings = { ms: new Map(), statuses: new Map() };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  let checkIns = 0;
  let sales = 0;
  let reports = 0;
  let exportsDone = 0;
  const member = (n: number) => studio.members[(n * 7919 + day * 104_729) % studio.members.length]!;

  const desk = async (index: number) => {
    const { accessToken: token, refreshToken } = tokens.desks[index]!;
    const browser = DESK_BROWSERS[index % DESK_BROWSERS.length]!;
    const centerId = studio.centerIds[index % studio.centerIds.length]!;
    await openPage(timings, refreshToken, browser);
    for (;;) {
      const wantSale =
        sales < DAY.sales && (checkIns >= DAY.checkIns || Math.random() < DAY.sales / DAY.checkIns);
      if (wantSale) {
        const n = sales++;
        const m = member(n + 50_000);
        await call(timings, 'member info', token, 'GET', `members/${m.id}`);
        await call(timings, 'sale', token, 'POST', `members/${m.id}/memberships`, {
          packageId: studio.pack.id,
          centerId: studio.pack.centerIds[0],
          startDate: today,
          trainerId: null,
          couponCode: null,
          payment: studio.pack.price > 0 ? { amount: studio.pack.price, method: 'cash' } : null,
          notes: null,
        });
        continue;
      }
      if (checkIns >= DAY.checkIns) return;
      const n = checkIns++;
      const m = member(n);
      // What the desk's screen reads on a scan, then the check-in.
      await call(timings, 'scan (member search)', token, 'GET', `members?q=${m.memberNumber}&perPage=10`);
      await call(timings, 'check-in', token, 'POST', 'check-ins', {
        memberId: m.id,
        centerId,
        confirmRepeat: true,
      });
      if (n % 10 === 0)
        await call(timings, 'desk log', token, 'GET', `check-ins?centerId=${centerId}&perPage=25`);
      if (n % CHECK_INS_PER_PAGE === CHECK_INS_PER_PAGE - 1) await openPage(timings, refreshToken, browser);
    }
  };

  const reportUrls = [
    `reports/transactions?from=${monthAgo}&to=${today}&perPage=25`,
    'reports/non-payment?perPage=25',
    `reports/personal-training?from=${monthAgo}&to=${today}&perPage=25`,
    'reports/catalogue',
  ];
  const exportUrls = [
    'members/export.csv',
    'payments/export.csv',
    'invoices/export.csv',
    'check-ins/export.csv',
  ];
  const manager = async (index: number) => {
    const token = tokens.managers[index]!;
    for (;;) {
      if (reports < DAY.reportViews && (exportsDone >= DAY.exports || Math.random() < 0.67)) {
        const n = reports++;
        await call(timings, 'report view', token, 'GET', reportUrls[n % reportUrls.length]!);
      } else if (exportsDone < DAY.exports) {
        const n = exportsDone++;
        await call(timings, 'export', token, 'GET', exportUrls[n % exportUrls.length]!);
      } else return;
      // A manager reads what is on screen before the next view.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  await Promise.all([
    ...Array.from({ length: DESKS }, (_, i) => desk(i)),
    ...Array.from({ length: MANAGERS }, (_, i) => manager(i)),
  ]);
  return timings;
}

function summarizeTimings(timings: Timings) {
  return Object.fromEntries(
    [...timings.ms.entries()].map(([kind, values]) => [
      kind,
      {
        requests: values.length,
        p50Ms: percentile(values, 50),
        p95Ms: percentile(values, 95),
        statuses: timings.statuses.get(kind),
      },
    ]),
  );
}

async function main() {
  const loadAtStart = loadAverage();
  console.log(
    `day at the studio (scale ${SCALE}): ${DAY.checkIns} check-ins, ${DAY.sales} sales, ${DAY.reportViews} report views, ${DAY.exports} exports per day; ${DESKS} desks, ${MANAGERS} managers`,
  );
  // The server as a studio runs it: on a database seeded by an earlier start (BENCH_DAY_FRESH=1
  // measures the first start on a fresh folder).
  const server = await startBenchServer({
    port: PORT,
    jwtSecret: JWT_SECRET,
    extraNodeArguments: nodeArgumentsFrom(process.env.BENCH_DAY_NODE_ARGS),
    seedFirst: !process.env.BENCH_DAY_FRESH,
    memoryReportMs: 1000,
    // The desk renews its sign-in before the 10 minutes run out; the bench's desks do not, and on a
    // loaded machine a day can take longer.
    env: { ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) },
  });
  const pid = server.process.pid;
  const samples: ({ atS: number; day: number; rssMb: number } & Record<string, number>)[] = [];
  const started = Date.now();
  let currentDay = 0;
  const sampler = setInterval(() => {
    // The server's own figures are at most a second old; RSS is read now.
    const { rssMb: _reported, ...inside } = server.memory() ?? {};
    samples.push({
      atS: Math.round((Date.now() - started) / 100) / 10,
      day: currentDay,
      rssMb: rssMb(pid),
      ...inside,
    });
  }, 1000);
  try {
    const rssAtStart = rssMb(pid);
    const admin = await signIn('admin@demo.com', 'admin');
    const desks: { accessToken: string; refreshToken: string }[] = [];
    for (let i = 0; i < DESKS; i++) desks.push(await signInSession(BASE, 'client@demo.com', 'client'));
    const managers = [admin, await signIn('admin@demo.com', 'admin')];
    const rssAfterSignIns = rssMb(pid);
    const centerIds = await keepBranchesOpen(admin);
    const members: Member[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = await json<{ items: Member[] }>(admin, `members?perPage=100&page=${page}`);
      members.push(...body.items);
    }
    const packages = await json<{
      items: { id: number; price: number; centerIds: number[]; active: boolean }[];
    }>(admin, 'packages?kind=time&perPage=100');
    const pack = packages.items.find((item) => item.active && item.centerIds.length > 0)!;
    const rssBeforeDay1 = rssMb(pid);
    console.log(
      `RSS at start ${rssAtStart} MB, after ${DESKS + MANAGERS} sign-ins ${rssAfterSignIns} MB, after the setup reads ${rssBeforeDay1} MB`,
    );

    const days = [];
    for (const day of [1, 2]) {
      currentDay = day;
      const dayStarted = Date.now();
      const cpuAtStart = cpuSeconds(pid);
      const loadAtDayStart = loadAverage();
      const timings = await runDay(day, { desks, managers }, { members, centerIds, pack });
      const rssEnd = rssMb(pid);
      const peak = Math.max(
        ...samples.filter((sample) => sample.day === day).map((sample) => sample.rssMb),
        rssEnd,
      );
      const summary = summarizeTimings(timings);
      const serverCpuSeconds = Math.round((cpuSeconds(pid) - cpuAtStart) * 10) / 10;
      const memoryAtEnd = server.memory();
      const deskP95Ms = Math.max(...DESK_ACTIONS.map((kind) => summary[kind]?.p95Ms ?? 0));
      days.push({
        day,
        seconds: Math.round((Date.now() - dayStarted) / 1000),
        serverCpuSeconds,
        loadAverageAtStart: loadAtDayStart,
        loadAverageAtEnd: loadAverage(),
        rssEndMb: rssEnd,
        rssPeakMb: peak,
        memoryAtEnd,
        deskActionsWorstP95Ms: deskP95Ms,
        requests: summary,
      });
      console.log(
        `\nday ${day}: ${Math.round((Date.now() - dayStarted) / 1000)} s (server CPU ${serverCpuSeconds} s, load ${loadAtDayStart[0]} to ${loadAverage()[0]}), RSS at the end ${rssEnd} MB, peak ${peak} MB`,
      );
      if (memoryAtEnd)
        console.log(
          `  V8 heap ${memoryAtEnd.heapUsedMb} MB used of ${memoryAtEnd.heapTotalMb} MB; PGlite's WebAssembly memory ${memoryAtEnd.pgliteWasmMb ?? '-'} MB, ${memoryAtEnd.pgliteWasmResidentMb ?? '-'} MB of it resident`,
        );
      for (const [kind, figures] of Object.entries(summary))
        console.log(
          `  ${kind.padEnd(22)} ${String(figures.requests).padStart(5)} requests  p50 ${figures.p50Ms} ms  p95 ${figures.p95Ms} ms  ${JSON.stringify(figures.statuses)}`,
        );
      console.log(
        `  desk actions with ${DESKS} desks at once: worst p95 ${deskP95Ms} ms (goal <= ${DESK_P95_GOAL_MS} ms)`,
      );
    }
    const growthPercent =
      Math.round(((days[1]!.rssEndMb - days[0]!.rssEndMb) / days[0]!.rssEndMb) * 1000) / 10;
    console.log(
      `\nsecond day's growth: ${growthPercent} % (goals: <= 350 MB at the end of day 1, growth < 10 %)`,
    );
    const result = {
      ranAt: new Date().toISOString(),
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      machine: {
        name: process.env.BENCH_MACHINE || os.hostname(),
        cpus: os.cpus().length,
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadAverage(),
      },
      scale: SCALE,
      day: DAY,
      goals: { rssEndMb: 350, secondDayGrowthPercent: 10, deskActionP95Ms: DESK_P95_GOAL_MS },
      rssAtStartMb: rssAtStart,
      rssAfterSignInsMb: rssAfterSignIns,
      rssBeforeDay1Mb: rssBeforeDay1,
      days,
      secondDayGrowthPercent: growthPercent,
      samples,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'day-latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (process.env.BENCH_DAY_LABEL) {
      const name = `${result.ranAt.slice(0, 10)}-day-${process.env.BENCH_DAY_LABEL}.json`;
      writeFileSync(path.join(RESULTS_DIR, name), `${JSON.stringify(result, null, 2)}\n`);
      console.log(`wrote bench/results/${name}`);
    }
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
