import { buildApp } from '../app';
import { DEFAULT_LOGIN_LIMITS, DEFAULT_MAIL_FROM, type ServerConfig } from '../config';
import { openTestDatabase } from './test-database';

/**
 * The API server of one test file, run as its own Node process (`startTestServer` spawns it).
 * PGlite loads parts of itself with dynamic `import()`, which jest's module sandbox cannot run, so
 * the database and the server live here and tests talk to them over HTTP and IPC.
 */
export interface TestServerOptions {
  jwtSecretBase64: string;
  frontEndRoot: string;
  remotesFile?: string;
  shellAssetsUrl?: string;
  /** API instances started on the one database, as separate processes would share a PostgreSQL. */
  appInstances?: number;
  /** Render signed-in pages (shell/dist-server must be built), waiting for them as long as this. */
  pageRenderBudgetMs?: number;
}

export type TestServerMessage =
  | { type: 'ready'; ports: number[] }
  | { type: 'queryResult'; id: number; rows?: unknown[]; error?: string };

export type TestRunnerMessage =
  | { type: 'query'; id: number; text: string; params?: unknown[] }
  | { type: 'close' };

async function main(): Promise<void> {
  const options = JSON.parse(process.env.CLOUDFIT_TEST_SERVER_OPTIONS ?? '{}') as TestServerOptions;
  const database = await openTestDatabase();
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    database: { pgliteDir: 'memory' },
    jwtSecret: Buffer.from(options.jwtSecretBase64, 'base64'),
    accessTokenTtlSeconds: 600,
    frontEndRoot: options.frontEndRoot,
    remotesFile: options.remotesFile,
    shellAssetsUrl: options.shellAssetsUrl,
    loginLimits: DEFAULT_LOGIN_LIMITS,
    mail: { smtpUrl: undefined, from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:8080' },
    showDemoAccounts: true,
    logLevel: 'silent',
    releasesDir: process.env.RELEASES_DIR || undefined,
    deployToken: process.env.CLOUDFIT_DEPLOY_TOKEN || undefined,
    renderPages: options.pageRenderBudgetMs !== undefined,
    pageRenderBudgetMs: options.pageRenderBudgetMs,
  };
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  for (let instance = 0; instance < (options.appInstances ?? 1); instance++) {
    const app = await buildApp({ db: database.db, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  const send = (message: TestServerMessage) => process.send?.(message);

  const shutdown = async () => {
    // A test may leave a response unread (a streamed CSV it only checked the status of): its
    // connection is never idle, and closing would wait for it until the hook times out.
    for (const app of apps) app.server.closeAllConnections();
    for (const app of apps) await app.close();
    await database.dispose();
    process.exit(0);
  };
  process.on('disconnect', shutdown);
  process.on('message', async (message: TestRunnerMessage) => {
    if (message.type === 'close') return shutdown();
    try {
      send({
        type: 'queryResult',
        id: message.id,
        rows: await database.rawQuery(message.text, message.params),
      });
    } catch (error) {
      send({ type: 'queryResult', id: message.id, error: String(error) });
    }
  });
  send({
    type: 'ready',
    ports: apps.map((app) => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : 0;
    }),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
