import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../connection';
import { centers } from '../schema';
import { withTransaction } from '../transaction';

export interface SeedOptions {
  /** "Now" of the seeded studio (see seedStudio); the moment of seeding unless given. */
  referenceDate?: Date;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`select exists(select 1 from ${centers}) as seeded`,
  );
  return !row?.seeded;
}

/** Seeds the demo chain in one transaction, only when the database has no data yet. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  // Loaded only to seed: faker and its locales are 35 MB a running server would otherwise hold.
  const [{ seedCore }, { seedStudio }] = await Promise.all([import('./seed-core'), import('./seed-studio')]);
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
