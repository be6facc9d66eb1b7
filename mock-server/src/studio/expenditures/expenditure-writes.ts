import type {
  CreateExpenditureInput,
  ExpenditureItem,
  UpdateExpenditureInput,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { expenditures } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { assertCentersExist } from '../centers/center-queries';
import { findExpenditure } from './expenditure-queries';

/** An expense at a branch, recorded by `staffId`. */
export function createExpenditure(
  db: Database,
  input: CreateExpenditureInput,
  staffId: number,
): Promise<ExpenditureItem> {
  return withTransaction(db, async (tx) => {
    await assertCentersExist(tx, [input.centerId], 'centerId');
    const [created] = await tx
      .insert(expenditures)
      .values({ ...input, staffId })
      .returning();
    await recordAudit(tx, {
      actorStaffId: staffId,
      action: 'create',
      entity: 'expenditures',
      entityId: created!.id,
      after: created,
    });
    return (await findExpenditure(tx, created!.id))!;
  });
}

/** Corrects an expense read at `version`. */
export async function updateExpenditure(
  db: Database,
  id: number,
  { version, ...changes }: UpdateExpenditureInput,
  actorStaffId: number,
): Promise<ExpenditureItem> {
  const after = await updateVersioned(db, {
    table: expenditures,
    resource: 'Expenditure',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findExpenditure(tx, row.id),
    beforeUpdate: (tx) => assertCentersExist(tx, [changes.centerId], 'centerId'),
  });
  return (await findExpenditure(db, after.id))!;
}
