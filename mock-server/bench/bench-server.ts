import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseLocation } from '../src/db/connection';
import type { MemoryFigures } from '../src/health/memory-report';

/**
 * The one way every bench (`run-bench.ts`, `live-bench.ts`, `day-at-the-studio.ts`) starts the API
 * server: `pnpm start`'s command in its own Node process on 127.0.0.1, so it runs with production's
 * Node flags, and the helpers they all read it with.
 */

const MOCK_SERVER_ROOT = path.resolve(__dirname, '..');

export interface BenchServerOptions {
  /** A PGlite folder or a PostgreSQL URL; without it, DATABASE_URL or else a fresh PGlite in a temporary folder. */
  location?: DatabaseLocation;
  /** Default: a free port. */
  port?: number;
  jwtSecret?: string;
  /** Node arguments added to the start script's (e.g. `--cpu-prof`). */
  extraNodeArguments?: string[];
  /** Have the server report its memory (V8 heap, PGlite's WebAssembly memory) this often: `memory()`. */
  memoryReportMs?: number;
  /** More environment for the server. */
  env?: Record<string, string>;
  /**
   * On a fresh PGlite, start once (the studio gets seeded) and stop, then start the measured
   * process, as a studio's server runs after its first start.
   */
  seedFirst?: boolean;
}

export interface BenchServer {
  /** `http://127.0.0.1:<port>/api/v1` */
  base: string;
  process: ChildProcess;
  /** The server's latest memory report (with `memoryReportMs`). */
  memory(): MemoryFigures | undefined;
  /** Stops the process and removes a temporary database folder. */
  stop(): Promise<void>;
}

/** `pnpm start`'s command: its Node flags and malloc setting are the production server's. */
const SERVE_SCRIPT = path.join(MOCK_SERVER_ROOT, 'serve.sh');

/** Node arguments from a bench's environment variable (`"--cpu-prof --cpu-prof-dir=/tmp/prof"`). */
export function nodeArgumentsFrom(value: string | undefined): string[] {
  return value?.split(/\s+/).filter(Boolean) ?? [];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident set of a process in MB (Linux /proc), or 0 where that is not available. */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** p-th percentile of the values (sorted or not), to 0.1. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

export const loadAverage = () => os.loadavg().map((load) => Math.round(load * 10) / 10);

export async function signIn(base: string, email = 'admin@demo.com', password = 'admin'): Promise<string> {
  return (await signInSession(base, email, password)).accessToken;
}

/** A sign-in's tokens: the refresh token is what a browser's page cookie holds. */
export async function signInSession(
  base: string,
  email = 'admin@demo.com',
  password = 'admin',
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function spawnServer(
  location: DatabaseLocation,
  port: number,
  options: BenchServerOptions,
  onMemory: (figures: MemoryFigures) => void = () => {},
): Promise<ChildProcess> {
  const child = spawn('sh', [SERVE_SCRIPT, ...(options.extraNodeArguments ?? [])], {
    cwd: MOCK_SERVER_ROOT,
    env: {
      ...(options.memoryReportMs ? { MEMORY_REPORT_MS: String(options.memoryReportMs) } : {}),
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: options.jwtSecret ?? 'cloudfit-bench-secret-not-for-production',
      ...options.env,
      ...('databaseUrl' in location
        ? { DATABASE_URL: location.databaseUrl }
        : { DATABASE_URL: '', PGLITE_DIR: location.pgliteDir }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API server exited with ${code} before it was ready`)));
    let partLine = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partLine + chunk.toString()).split('\n');
      partLine = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('CloudFit is running')) resolve();
        else if (line.startsWith('memory {')) onMemory(JSON.parse(line.slice('memory '.length)));
      }
    });
  });
  child.removeAllListeners('exit');
  return child;
}

/** Starts the API server and resolves once it says it is running. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  let temporaryDir: string | null = null;
  let location = options.location;
  if (!location) {
    if (process.env.DATABASE_URL) location = { databaseUrl: process.env.DATABASE_URL };
    else {
      temporaryDir = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-bench-'));
      location = { pgliteDir: path.join(temporaryDir, 'pglite') };
    }
  }
  if (temporaryDir && options.seedFirst) {
    const seeding = await spawnServer(location, port, options);
    console.log(`RSS of the first start, on the freshly seeded studio: ${rssMb(seeding.pid)} MB`);
    await stopProcess(seeding);
  }
  let memory: MemoryFigures | undefined;
  const child = await spawnServer(location, port, options, (figures) => {
    memory = figures;
  });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    process: child,
    memory: () => memory,
    stop: async () => {
      await stopProcess(child);
      if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true });
    },
  };
}
