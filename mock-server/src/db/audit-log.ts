import { sql } from 'drizzle-orm';
import { LIVE_CHANNEL } from '../live/live-channel';
import type { Database, Transaction } from './connection';
import { auditLog } from './schema';

export interface AuditEntry {
  actorStaffId: number | null;
  /** What happened: `create`, `update`, `void`, `refund`, `check-in`... */
  action: string;
  /** The table or entity name: `member`, `invoice`... */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** When it happened: now, unless the demo seed writes an event of its past. */
  at?: Date;
}

/**
 * Records a write; call it inside the transaction that makes the write. The entry's id is
 * announced on the live channel, which PostgreSQL delivers to every listening process at commit
 * (and never for a rolled-back write).
 */
export async function recordAudit(tx: Database | Transaction, entry: AuditEntry): Promise<void> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorStaffId: entry.actorStaffId,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      at: entry.at,
    })
    .returning({ id: auditLog.id });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row!.id)})`);
}

export type AuditRow = typeof auditLog.$inferInsert;

/** Rows per statement: thousands of rows stay far below PostgreSQL's parameter limit. */
const AUDIT_BATCH = 1000;

/**
 * Records many entries of one write (a bulk action) in a few statements and announces them like
 * `recordAudit` does; call it inside the transaction that makes the write.
 */
export async function recordAuditBatch(tx: Transaction, rows: AuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += AUDIT_BATCH) {
    const inserted = await tx
      .insert(auditLog)
      .values(rows.slice(start, start + AUDIT_BATCH))
      .returning({ id: auditLog.id });
    await announceAuditEntries(
      tx,
      inserted.map((row) => row.id),
    );
  }
}

/** A NOTIFY payload must stay under 8000 bytes. */
const MAX_PAYLOAD = 7_000;

/**
 * Announces entries written without `recordAudit` on the live channel, as few notifications as fit:
 * the ids as comma-separated runs (`12-240,245`), which one multi-row insert mostly makes.
 */
export async function announceAuditEntries(
  tx: Database | Transaction,
  ids: readonly number[],
): Promise<void> {
  for (const payload of auditIdPayloads(ids)) {
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}

export function auditIdPayloads(ids: readonly number[]): string[] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    runs.push(end === index ? String(sorted[index]) : `${sorted[index]}-${sorted[end]}`);
    index = end + 1;
  }
  const payloads: string[] = [];
  let current = '';
  for (const run of runs) {
    if (current && current.length + 1 + run.length > MAX_PAYLOAD) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${run}` : run;
  }
  if (current) payloads.push(current);
  return payloads;
}
