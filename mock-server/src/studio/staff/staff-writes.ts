import type { CreateStaffInput, Staff, UpdateStaffInput } from '@cloudfit/shared/schemas/staff.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { refreshTokens, staff, staffCenters } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { notFound, validationFailed, versionConflict } from '../../http/api-error';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { findStaff } from './staff-queries';

async function replaceCenters(tx: Transaction, staffId: number, centerIds: number[]) {
  await tx.delete(staffCenters).where(eq(staffCenters.staffId, staffId));
  if (centerIds.length > 0) {
    await tx.insert(staffCenters).values(centerIds.map((centerId) => ({ staffId, centerId })));
  }
}

function rethrowDuplicateAccount(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'staff_email_lower_key') {
    throw validationFailed({ email: 'Another account already uses this email.' });
  }
  if (constraint === 'staff_username_key') {
    throw validationFailed({ username: 'Another account already uses this username.' });
  }
  throw error;
}

/** A staff account with a password that signs in; the hash never leaves this function. */
export async function createStaff(
  db: Database,
  input: CreateStaffInput,
  actorStaffId: number,
): Promise<Staff> {
  const { password, centerIds, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    await assertCentersExist(tx, centerIds, 'centerIds');
    await assertCentersOpen(tx, centerIds);
    const [created] = await tx
      .insert(staff)
      .values({ ...fields, passwordHash })
      .returning();
    await replaceCenters(tx, created!.id, centerIds);
    const after = (await findStaff(tx, created!.id))!;
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'staff',
      entityId: created!.id,
      after,
    });
    return after;
  }).catch(rethrowDuplicateAccount);
}

/**
 * Changes an account read at `version`. Nobody can lock themselves out: deactivating one's own
 * account or changing one's own role is refused; another admin has to do it.
 */
export async function updateStaff(
  db: Database,
  id: number,
  { version, centerIds, ...changes }: UpdateStaffInput,
  actorStaffId: number,
): Promise<Staff> {
  // Not updateVersioned: its audit entry is the whole row, and a password hash never goes in the log.
  await withTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ version: staff.version })
      .from(staff)
      .where(eq(staff.id, id))
      .for('update');
    if (!locked) throw notFound('Staff');
    const before = (await findStaff(tx, id))!;
    if (locked.version !== version) throw versionConflict(before);
    // Nobody can lock themselves out; another admin has to do it.
    if (id === actorStaffId && !changes.active) {
      throw validationFailed({ active: 'You cannot deactivate your own account.' });
    }
    if (id === actorStaffId && changes.role !== before.role) {
      throw validationFailed({ role: 'You cannot change your own role.' });
    }
    await assertCentersExist(tx, centerIds, 'centerIds');
    await assertCentersOpen(tx, centerIds, before.centerIds);
    await tx
      .update(staff)
      .set({ ...changes, version: sql`${staff.version} + 1`, updatedAt: new Date() })
      .where(eq(staff.id, id));
    await replaceCenters(tx, id, centerIds);
    await recordAudit(tx, {
      actorStaffId,
      action: 'update',
      entity: 'staff',
      entityId: id,
      before,
      after: await findStaff(tx, id),
    });
  }).catch(rethrowDuplicateAccount);
  return (await findStaff(db, id))!;
}

/** A new password set by an admin: every session of the account is signed out. */
export async function resetStaffPassword(
  db: Database,
  id: number,
  password: string,
  actorStaffId: number,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(staff)
      .set({ passwordHash, version: sql`${staff.version} + 1`, updatedAt: new Date() })
      .where(eq(staff.id, id))
      .returning({ id: staff.id });
    if (!updated) throw notFound('Staff');
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.staffId, updated.id), isNull(refreshTokens.revokedAt)));
    await recordAudit(tx, {
      actorStaffId,
      action: 'password-reset',
      entity: 'staff',
      entityId: updated.id,
      after: await findStaff(tx, updated.id),
    });
  });
}
