import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { scheduleBackups } from './backup/backup-schedule';
import { loadConfig } from './config';
import { type DatabaseLocation, IN_MEMORY, openDatabase } from './db/connection';
import { seedIfEmpty } from './db/seed/seed';
import { reportMemoryEvery } from './health/memory-report';

/**
 * PGlite's memory is the server's and never shrinks: a process that seeded the studio went on
 * serving it with about 75 MB of the database's memory resident instead of 27, and the seeding's
 * garbage. A fresh PGlite folder is therefore seeded by a short-lived process of its own.
 */
async function seedFreshPgliteApart(location: DatabaseLocation): Promise<boolean> {
  if (!('pgliteDir' in location) || location.pgliteDir === IN_MEMORY) return false;
  if (existsSync(path.join(location.pgliteDir, 'PG_VERSION'))) return false;
  const seeding = spawn(
    process.execPath,
    [...process.execArgv, path.join(__dirname, 'db/seed/seed-apart.ts')],
    {
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the new database failed (exit code ${code})`);
  return true;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const seededApart = await seedFreshPgliteApart(config.database);
  const database = await openDatabase(config.database);
  const seeded = (await seedIfEmpty(database.db)) || seededApart;
  const app = await buildApp({ db: database.db, config });
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn(`${signal} again: exiting without waiting for in-flight requests`);
      process.exit(1);
    }
    shuttingDown = true;
    app.draining = true;
    if (config.shutdownDrainMs) {
      app.log.info(`${signal}: /readyz answers 503; serving ${config.shutdownDrainMs} ms more`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    // close() stops accepting connections, answers 503 on kept-alive ones and waits for in-flight
    // requests. A connection whose last response finishes during the drain would otherwise idle
    // for the whole keep-alive timeout before the process can exit.
    app.server.keepAliveTimeout = 1;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  if (config.backups) {
    const source = 'databaseUrl' in config.database ? config.database : { pglite: database.pglite! };
    scheduleBackups(source, config.backups, app.log);
    app.log.info(`backups every ${config.backups.intervalMs / 3_600_000} h into ${config.backups.folder}`);
  }
  const where =
    'databaseUrl' in config.database ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.database.pgliteDir}`;
  app.log.info(
    `${where}${seeded ? ', seeded' : ''}; ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
  console.log(`CloudFit is running at http://localhost:${config.port}/`);
  reportMemoryEvery(Number(process.env.MEMORY_REPORT_MS || 0), database.pglite);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
