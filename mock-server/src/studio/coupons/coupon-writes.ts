import type {
  CouponItem,
  CreateCouponInput,
  UpdateCouponInput,
} from '@cloudfit/shared/schemas/coupon.schema';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { coupons } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { validationFailed } from '../../http/api-error';
/** Counted redemptions (`countedRedemption`): of issued invoices that are not void. */
// Written with aliases: in a select from one table drizzle leaves its columns unqualified.
import { findCoupon } from './coupon-queries';

function rethrowDuplicateCode(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'coupons_code_key') {
    throw validationFailed({ code: 'Another coupon already has this code.' });
  }
  throw error;
}

/** A new coupon; its code is unique. */
export function createCoupon(
  db: Database,
  input: CreateCouponInput,
  actorStaffId: number,
): Promise<CouponItem> {
  return withTransaction(db, async (tx) => {
    const [created] = await tx.insert(coupons).values(input).returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'coupons',
      entityId: created!.id,
      after: created,
    });
    return (await findCoupon(tx, created!.id))!;
  }).catch(rethrowDuplicateCode);
}

/** Changes a coupon read at `version`. */
export async function updateCoupon(
  db: Database,
  id: number,
  { version, ...changes }: UpdateCouponInput,
  actorStaffId: number,
): Promise<CouponItem> {
  await updateVersioned(db, {
    table: coupons,
    resource: 'Coupon',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findCoupon(tx, row.id),
  }).catch(rethrowDuplicateCode);
  return (await findCoupon(db, id))!;
}
