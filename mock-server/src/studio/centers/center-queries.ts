import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { centers } from '../../db/schema/core';
import { validationFailed } from '../../http/api-error';

/** 400 on `field` unless every id is a center (archived ones included: history may name them). */
export async function assertCentersExist(
  db: Database | Transaction,
  ids: readonly number[],
  field: string,
  message = 'Choose a center.',
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: centers.id }).from(centers).where(inArray(centers.id, unique));
  if (found.length !== unique.length) throw validationFailed({ [field]: message });
}
