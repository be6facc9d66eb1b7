import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type { Center } from '@cloudfit/shared/schemas/center.schema';
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { centers, members } from '../../db/schema/core';
import { classes } from '../../db/schema/studio';
import { businessRule, validationFailed } from '../../http/api-error';

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

export const toCenter = ({ createdAt: _c, updatedAt: _u, ...center }: typeof centers.$inferSelect): Center =>
  center;

/** Every branch by name (a chain has a handful, so the list is never paged), or only open or archived ones. */
export async function listCenters(db: Database, active: boolean | undefined) {
  const items = await db
    .select({
      id: centers.id,
      name: centers.name,
      code: centers.code,
      address: centers.address,
      phone: centers.phone,
      timezone: centers.timezone,
      openingHours: centers.openingHours,
      active: centers.active,
      version: centers.version,
    })
    .from(centers)
    .where(active === undefined ? undefined : eq(centers.active, active))
    .orderBy(asc(centers.name), asc(centers.id));
  return { items, total: items.length };
}

export async function findCenter(db: Database, id: number): Promise<Center | undefined> {
  const [row] = await db.select().from(centers).where(eq(centers.id, id));
  return row && toCenter(row);
}
