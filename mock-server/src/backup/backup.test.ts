import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openTestDatabase, pgliteTemplateFolder, type TestDatabase } from '../test-support/test-database';
import { type BackupManifest, pruneBackups, summarize } from './backup';

/**
 * `pnpm backup` of the seeded studio and `pnpm restore` into an empty database, run as the commands
 * run (PGlite opens only outside jest's module sandbox): the restored database has every row and
 * the same money totals, a damaged file and a database that is not empty are refused.
 */
jest.setTimeout(180_000);
const MOCK_SERVER_ROOT = path.resolve(__dirname, '../..');
const databaseUrl = process.env.DATABASE_URL;
const folder = mkdtempSync(path.join(os.tmpdir(), 'cloudfit-backup-test-'));
const emptyDatabases: string[] = [];
let source: TestDatabase | undefined;
/** The source: a PostgreSQL database URL, or a PGlite folder. */
let sourceLocation: string;

function urlOf(name: string): string {
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onDatabase<Result>(url: string, run: (client: Client) => Promise<Result>): Promise<Result> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty target: a new PostgreSQL database, or a PGlite folder that does not exist yet. */
async function emptyTarget(): Promise<string> {
  const name = `restore_${process.pid}_${emptyDatabases.length}`;
  emptyDatabases.push(name);
  if (!databaseUrl) return path.join(folder, name);
  await onDatabase(databaseUrl, (client) => client.query(`create database ${name}`));
  return urlOf(name);
}

/** Runs the backup command line on `location` and answers its exit code and output. */
function cli(args: string[], location: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  if (databaseUrl) env.DATABASE_URL = location;
  else env.PGLITE_DIR = location;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/backup-cli.ts', ...args], {
      cwd: MOCK_SERVER_ROOT,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  if (databaseUrl) {
    source = await openTestDatabase();
    const [database] = await source.rawQuery<{ name: string }>('select current_database() as name');
    sourceLocation = urlOf(database!.name);
  } else {
    sourceLocation = path.join(folder, 'source');
    cpSync(await pgliteTemplateFolder(), sourceLocation, { recursive: true });
  }
});
afterAll(async () => {
  await source?.dispose();
  if (databaseUrl) {
    for (const name of emptyDatabases)
      await onDatabase(databaseUrl, (client) => client.query(`drop database if exists ${name}`));
  }
  rmSync(folder, { recursive: true, force: true });
});

describe(`pnpm backup and pnpm restore (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let file: string;

  it('restores the seeded studio into an empty database with every row and the same money totals', async () => {
    const backup = await cli(['backup', '--out', path.join(folder, 'backups')], sourceLocation);
    expect(backup).toMatchObject({ code: 0 });
    file = /backup written: (\S+)/.exec(backup.output)![1]!;
    const manifest = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as BackupManifest;
    expect(manifest.summary.rows['public.members']).toBe(2400);
    expect(Number(manifest.summary.money['payments.amount'])).toBeGreaterThan(0);
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${manifest.sha256}  ${path.basename(file)}\n`);
    if (source) expect(manifest.summary).toEqual(await summarize((text) => source!.rawQuery(text)));

    const target = await emptyTarget();
    const restored = await cli(['restore', file, '--into', target], target);
    expect(restored.output).toContain(
      "verified: every table's rows, contents and the money totals equal the backup's",
    );
    expect(restored.code).toBe(0);
    if (databaseUrl) {
      const after = await onDatabase(target, (client) =>
        summarize(async (text) => (await client.query(text)).rows),
      );
      expect(after).toEqual(manifest.summary);
    }

    const again = await cli(['restore', file, '--into', target], target);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/refused: .* not empty/);
  });

  it('refuses a damaged file', async () => {
    const damaged = path.join(folder, `damaged-${path.basename(file)}`);
    copyFileSync(file, damaged);
    copyFileSync(`${file}.sha256`, `${damaged}.sha256`);
    copyFileSync(`${file}.json`, `${damaged}.json`);
    const bytes = readFileSync(damaged);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const target = await emptyTarget();
    const refused = await cli(['restore', damaged, '--into', target], target);
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/refused: .* is damaged/);
  });

  it('keeps only the newest backups', async () => {
    const older = path.join(folder, 'backups', 'cloudfit-pglite-2000-01-01T00-00-00-000Z.tar.gz');
    writeFileSync(older, 'old');
    writeFileSync(`${older}.sha256`, 'x');
    expect(await pruneBackups(path.join(folder, 'backups'), 1)).toEqual([path.basename(older)]);
  });
});
