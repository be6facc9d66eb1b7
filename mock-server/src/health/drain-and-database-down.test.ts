import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { buildApp } from '../app';
import { signAccessToken } from '../auth/access-token';
import { loadConfig } from '../config';
import type { Database } from '../db/connection';
import * as schema from '../db/schema';
import { pgliteTemplateFolder } from '../test-support/test-database';

/** What a load balancer and a user see when a process stops or its database goes away. */
const MOCK_SERVER_ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(90_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a database that cannot be reached', () => {
  it('answers 503 with a message and Retry-After within seconds, and /readyz 503', async () => {
    const deadPort = await freePort();
    const pool = new Pool({
      connectionString: `postgres://postgres@127.0.0.1:${deadPort}/postgres`,
      connectionTimeoutMillis: 3_000,
    });
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const config = loadConfig({ PGLITE_DIR: 'memory', JWT_SECRET: 'database-down-test' });
    const app = await buildApp({ db, config, logger: false });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signAccessToken({ staffId: 1, role: 'admin' }, config.jwtSecret, 60);
      const startedAt = Date.now();
      const response = await fetch(`${origin}/api/v1/members?q=chang`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(((await response.json()) as { error: unknown }).error).toEqual({
        code: 'service_unavailable',
        message: 'The server cannot reach its database right now. Try again in a few seconds.',
      });
      expect((await fetch(`${origin}/readyz`)).status).toBe(503);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

// The process is started on a PGlite copy of the test template; the drain is the same on PostgreSQL.
const describeOnPglite = process.env.DATABASE_URL ? describe.skip : describe;

describeOnPglite('SIGTERM with SHUTDOWN_DRAIN_MS', () => {
  const dataFolder = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-drain-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataFolder, { recursive: true, force: true });
  });

  it('says not ready at once, still serves requests during the drain, then exits 0', async () => {
    cpSync(await pgliteTemplateFolder(), path.join(dataFolder, 'pglite'), { recursive: true });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: MOCK_SERVER_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: path.join(dataFolder, 'pglite'),
        JWT_SECRET: 'drain-test-secret',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '2000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child!.once('exit', (code, signal) => resolve({ code, signal })),
    );
    while (
      !(await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${origin}/api/v1/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const readiness = await fetch(`${origin}/readyz`);
    expect({ status: readiness.status, body: await readiness.json() }).toEqual({
      status: 503,
      body: { status: 'shutting down' },
    });
    const members = await fetch(`${origin}/api/v1/members?q=chang`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(members.status).toBe(200);
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2_000);
  });
});
