import type {
  CreatePackageInput,
  PackageItem,
  UpdatePackageInput,
} from '@cloudfit/shared/schemas/package.schema';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { staff } from '../../db/schema/core';
import { packageCenters, packages } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { validationFailed } from '../../http/api-error';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { findPackage } from './package-queries';

async function assertTrainer(tx: Transaction, trainerId: number | null): Promise<void> {
  if (trainerId === null) return;
  const [trainer] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, trainerId), eq(staff.isTrainer, true), eq(staff.active, true)));
  if (!trainer) throw validationFailed({ trainerId: 'Choose an active trainer.' });
}

async function replaceCenters(tx: Transaction, packageId: number, centerIds: number[]) {
  await tx.delete(packageCenters).where(eq(packageCenters.packageId, packageId));
  await tx.insert(packageCenters).values(centerIds.map((centerId) => ({ packageId, centerId })));
}

/** A new package on sale at the given open branches; a PT pack's trainer must be active. */
export function createPackage(
  db: Database,
  input: CreatePackageInput,
  actorStaffId: number,
): Promise<PackageItem> {
  const { centerIds, ...fields } = input;
  return withTransaction(db, async (tx) => {
    await assertCentersExist(tx, centerIds, 'centerIds');
    await assertCentersOpen(tx, centerIds);
    await assertTrainer(tx, fields.trainerId);
    const [created] = await tx.insert(packages).values(fields).returning();
    await replaceCenters(tx, created!.id, centerIds);
    const after = (await findPackage(tx, created!.id))!;
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'packages',
      entityId: created!.id,
      after,
    });
    return after;
  });
}

/** Changes a package read at `version`, with the branches it is sold at. */
export async function updatePackage(
  db: Database,
  id: number,
  { version, centerIds, ...changes }: UpdatePackageInput,
  actorStaffId: number,
): Promise<PackageItem> {
  await updateVersioned(db, {
    table: packages,
    resource: 'Package',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findPackage(tx, row.id),
    beforeUpdate: async (tx, current) => {
      await assertCentersExist(tx, centerIds, 'centerIds');
      await assertCentersOpen(tx, centerIds, (await findPackage(tx, id))?.centerIds);
      // A trainer who has since left may stay on the pack; a new one must be active.
      if (changes.trainerId !== current.trainerId) await assertTrainer(tx, changes.trainerId);
      await replaceCenters(tx, id, centerIds);
    },
  });
  return (await findPackage(db, id))!;
}
