import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../db/connection';
import { seedIfEmpty } from '../db/seed/seed';

/**
 * Each test file gets its own migrated and seeded database, copied from a template that the first
 * file of a run builds: a PGlite data folder under the temp dir, or a PostgreSQL template database
 * when DATABASE_URL is set. Copying is 0.5 s where migrating and seeding a fresh PGlite is 4 s.
 * The template name carries a hash of the migrations, the seed code and the day (the studio seed
 * is dated from the day it runs), so any of them changing rebuilds it. Jest's global setup builds
 * it before the first file starts (jest-global-setup.cjs).
 */
export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and deletes the copy. */
  dispose(): Promise<void>;
}

function templateKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const seedFolder = path.resolve(__dirname, '../db/seed');
  for (const folder of [MIGRATIONS_FOLDER, seedFolder]) {
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files.filter((name) => /\.(sql|json|ts)$/.test(name) && !name.endsWith('.test.ts'))) {
      hash.update(file).update(readFileSync(path.join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the test database template');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pgliteTemplate(key: string): Promise<string> {
  const root = path.join(os.tmpdir(), 'cloudfit-test-db');
  const template = path.join(root, `template-${key}`);
  if (existsSync(template)) return template;
  mkdirSync(root, { recursive: true });
  const lock = `${template}.lock`;
  try {
    mkdirSync(lock);
  } catch {
    await waitFor(() => existsSync(template), 120_000);
    return template;
  }
  try {
    const building = `${template}.building`;
    rmSync(building, { recursive: true, force: true });
    const handle = await openDatabase({ pgliteDir: building });
    await seedIfEmpty(handle.db);
    await handle.close();
    renameSync(building, template);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return template;
}

async function openPgliteCopy(key: string): Promise<TestDatabase> {
  const template = await pgliteTemplate(key);
  const copy = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-test-db-'));
  cpSync(template, copy, { recursive: true });
  const handle = await openDatabase({ pgliteDir: copy });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the PostgreSQL template once, under an advisory lock, and runs `then` while holding it. */
async function withPostgresTemplate(
  databaseUrl: string,
  key: string,
  then?: (template: string, admin: Client) => Promise<void>,
) {
  const template = `cloudfit_template_${key}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // One worker builds the template; the others wait on the lock and find it built.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const handle = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, template) });
      await seedIfEmpty(handle.db);
      await handle.close();
    }
    await then?.(template, admin);
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  } finally {
    await admin.end();
  }
}

async function openPostgresCopy(databaseUrl: string, key: string): Promise<TestDatabase> {
  const name = `cloudfit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withPostgresTemplate(databaseUrl, key, async (template, admin) => {
    await admin.query(`create database ${name} template ${template}`);
  });
  const handle = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, name) });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Builds the template of this run's engine, so no test file pays for it inside its own timeout. */
export async function prepareTestTemplate(): Promise<void> {
  const key = templateKey();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await withPostgresTemplate(databaseUrl, key);
  else await pgliteTemplate(key);
}

/** The PGlite template's folder, for a test that copies it and runs its own server on the copy. */
export function pgliteTemplateFolder(): Promise<string> {
  return pgliteTemplate(templateKey());
}

export function openTestDatabase(): Promise<TestDatabase> {
  const key = templateKey();
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? openPostgresCopy(databaseUrl, key) : openPgliteCopy(key);
}
