import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, percentile, signIn, startBenchServer } from './bench-server';

/**
 * What the managers' CSV exports do to the desks, in one server process (the start script's flags,
 * a fresh PGlite with the seeded studio, or DATABASE_URL): 4 desks search a member number back to
 * back, in phases one after another: alone, while 2 managers each download the members, payments,
 * invoices and check-ins exports (twice), and alone again. Compare a phase with exports with the
 * same process's phases without them; the machine's load moves every figure. Per phase: the
 * searches' count, p50, p95 and max, the exports' p50 and max, and the server's CPU time per
 * search (the first phase's is a freshly started server's). Not a test.
 *
 *   pnpm --filter mock-server exec tsx bench/desks-while-exporting.ts
 *   BENCH_EXPORTS_PORT=8293   # the server's port (default: a free one)
 *   BENCH_EXPORTS_LABEL=x     # also writes results/<date>-desks-while-exporting-<label>.json
 */

const DESKS = 4;
const MANAGERS = 2;
const QUIET_PHASE_MS = 4_000;
const EXPORTS = ['members/export.csv', 'payments/export.csv', 'invoices/export.csv', 'check-ins/export.csv'];

function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function timed(base: string, token: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/${url}`, { headers: { authorization: `Bearer ${token}` } });
  await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const port = process.env.BENCH_EXPORTS_PORT ? Number(process.env.BENCH_EXPORTS_PORT) : undefined;
  const server = await startBenchServer({ port, seedFirst: !process.env.DATABASE_URL });
  const pid = server.process.pid;
  const phases = [];
  try {
    const admin = await signIn(server.base);
    const desk = await signIn(server.base, 'client@demo.com', 'client');
    const response = await fetch(`${server.base}/members?perPage=100`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const members = ((await response.json()) as { items: { memberNumber: string }[] }).items;
    for (const [name, exporting] of [
      ['first, no exports', false],
      ['exports', true],
      ['exports again', true],
      ['no exports', false],
    ] as const) {
      const searches: number[] = [];
      const exports: number[] = [];
      let stop = false;
      const searching = Array.from({ length: DESKS }, async (_, index) => {
        for (let n = index; !stop; n += DESKS) {
          const member = members[(n * 7) % members.length]!;
          searches.push(await timed(server.base, desk, `members?q=${member.memberNumber}&perPage=10`));
        }
      });
      const cpuAtStart = cpuMs(pid);
      const loadAtStart = loadAverage()[0];
      if (exporting) {
        await Promise.all(
          Array.from({ length: MANAGERS }, async (_, manager) => {
            for (let n = 0; n < EXPORTS.length; n++) {
              exports.push(await timed(server.base, admin, EXPORTS[(n + manager * 2) % EXPORTS.length]!));
            }
          }),
        );
      } else await new Promise((resolve) => setTimeout(resolve, QUIET_PHASE_MS));
      stop = true;
      await Promise.all(searching);
      const phase = {
        name,
        loadAverage: loadAtStart,
        searches: searches.length,
        p50Ms: percentile(searches, 50),
        p95Ms: percentile(searches, 95),
        maxMs: percentile(searches, 100),
        ...(exporting ? { exportP50Ms: percentile(exports, 50), exportMaxMs: percentile(exports, 100) } : {}),
        serverCpuMsPerSearch: exporting
          ? undefined
          : Math.round(((cpuMs(pid) - cpuAtStart) / searches.length) * 10) / 10,
      };
      phases.push(phase);
      console.log(JSON.stringify(phase));
    }
  } finally {
    await server.stop();
  }
  if (process.env.BENCH_EXPORTS_LABEL) {
    const result = {
      ranAt: new Date().toISOString(),
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      machine: { cpus: os.cpus().length, node: process.version, loadAverageAtEnd: loadAverage() },
      desks: DESKS,
      managers: MANAGERS,
      phases,
    };
    const dir = path.join(__dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const name = `${result.ranAt.slice(0, 10)}-desks-while-exporting-${process.env.BENCH_EXPORTS_LABEL}.json`;
    writeFileSync(path.join(dir, name), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote bench/results/${name}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
