import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@cloudfit/shared/schemas/auth.schema';
import type { TestRunnerMessage, TestServerMessage, TestServerOptions } from './test-server-process';

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** fetch against the server (`instance` picks one of `appInstances`); a non-string body is sent as JSON. */
  request(
    pathname: string,
    init?: Omit<RequestInit, 'body'> & { body?: unknown; token?: string; instance?: number },
  ): Promise<Response>;
  /**
   * A call to `/api/v1<pathname>` read whole: the status and the body, parsed when it is JSON,
   * null when empty, else its text.
   */
  api(
    method: string,
    pathname: string,
    options?: { body?: unknown; token?: string; instance?: number },
  ): Promise<ApiAnswer>;
  login(email: string, password: string): Promise<LoginResponse>;
  /** A parameterized SQL query on the server's database. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads any field of an answer it asserts on.
export type ApiAnswer = { status: number; body: any };

/** Starting takes 1-3 s on an idle machine (process start, database copy); allow for a busy one. */
export const TEST_SERVER_START_TIMEOUT_MS = 60_000;

const SERVER_SCRIPT = path.join(__dirname, 'test-server-process.ts');
const MOCK_SERVER_ROOT = path.resolve(__dirname, '../..');

export interface StartOptions {
  jwtSecret?: Uint8Array;
  frontEndRoot?: string;
  remotesFile?: string;
  /** CLOUDFIT_SHELL_ASSETS_URL: the shell's files from another origin. */
  shellAssetsUrl?: string;
  /** Start this many API instances on the one database (default 1). */
  appInstances?: number;
  /** Render signed-in pages, each waited for as long as this (shell/dist-server must be built). */
  pageRenderBudgetMs?: number;
}

/**
 * Starts the server on its own copy of the seeded database (see test-database.ts) in a child
 * process, listening on a free port. Call it in beforeAll (with TEST_SERVER_START_TIMEOUT_MS) and
 * `close` in afterAll.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const serverOptions: TestServerOptions = {
    jwtSecretBase64: Buffer.from(options.jwtSecret ?? randomBytes(32)).toString('base64'),
    frontEndRoot: options.frontEndRoot ?? os.tmpdir(),
    remotesFile: options.remotesFile,
    shellAssetsUrl: options.shellAssetsUrl,
    appInstances: options.appInstances,
    pageRenderBudgetMs: options.pageRenderBudgetMs,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    cwd: MOCK_SERVER_ROOT,
    env: { ...process.env, CLOUDFIT_TEST_SERVER_OPTIONS: JSON.stringify(serverOptions) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Jest may exit without afterAll (a failed beforeAll): the child then sees its IPC channel close and stops.
  child.unref();
  child.channel?.unref();
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  const ports = await new Promise<number[]>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`test server exited with ${code} before it was ready`)));
    child.on('message', (message: TestServerMessage) => {
      if (message.type === 'ready') resolve(message.ports);
      else if (message.type === 'queryResult') {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.rows ?? []);
      }
    });
  });
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const origin = origins[0]!;
  let nextQueryId = 1;
  const send = (message: TestRunnerMessage) => child.send(message);

  const request: TestServer['request'] = (pathname, { body, token, headers, instance = 0, ...init } = {}) => {
    const allHeaders = new Headers(headers);
    if (token) allHeaders.set('authorization', `Bearer ${token}`);
    let payload: string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body !== undefined) {
      allHeaders.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    return fetch(`${origins[instance]}${pathname}`, { ...init, headers: allHeaders, body: payload });
  };

  return {
    origin,
    request,
    api: async (method, pathname, options = {}) => {
      const response = await request(`/api/v1${pathname}`, { method, ...options });
      const text = await response.text();
      return { status: response.status, body: /^[[{]/.test(text) ? JSON.parse(text) : text || null };
    },
    login: async (email, password) => {
      const response = await request('/api/v1/jwt/login', { method: 'POST', body: { email, password } });
      if (response.status !== 200) throw new Error(`login ${email} answered ${response.status}`);
      return (await response.json()) as LoginResponse;
    },
    query: <Row>(text: string, params?: unknown[]) =>
      new Promise<Row[]>((resolve, reject) => {
        const id = nextQueryId++;
        pending.set(id, { resolve: (rows) => resolve(rows as Row[]), reject });
        send({ type: 'query', id, text, params });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        send({ type: 'close' });
      }),
  };
}
