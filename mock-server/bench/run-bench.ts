import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { DEFAULT_LOGIN_LIMITS, REPO_ROOT } from '../src/config';
import { type DatabaseLocation, openDatabase } from '../src/db/connection';
import {
  DEFAULT_SCALE_MEMBERS,
  type ScaleSeedResult,
  scaleLocation,
  seedScale,
} from '../src/db/seed/scale-seed';

/**
 * `pnpm bench`: p50/p95 latency over real HTTP (loopback) of the hot read paths on the scale
 * database, on PGlite and on PostgreSQL. Not a test; never run in CI.
 *
 *   pnpm bench                          # both engines; PostgreSQL is a throwaway cluster
 *   BENCH_ENGINES=pglite pnpm bench     # one engine
 *   DATABASE_URL=postgres://... pnpm bench
 *   PGLITE_DIR=/tmp/scale pnpm bench    # where the PGlite scale database is built or reused
 *   BENCH_ITERATIONS=50 pnpm bench      # timed requests per case (after 3 warm-up requests)
 *
 * Prints a table and writes bench/results/latest.json.
 */

const RESULTS_DIR = path.join(__dirname, 'results');
const WARM_UP = 3;
const ITERATIONS = Math.min(Math.max(Number(process.env.BENCH_ITERATIONS || 30), 5), 500);

type Engine = 'pglite' | 'postgres';

