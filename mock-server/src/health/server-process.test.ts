import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pgliteTemplateFolder } from '../test-support/test-database';

/**
 * The real entry point (`src/main.ts` run by tsx) on its own port and PGlite folder: what survives
 * a crash, and what a polite stop finishes. Node runs it with tsx as a loader, not through the tsx
 * command, so the signals reach the server itself and not a wrapper process.
 */
const MOCK_SERVER_ROOT = path.resolve(__dirname, '../..');
const dataFolder = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-server-process-'));
const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const CLIENTS = 8;

jest.setTimeout(90_000);
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataFolder, { recursive: true, force: true });
});

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

interface RunningServer {
  origin: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: MOCK_SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dataFolder, 'pglite'),
      JWT_SECRET: 'server-process-test-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  while (
    !(await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (stopped) throw new Error('the server exited before it was ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child, exited };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

function createMember(origin: string, token: string, lastName: string) {
  return fetch(`${origin}/api/v1/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      firstName: 'Crash',
      lastName,
      email: null,
      birthday: null,
      gender: null,
      homeCenterId: 1,
      tags: [],
    }),
  });
}

// The embedded database's durability: with DATABASE_URL that is PostgreSQL's, and this file is skipped.
const describeOnPglite = process.env.DATABASE_URL ? describe.skip : describe;

describeOnPglite('the server process', () => {
  beforeAll(async () => {
    // A copy of the seeded test template, so no start pays for migrating and seeding.
    cpSync(await pgliteTemplateFolder(), path.join(dataFolder, 'pglite'), { recursive: true });
  });

  it('keeps every acknowledged create through a SIGKILL, and drains in-flight requests on SIGTERM', async () => {
    const first = await startServer();
    const token = await signIn(first.origin);

    const acknowledged: { id: number; lastName: string }[] = [];
    let killed = false;
    const client = async (clientNumber: number) => {
      for (let attempt = 0; !killed; attempt += 1) {
        const lastName = `Client${clientNumber}-${attempt}`;
        const response = await createMember(first.origin, token, lastName).catch(() => undefined);
        if (response?.status === 201)
          acknowledged.push({ id: ((await response.json()) as { id: number }).id, lastName });
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, clientNumber) => client(clientNumber));
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 40 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    killed = true;
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    await Promise.all(clients);

    const second = await startServer();
    const secondToken = await signIn(second.origin);
    const missing: number[] = [];
    for (const { id, lastName } of acknowledged) {
      const response = await fetch(`${second.origin}/api/v1/members/${id}`, {
        headers: { authorization: `Bearer ${secondToken}` },
      });
      const member = response.ok ? ((await response.json()) as { lastName: string }) : undefined;
      if (member?.lastName !== lastName) missing.push(id);
    }
    expect({ acknowledged: acknowledged.length, missing }).toEqual({
      acknowledged: acknowledged.length,
      missing: [],
    });

    // A request under way when SIGTERM arrives is answered in full before the process exits cleanly.
    const inFlight = fetch(`${second.origin}/api/v1/members/export.csv`, {
      headers: { authorization: `Bearer ${secondToken}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    second.child.kill('SIGTERM');
    const exportResponse = await inFlight;
    expect(exportResponse.status).toBe(200);
    expect((await exportResponse.text()).split('\r\n').length).toBeGreaterThan(2000);
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
