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

/** Records a write; call it inside the transaction that makes the write. */
export async function recordAudit(tx: Database | Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorStaffId: entry.actorStaffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
