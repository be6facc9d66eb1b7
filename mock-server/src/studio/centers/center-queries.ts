import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type { MoveCenterMembersInput, MoveCenterMembersResult } from '@cloudfit/shared/schemas/center.schema';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { auditLog, centers, members } from '../../db/schema/core';
import { classes } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, validationFailed } from '../../http/api-error';

/** 400 on `field` unless every id is a center (archived ones included: history may name them). */
export async function assertCentersExist(
  db: Database | Transaction,
  ids: readonly number[],
  field: string,
  message = 'Choose a branch.',
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: centers.id }).from(centers).where(inArray(centers.id, unique));
  if (found.length !== unique.length) throw validationFailed({ [field]: message });
}

/**
 * 422 `center_archived` when a record would be placed at an archived branch. `kept` are the branches
 * the record already has: an edit may keep the archived branch its history names, not add one.
 */
export async function assertCentersOpen(
  db: Database | Transaction,
  ids: readonly number[],
  kept: readonly number[] = [],
): Promise<void> {
  const added = [...new Set(ids)].filter((id) => !kept.includes(id));
  if (added.length === 0) return;
  const archived = await db
    .select({ id: centers.id, name: centers.name })
    .from(centers)
    .where(and(inArray(centers.id, added), eq(centers.active, false)));
  if (archived.length === 0) return;
  throw businessRule(
    DOMAIN_CODES.centerArchived,
    `${archived.map((center) => center.name).join(', ')} is archived: choose an open branch.`,
    { centerIds: archived.map((center) => center.id) },
  );
}

/**
 * A center closes only once no member calls it home and no class is ahead of it: a 422 with both
 * counts otherwise, so the screen can offer to move the members first.
 */
export async function assertCenterCanClose(tx: Transaction, centerId: number): Promise<void> {
  const [homeMembers] = await tx
    .select({ count: count() })
    .from(members)
    .where(and(eq(members.homeCenterId, centerId), isNull(members.archivedAt)));
  const [futureClasses] = await tx
    .select({ count: count() })
    .from(classes)
    .where(
      and(eq(classes.centerId, centerId), eq(classes.status, 'scheduled'), gt(classes.startsAt, new Date())),
    );
  const details = { members: homeMembers!.count, futureClasses: futureClasses!.count };
  if (details.members === 0 && details.futureClasses === 0) return;
  throw businessRule(
    DOMAIN_CODES.centerInUse,
    `This branch is the home branch of ${details.members} members and has ${details.futureClasses} classes ahead.`,
    details,
  );
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
      await tx.insert(auditLog).select(
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
      );
    }
    return { moved: moved.length };
  });
}
