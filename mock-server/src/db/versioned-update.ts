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

/** A plain value, read the same way from the row and from the request: text, numbers, days, lists. */
function plainValue(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (value instanceof Date) return true;
  if (Array.isArray(value)) return value.every(plainValue);
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(plainValue);
}

/**
 * A plain save whose every field already holds the value sent changes nothing. Anything that is not
 * a plain value (an SQL expression) or compares differently counts as a change, so a doubt writes.
 */
function changesNothing(before: Record<string, unknown>, changes: Record<string, unknown>): boolean {
  return Object.entries(changes).every(
    ([key, value]) =>
      value !== undefined &&
      plainValue(value) &&
      JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null),
  );
}

/**
 * `UPDATE ... WHERE id = $id AND version = $version`, bumping the version, with the before and
 * after rows written to the audit log in the same transaction. A plain save (`update`) that changes
 * no field writes nothing, not even an audit entry, and answers the record as it is. 404 naming `resource` when the row does not exist,
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
    if (
      (update.action ?? 'update') === 'update' &&
      changesNothing(before as Record<string, unknown>, update.changes as Record<string, unknown>)
    ) {
      return before;
    }
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
