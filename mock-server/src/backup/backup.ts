import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';

/**
 * Backups of the studio's data. PostgreSQL: `pg_dump` in its custom format, taken on an exported
 * snapshot, so the file and the summary written with it see the same committed data. PGlite: its
 * data directory as a gzipped tar (`dumpDataDir`). Beside each file: `<file>.sha256` (sha256sum's
 * format) and `<file>.json`, the manifest: engine, time, checksum and the summary (rows of every
 * table, money totals and a digest of each table's rows) a restore is checked against.
 */

export type Engine = 'postgres' | 'pglite';

/** Runs one query; the summary reads through it on either engine. */
type RunQuery = <Row>(text: string) => Promise<Row[]>;

export interface DatabaseSummary {
  /** Rows of every table, by `schema.table`. */
  rows: Record<string, number>;
  /** Sums of the money columns, in minor units, by `table.column`. */
  money: Record<string, string>;
  /** md5 of each table's rows as text, in text order: equal digests mean equal contents. */
  digests: Record<string, string>;
}

export interface BackupManifest {
  engine: Engine;
  file: string;
  createdAt: string;
  sha256: string;
  bytes: number;
  summary: DatabaseSummary;
}

/** The money a studio keeps: what was sold, paid, refunded and spent. */
const MONEY_COLUMNS = [
  ['invoices', 'total'],
  ['invoices', 'paid'],
  ['invoice_lines', 'total'],
  ['payments', 'amount'],
  ['refunds', 'amount'],
  ['memberships', 'price_paid'],
  ['expenditures', 'amount'],
] as const;

const BACKUP_NAME = /^cloudfit-(postgres|pglite)-[0-9TZ-]+\.(pgdump|tar\.gz)$/;

export async function summarize(query: RunQuery): Promise<DatabaseSummary> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const rows: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const qualified = `"${schema}"."${name}"`;
    const [row] = await query<{ count: string | number; digest: string | null }>(
      `select count(*) as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as digest
         from ${qualified} t`,
    );
    rows[`${schema}.${name}`] = Number(row!.count);
    digests[`${schema}.${name}`] = row!.digest ?? '';
  }
  const money: Record<string, string> = {};
  for (const [table, column] of MONEY_COLUMNS) {
    if (!(`public.${table}` in rows)) continue;
    const [row] = await query<{ sum: string | number }>(
      `select coalesce(sum("${column}"), 0)::text as sum from public."${table}"`,
    );
    money[`${table}.${column}`] = String(row!.sum);
  }
  return { rows, money, digests };
}

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The newest PostgreSQL client tools on this machine (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin/pg_dump')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : '';
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`)),
    );
  });
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

async function writeBeside(file: string, engine: Engine, createdAt: Date, summary: DatabaseSummary) {
  const sha256 = await sha256OfFile(file);
  const manifest: BackupManifest = {
    engine,
    file: path.basename(file),
    createdAt: createdAt.toISOString(),
    sha256,
    bytes: (await stat(file)).size,
    summary,
  };
  await writeFile(`${file}.sha256`, `${sha256}  ${path.basename(file)}\n`);
  await writeFile(`${file}.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** A PostgreSQL backup: the summary and pg_dump read one exported snapshot. */
export async function backupPostgres(databaseUrl: string, folder: string): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true });
  const createdAt = new Date();
  const file = path.join(folder, `cloudfit-postgres-${timestamp(createdAt)}.pgdump`);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const [{ snapshot }] = (await client.query('select pg_export_snapshot() as snapshot')).rows;
    const summary = await summarize(async (text) => (await client.query(text)).rows);
    const partial = `${file}.partial`;
    await run(path.join(postgresBin(), 'pg_dump'), [
      `--dbname=${databaseUrl}`,
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${partial}`,
    ]);
    await rename(partial, file);
    await client.query('commit');
    return await writeBeside(file, 'postgres', createdAt, summary);
  } finally {
    await client.end();
  }
}

/**
 * A PGlite backup from an open database (the server's, for the scheduled backups): the summary is
 * read just before the dump, so it can miss a write that lands between the two on a busy server.
 */
export async function backupPglite(client: PGlite, folder: string): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true });
  const createdAt = new Date();
  const file = path.join(folder, `cloudfit-pglite-${timestamp(createdAt)}.tar.gz`);
  const summary = await summarize(async (text) => (await client.query(text)).rows as never);
  const dump = await client.dumpDataDir('gzip');
  await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.partial`, file);
  return writeBeside(file, 'pglite', createdAt, summary);
}

