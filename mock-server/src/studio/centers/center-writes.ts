import type {
  Center,
  CreateCenterInput,
  MoveCenterMembersInput,
  MoveCenterMembersResult,
  UpdateCenterInput,
} from '@cloudfit/shared/schemas/center.schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { announceAuditEntries, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { centers } from '../../db/schema';
import { auditLog, members } from '../../db/schema/core';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound, validationFailed } from '../../http/api-error';
import { assertCenterCanClose, toCenter } from './center-queries';

function rethrowDuplicateCode(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'centers_code_unique') {
    throw validationFailed({ code: 'Another branch already has this code.' });
  }
  throw error;
}

export function createCenter(db: Database, input: CreateCenterInput, actorStaffId: number): Promise<Center> {
  return withTransaction(db, async (tx) => {
    const [created] = await tx.insert(centers).values(input).returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'centers',
      entityId: created!.id,
      after: created,
    });
    return toCenter(created!);
  }).catch(rethrowDuplicateCode);
}

/** Changes a branch read at `version`; closing it (active: false) is refused while it still holds anything. */
export async function updateCenter(
  db: Database,
  id: number,
  { version, ...changes }: UpdateCenterInput,
  actorStaffId: number,
): Promise<Center> {
  const after = await updateVersioned(db, {
    table: centers,
    resource: 'Center',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: async (_tx, row) => toCenter(row),
    beforeUpdate: async (tx, current) => {
      if (current.active && !changes.active) await assertCenterCanClose(tx, current.id);
    },
  }).catch(rethrowDuplicateCode);
  return toCenter(after);
}

/**
 * Members, staff, invoices and classes name their branch, so a closed branch is archived (inactive,
 * kept in lists and history), never deleted.
 */
export async function archiveCenter(
  db: Database,
  id: number,
  version: number,
  actorStaffId: number,
): Promise<Center> {
  const after = await updateVersioned(db, {
    table: centers,
    resource: 'Center',
    id,
    version,
    changes: { active: false },
    action: 'archive',
    actorStaffId,
    toCurrent: async (_tx, row) => toCenter(row),
    beforeUpdate: async (tx, current) => {
      if (current.active) await assertCenterCanClose(tx, current.id);
    },
  });
  return toCenter(after);
}

/**
 * Moves the home branch of the center's members (all, or those named) to another open center in
 * one transaction, with an audit entry per member for their history.
 */
export async function moveCenterMembers(
  db: Database,
  centerId: number,
  input: MoveCenterMembersInput,
  actorStaffId: number,
): Promise<MoveCenterMembersResult> {
  return withTransaction(db, async (tx) => {
    const [from] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.id, centerId));
    if (!from) throw notFound('Center');
    const [to] = await tx
      .select({ id: centers.id, active: centers.active })
      .from(centers)
      .where(eq(centers.id, input.toCenterId))
      .for('update');
    if (!to?.active || to.id === centerId) {
      throw validationFailed({ toCenterId: 'Choose another open branch.' });
    }
    const moved = await tx
      .update(members)
      .set({ homeCenterId: to.id, version: sql`${members.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(members.homeCenterId, centerId),
          isNull(members.archivedAt),
          input.memberIds ? inArray(members.id, input.memberIds) : undefined,
        ),
      )
      .returning({ id: members.id });
    if (moved.length > 0) {
      // One array parameter: a whole branch can be more members than a statement takes parameters.
      const movedIds = `{${moved.map((row) => row.id).join(',')}}`;
      const entries = await tx
        .insert(auditLog)
        .select(
          tx
            .select({
              // Every column, in the table's order: drizzle inserts a select under the full column list.
              id: sql<number>`nextval(pg_get_serial_sequence('audit_log', 'id'))`.as('id'),
              actorStaffId: sql<number>`${actorStaffId}::int`.as('actor_staff_id'),
              action: sql<string>`'move-home-center'`.as('action'),
              entity: sql<string>`'members'`.as('entity'),
              entityId: sql<string>`${members.id}::text`.as('entity_id'),
              before: sql`jsonb_build_object('homeCenterId', ${centerId}::int)`.as('before'),
              after:
                sql`jsonb_build_object('homeCenterId', ${members.homeCenterId}, 'version', ${members.version})`.as(
                  'after',
                ),
              at: sql<Date>`now()`.as('at'),
            })
            .from(members)
            .where(sql`${members.id} = any(${movedIds}::int[])`),
        )
        .returning({ id: auditLog.id });
      await announceAuditEntries(
        tx,
        entries.map((entry) => entry.id),
      );
    }
    return { moved: moved.length };
  });
}
