import type { Database } from '../connection';
import { withTransaction } from '../transaction';
import { isDatabaseEmpty, seedCore } from './seed-core';

/** Seeds the demo chain in one transaction, only when the database has no data yet. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await withTransaction(db, async (tx) => {
    await seedCore(tx);
  });
  return true;
}