/** Opens a PGlite data folder the way the server does. */
export function openPglite(folder: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(folder, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

export class RestoreRefused extends Error {}

/** The manifest of a backup file whose bytes still match its checksum; refuses anything else. */
export async function checkedManifest(file: string): Promise<BackupManifest> {
  const checksumFile = `${file}.sha256`;
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist.`);
  if (!existsSync(checksumFile))
    throw new RestoreRefused(`${checksumFile} is missing: the file cannot be checked.`);
  const expected = readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0];
  const actual = await sha256OfFile(file);
  if (expected !== actual) {
    throw new RestoreRefused(
      `${path.basename(file)} is damaged: its SHA-256 is ${actual}, the checksum file says ${expected}.`,
    );
  }
  const manifest = JSON.parse(await readFile(`${file}.json`, 'utf8')) as BackupManifest;
  if (manifest.sha256 !== actual) throw new RestoreRefused(`${file}.json belongs to another file.`);
  return manifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  restored: DatabaseSummary;
  /** Tables, money columns and digests whose restored value differs from the manifest's. */
  differences: string[];
}

export function compareSummaries(expected: DatabaseSummary, actual: DatabaseSummary): string[] {
  const differences: string[] = [];
  for (const part of ['rows', 'money', 'digests'] as const) {
    const keys = new Set([...Object.keys(expected[part]), ...Object.keys(actual[part])]);
    for (const key of keys) {
      if (expected[part][key] !== actual[part][key])
        differences.push(
          `${part} ${key}: ${expected[part][key]} in the backup, ${actual[part][key]} restored`,
        );
    }
  }
  return differences;
}

/** Restores a PostgreSQL backup into an empty database, in one transaction, and checks it. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<RestoreResult> {
  const manifest = await checkedManifest(file);
  if (manifest.engine !== 'postgres') throw new RestoreRefused(`${file} is a ${manifest.engine} backup.`);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ tables }] = (
      await client.query(
        `select count(*)::int as tables from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`,
      )
    ).rows;
    if (tables > 0) {
      throw new RestoreRefused(
        `The target database is not empty (${tables} tables): restore into an empty one.`,
      );
    }
    await run(path.join(postgresBin(), 'pg_restore'), [
      `--dbname=${databaseUrl}`,
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      file,
    ]);
    const restored = await summarize(async (text) => (await client.query(text)).rows);
    return { manifest, restored, differences: compareSummaries(manifest.summary, restored) };
  } finally {
    await client.end();
  }
}

/** Restores a PGlite backup into a data folder that does not exist yet (or is empty), and checks it. */
export async function restorePglite(file: string, folder: string): Promise<RestoreResult> {
  const manifest = await checkedManifest(file);
  if (manifest.engine !== 'pglite') throw new RestoreRefused(`${file} is a ${manifest.engine} backup.`);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new RestoreRefused(`${folder} is not empty: restore into a new folder.`);
  }
  const client = await openPglite(folder, new Blob([await readFile(file)]));
  try {
    const restored = await summarize(async (text) => (await client.query(text)).rows as never);
    return { manifest, restored, differences: compareSummaries(manifest.summary, restored) };
  } finally {
    await client.close();
  }
}

/** Deletes all but the newest `keep` backups in `folder` (with their checksum and manifest files). */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const backups = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort();
  const dropped = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of dropped) {
    for (const suffix of ['', '.sha256', '.json'])
      await rm(path.join(folder, name + suffix), { force: true });
  }
  return dropped;
}

/** When the newest backup in `folder` was written; 0 when there is none. */
export function newestBackupAt(folder: string): number {
  if (!existsSync(folder)) return 0;
  const times = readdirSync(folder)
    .filter((name) => BACKUP_NAME.test(name))
    .map((name) => statSync(path.join(folder, name)).mtimeMs);
  return times.length ? Math.max(...times) : 0;
}
