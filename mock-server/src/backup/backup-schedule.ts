import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { backupPglite, backupPostgres, newestBackupAt, pruneBackups } from './backup';

export interface BackupSchedule {
  /** BACKUP_DIR: where backups go; no scheduled backups without it. */
  folder: string;
  /** BACKUP_INTERVAL_HOURS (24): how often. */
  intervalMs: number;
  /** BACKUP_KEEP (7): how many are kept; older ones are deleted. */
  keep: number;
}

/** Any number the processes of one cluster agree on: one of them backs up at a time. */
const BACKUP_LOCK_KEY = 720_427_001;
/** Checked at least this often, so a missed backup (the server was down at its time) runs soon after a start. */
const LONGEST_CHECK_MS = 60 * 60_000;

type Source = { databaseUrl: string } | { pglite: PGlite };

/**
 * Scheduled backups inside the server: one whenever the newest in the folder is older than the
 * interval. On PostgreSQL, several API processes run this; an advisory lock lets one of them
 * back up and the others then find a fresh backup. Returns a function that stops the schedule.
 */
export function scheduleBackups(
  source: Source,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const due = () => Date.now() - newestBackupAt(schedule.folder) >= schedule.intervalMs * 0.99;
  const backUp = async () => {
    if (running || !due()) return;
    running = true;
    try {
      if ('pglite' in source) {
        const manifest = await backupPglite(source.pglite, schedule.folder);
        log.info({ file: manifest.file, bytes: manifest.bytes }, 'scheduled backup written');
      } else {
        const lock = new Client({ connectionString: source.databaseUrl });
        await lock.connect();
        try {
          const [{ locked }] = (
            await lock.query('select pg_try_advisory_lock($1) as locked', [BACKUP_LOCK_KEY])
          ).rows;
          if (locked && due()) {
            const manifest = await backupPostgres(source.databaseUrl, schedule.folder);
            log.info({ file: manifest.file, bytes: manifest.bytes }, 'scheduled backup written');
          }
        } finally {
          await lock.end();
        }
      }
      const dropped = await pruneBackups(schedule.folder, schedule.keep);
      if (dropped.length) log.info({ dropped }, 'old backups deleted');
    } catch (error) {
      log.error({ err: error }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(backUp, Math.min(schedule.intervalMs, LONGEST_CHECK_MS));
  timer.unref();
  const first = setTimeout(backUp, 5_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
