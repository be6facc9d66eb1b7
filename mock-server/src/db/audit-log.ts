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
    })
    .returning({ id: auditLog.id });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row!.id)})`);
}
