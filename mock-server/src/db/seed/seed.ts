import { sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { withTransaction } from '../transaction';
import { isDatabaseEmpty, seedCore } from './seed-core';
import { seedStudio } from './seed-studio';

export interface SeedOptions {
  /** "Now" of the seeded studio (see seedStudio); the moment of seeding unless given. */
  referenceDate?: Date;
}

/** Seeds the demo chain in one transaction, only when the database has no data yet. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const referenceDate = options.referenceDate ?? new Date();
  await withTransaction(db, async (tx) => {
    await seedCore(tx);
    await seedStudio(tx, referenceDate);
  });
  // PGlite runs no autovacuum: without this, trigram searches keep reading the bulk load's pending
  // index entries, and the planner has no statistics for the freshly filled tables.
  await db.execute(sql`vacuum analyze`);
  return true;
}
