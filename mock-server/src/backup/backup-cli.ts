// `pnpm backup [--out FOLDER]` and `pnpm restore FILE [--into PGLITE_FOLDER]` (scripts/backup.sh,
// scripts/restore.sh). The engine is PostgreSQL when DATABASE_URL is set, PGlite otherwise.
import path from 'node:path';
import { REPO_ROOT } from '../config';
import {
  type BackupManifest,
  backupPglite,
  backupPostgres,
  checkedManifest,
  openPglite,
  RestoreRefused,
  restorePglite,
  restorePostgres,
} from './backup';

const DEFAULT_PGLITE_DIR = path.join(REPO_ROOT, 'mock-server/.data/pglite');
const DEFAULT_BACKUP_DIR = path.join(REPO_ROOT, 'mock-server/.data/backups');

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function describe(manifest: BackupManifest): string {
  const { rows, money } = manifest.summary;
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return [
    `  ${Object.keys(rows).length} tables, ${total} rows (members ${rows['public.members'] ?? 0}, invoices ${rows['public.invoices'] ?? 0}, payments ${rows['public.payments'] ?? 0})`,
    `  money in minor units: ${Object.entries(money)
      .map(([column, sum]) => `${column} ${sum}`)
      .join(', ')}`,
  ].join('\n');
}

async function backup(args: string[]): Promise<void> {
  const folder = path.resolve(option(args, '--out') ?? process.env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR);
  let manifest: BackupManifest;
  if (process.env.DATABASE_URL) {
    manifest = await backupPostgres(process.env.DATABASE_URL, folder);
  } else {
    // The embedded database has one user at a time: stop the server first (or use its BACKUP_DIR schedule).
    const client = await openPglite(process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR);
    try {
      manifest = await backupPglite(client, folder);
    } finally {
      await client.close();
    }
  }
  console.log(`backup written: ${path.join(folder, manifest.file)} (${manifest.bytes} bytes)`);
  console.log(`  sha256 ${manifest.sha256} (in ${manifest.file}.sha256; summary in ${manifest.file}.json)`);
  console.log(describe(manifest));
}

async function restore(args: string[]): Promise<void> {
  const file = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--into');
  if (!file) throw new RestoreRefused('usage: pnpm restore FILE [--into PGLITE_FOLDER]');
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const manifest = await checkedManifest(resolved);
  let result: Awaited<ReturnType<typeof restorePostgres>>;
  if (manifest.engine === 'postgres') {
    if (!process.env.DATABASE_URL)
      throw new RestoreRefused('Set DATABASE_URL to the (empty) database to restore into.');
    result = await restorePostgres(resolved, process.env.DATABASE_URL);
  } else {
    const into = path.resolve(option(args, '--into') ?? process.env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR);
    result = await restorePglite(resolved, into);
    console.log(`restored into ${into}`);
  }
  console.log(describe(result.manifest));
  if (result.differences.length) {
    console.error(`restore does NOT match the backup:\n  ${result.differences.join('\n  ')}`);
    process.exit(1);
  }
  console.log("verified: every table's rows, contents and the money totals equal the backup's");
}

const [command, ...args] = process.argv.slice(2);
(command === 'backup'
  ? backup(args)
  : command === 'restore'
    ? restore(args)
    : Promise.reject(new RestoreRefused('usage: backup-cli.ts backup|restore ...'))
).catch((error: unknown) => {
  console.error(error instanceof RestoreRefused ? `refused: ${error.message}` : error);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
});