interface CaseResult {
  group: string;
  name: string;
  path: string;
  status: number;
  /** Items or rows in the last answer: a check that the case measured real work. */
  total: number | null;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

interface EngineResult {
  engine: Engine;
  serverVersion: string;
  scaleSeed: Pick<ScaleSeedResult, 'built' | 'seconds' | 'members' | 'steps'>;
  rowCounts: Record<string, number>;
  cases: CaseResult[];
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function benchEngine(location: DatabaseLocation): Promise<EngineResult> {
  const handle = await openDatabase(location);
  const log = (line: string) => console.log(`[${handle.engine}] ${line}`);
  log(`scale seed: ${DEFAULT_SCALE_MEMBERS.toLocaleString('en')} members (built unless present)`);
  const seed = await seedScale(handle, { log: (line) => log(`  ${line}`) });
  log(seed.built ? `scale seed built in ${seed.seconds} s` : 'scale database reused');

  const app = await buildApp({
    db: handle.db,
    logger: false,
    config: {
      port: 0,
      host: '127.0.0.1',
      database: location,
      jwtSecret: new TextEncoder().encode('cloudfit-bench-secret-not-for-production'),
      accessTokenTtlSeconds: 3600,
      frontEndRoot: os.tmpdir(),
      remotesFile: undefined,
      loginLimits: DEFAULT_LOGIN_LIMITS,
      logLevel: 'warn',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  try {
    const login = await fetch(`${base}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { accessToken } = (await login.json()) as { accessToken: string };

    const [classRow] = await handle.rawQuery<{ id: number }>(
      `select c.id from classes c where c.starts_at < now() and c.status = 'scheduled'
       order by (select count(*) from bookings b where b.class_id = c.id) desc, c.starts_at desc limit 1`,
    );
    const [month] = await handle.rawQuery<{ from: string; to: string }>(
      `select (date_trunc('month', now() at time zone time_zone) - interval '1 month')::date::text as from,
              (date_trunc('month', now() at time zone time_zone) - interval '1 day')::date::text as to
       from studio_settings`,
    );
    const [sample] = await handle.rawQuery<{ phone: string }>('select phone from members where id = 54321');
    const cases: { group: string; name: string; path: string }[] = [
      { group: 'member search', name: 'surname "chen"', path: '/members?q=chen' },
      { group: 'member search', name: 'full name "amy lin"', path: '/members?q=amy%20lin' },
      { group: 'member search', name: 'name fragment "ayn"', path: '/members?q=ayn' },
      {
        group: 'member search',
        name: 'phone fragment (6 digits)',
        path: `/members?q=${sample?.phone.slice(0, 7)}`,
      },
      { group: 'member search', name: 'member number "M054321"', path: '/members?q=M054321' },
      { group: 'member search', name: 'email fragment "wayne.wu9"', path: '/members?q=wayne.wu9' },
      { group: 'member search', name: 'no match "zzqx"', path: '/members?q=zzqx' },
      { group: 'member list', name: 'page 1, default sort', path: '/members' },
      { group: 'member list', name: 'page 2,000 by last name', path: '/members?page=2000&sortBy=lastName' },
      { group: 'member list', name: 'newest joined, desc', path: '/members?sortBy=joinedAt&sortDesc=true' },
      {
        group: 'member list',
        name: 'by email, 100 a page',
        path: '/members?sortBy=email&perPage=100&page=3',
      },
      {
        group: 'member list',
        name: 'one center, by first name',
        path: '/members?centerId=60&sortBy=firstName',
      },
      {
        group: 'class roster',
        name: `class ${classRow?.id} bookings`,
        path: `/bookings?classId=${classRow?.id}&perPage=100`,
      },
      {
        group: 'transaction report',
        name: `month ${month?.from.slice(0, 7)}`,
        path: `/reports/transactions?from=${month?.from}&to=${month?.to}`,
      },
      {
        group: 'transaction report',
        name: `month ${month?.from.slice(0, 7)}, one center`,
        path: `/reports/transactions?from=${month?.from}&to=${month?.to}&centerId=60`,
      },
    ];

    const results: CaseResult[] = [];
    for (const { group, name, path: casePath } of cases) {
      const timings: number[] = [];
      let status = 0;
      let total: number | null = null;
      for (let run = 0; run < WARM_UP + ITERATIONS; run++) {
        const started = performance.now();
        const response = await fetch(`${base}${casePath}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const body = (await response.json()) as { total?: number; rows?: { total?: number } };
        const ms = performance.now() - started;
        if (run >= WARM_UP) timings.push(ms);
        status = response.status;
        total = body.total ?? body.rows?.total ?? null;
      }
      timings.sort((a, b) => a - b);
      const result = {
        group,
        name,
        path: casePath,
        status,
        total,
        p50Ms: percentile(timings, 50),
        p95Ms: percentile(timings, 95),
        maxMs: percentile(timings, 100),
      };
      log(
        `${group.padEnd(19)} ${name.padEnd(32)} p50 ${String(result.p50Ms).padStart(7)} ms  p95 ${String(result.p95Ms).padStart(7)} ms  (${status}, ${total ?? '-'})`,
      );
      results.push(result);
    }

    const [version] = await handle.rawQuery<{ server_version: string }>('show server_version');
    const counts = await handle.rawQuery<{ table: string; rows: number }>(
      `select 'members' as table, count(*)::int as rows from members
       union all select 'memberships', count(*)::int from memberships
       union all select 'invoices', count(*)::int from invoices
       union all select 'payments', count(*)::int from payments
       union all select 'classes', count(*)::int from classes
       union all select 'bookings', count(*)::int from bookings
       union all select 'pt_sessions', count(*)::int from pt_sessions
       union all select 'check_ins', count(*)::int from check_ins`,
    );
    return {
      engine: handle.engine,
      serverVersion: version?.server_version ?? 'unknown',
      scaleSeed: { built: seed.built, seconds: seed.seconds, members: seed.members, steps: seed.steps },
      rowCounts: Object.fromEntries(counts.map((row) => [row.table, row.rows])),
      cases: results,
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

/** PostgreSQL from DATABASE_URL, or a throwaway cluster through scripts/with-postgres.sh in a child process. */
async function benchPostgres(): Promise<EngineResult> {
  if (process.env.DATABASE_URL) return benchEngine({ databaseUrl: process.env.DATABASE_URL });
  const out = path.join(RESULTS_DIR, 'postgres.tmp');
  rmSync(out, { force: true });
  const child = spawnSync(
    'bash',
    [
      path.join(REPO_ROOT, 'scripts/with-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      __filename,
      '--postgres-only',
      out,
    ],
    { stdio: 'inherit', cwd: REPO_ROOT, env: process.env },
  );
  if (child.status !== 0 || !existsSync(out))
    throw new Error(`PostgreSQL bench failed (exit ${child.status})`);
  const result = JSON.parse(readFileSync(out, 'utf8')) as EngineResult;
  rmSync(out, { force: true });
  return result;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    note: 'Shared 2-core development machine; other engineers ran builds and tests at the same time.',
  };
}

function printTable(engines: EngineResult[]) {
  const rows = engines[0]?.cases.map((c, index) => [
    `${c.group}: ${c.name}`,
    ...engines.flatMap((engine) => {
      const found = engine.cases[index];
      return found ? [`${found.p50Ms}`, `${found.p95Ms}`] : ['-', '-'];
    }),
  ]);
  const header = [
    'case',
    ...engines.flatMap((engine) => [`${engine.engine} p50 ms`, `${engine.engine} p95 ms`]),
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...(rows ?? []).map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows ?? []) console.log(line(row));
  for (const engine of engines) {
    console.log(
      `${engine.engine} ${engine.serverVersion}: scale seed ${engine.scaleSeed.built ? `built in ${engine.scaleSeed.seconds} s` : 'reused'}`,
    );
  }
}

async function main() {
  const postgresOnly = process.argv.indexOf('--postgres-only');
  if (postgresOnly >= 0) {
    const result = await benchEngine({ databaseUrl: process.env.DATABASE_URL! });
    writeFileSync(process.argv[postgresOnly + 1]!, JSON.stringify(result));
    return;
  }
  const engines = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((name) => name.trim());
  const startedAt = new Date().toISOString();
  const results: EngineResult[] = [];
  if (engines.includes('pglite')) {
    const location = scaleLocation({ PGLITE_DIR: process.env.PGLITE_DIR });
    results.push(await benchEngine(location));
  }
  if (engines.includes('postgres')) results.push(await benchPostgres());
  printTable(results);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt, iterations: ITERATIONS, warmUp: WARM_UP, machine: machine(), engines: results }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
