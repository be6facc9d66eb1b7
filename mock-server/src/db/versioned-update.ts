import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notFound, versionConflict } from '../http/api-error';
import { recordAudit } from './audit-log';
import type { Database, Transaction } from './connection';
import { withTransaction } from './transaction';

/** A table with the `id`, `version` and `updated_at` columns every editable studio table has. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

export interface VersionedUpdate<Table extends VersionedTable> {
  table: Table;
  /** How a 404 names the record (`Room`, `Member`): the English sentence the browser translates. */
  resource: string;
  id: number;
  /** The version the client last read; a different current version is a 409. */
  version: number;
  changes: PgUpdateSetSource<Table>;
  actorStaffId: number;
  /** Audit action; defaults to `update`. */
  action?: string;
  /** Shapes the current record sent with a 409 as the API shows it (defaults to the raw row). */
  toCurrent?: (tx: Transaction, row: Table['$inferSelect']) => Promise<unknown>;
  /** Runs in the transaction before the update, to refuse it (throw an ApiError) for a business rule. */
  beforeUpdate?: (tx: Transaction, current: Table['$inferSelect']) => Promise<void>;
}

/**
 * `UPDATE ... WHERE id = $id AND version = $version`, bumping the version, with the before and
 * after rows written to the audit log in the same transaction. 404 naming `resource` when the row does not exist,
 * 409 with the current row when `version` is stale.
 */
export async function updateVersioned<Table extends VersionedTable>(
  db: Database,
  update: VersionedUpdate<Table>,
): Promise<Table['$inferSelect']> {
  const { table } = update;
  const entity = getTableName(table);
  return withTransaction(db, async (tx) => {
    const [before] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, update.id))
      .for('update')) as Table['$inferSelect'][];
    if (!before) throw notFound(update.resource);
    if ((before as { version: number }).version !== update.version) {
      throw versionConflict(update.toCurrent ? await update.toCurrent(tx, before) : before);
    }
    await update.beforeUpdate?.(tx, before);
    const [after] = (await tx
      .update(table)
      .set({
        ...update.changes,
        version: sql`${table.version} + 1`,
        updatedAt: new Date(),
      } as PgUpdateSetSource<Table>)
      .where(and(eq(table.id, update.id), eq(table.version, update.version)))
      .returning()) as Table['$inferSelect'][];
    await recordAudit(tx, {
      actorStaffId: update.actorStaffId,
      action: update.action ?? 'update',
      entity,
      entityId: update.id,
      before,
      after,
    });
    return after!;
  });
}
