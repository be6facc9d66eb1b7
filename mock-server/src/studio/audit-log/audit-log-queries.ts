import type {
  AuditLogItem,
  AuditLogListQuery,
  AuditLogSortKey,
} from '@cloudfit/shared/schemas/audit-log.schema';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { auditLog, staff } from '../../db/schema/core';
import { invoices, memberships } from '../../db/schema/studio';
import { studioDayRange } from '../payments/payment-queries';

export const auditLogList: ListDefinition<AuditLogSortKey> = {
  sortable: {
    at: auditLog.at,
    entity: [auditLog.entity, auditLog.at],
    action: [auditLog.action, auditLog.at],
  },
  defaultSort: { by: 'at', desc: true },
  tiebreaker: auditLog.id,
  searchable: [sql`lower(${staff.fullName})`],
};

function selectEntries(db: Database) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorStaffId: auditLog.actorStaffId,
      actorName: staff.fullName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorStaffId))
    .$dynamic();
}

/**
 * The entries about a member: their own record, their memberships and their invoices (a payment,
 * a refund and a void are each logged on the invoice). Each is read by the (entity, entity_id) index.
 */
function aboutMember(memberId: number): SQL {
  return or(
    and(eq(auditLog.entity, 'members'), eq(auditLog.entityId, String(memberId))),
    and(
      eq(auditLog.entity, 'memberships'),
      sql`${auditLog.entityId} in (select ${memberships.id}::text from ${memberships} where ${memberships.memberId} = ${memberId})`,
    ),
    and(
      eq(auditLog.entity, 'invoices'),
      sql`${auditLog.entityId} in (select ${invoices.id}::text from ${invoices} where ${invoices.memberId} = ${memberId})`,
    ),
  )!;
}

function auditLogFilters(query: AuditLogListQuery): (SQL | undefined)[] {
  return [
    query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
    query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.actorStaffId === undefined ? undefined : eq(auditLog.actorStaffId, query.actorStaffId),
    query.memberId === undefined ? undefined : aboutMember(query.memberId),
    ...studioDayRange(auditLog.at, query.from, query.to),
  ];
}

/** Keys never shown from a logged record, however a write put them there. */
const SECRET_KEY = /password|token_?hash/i;

/**
 * A logged record without secrets. The staff writes already log the account without its password
 * hash; this keeps any other or older entry from showing one.
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toItem(row: EntryRow): AuditLogItem {
  return {
    ...row,
    at: row.at.toISOString(),
    before: withoutSecrets(row.before ?? null),
    after: withoutSecrets(row.after ?? null),
  };
}

export const auditLogListSource = listSource({
  definition: auditLogList,
  rows: selectEntries,
  count: (db, fields) =>
    db.select(fields).from(auditLog).leftJoin(staff, eq(staff.id, auditLog.actorStaffId)).$dynamic(),
  filters: auditLogFilters,
  toItem: toItem,
});
