// Migrates and seeds the cluster's database once, before any API process starts (several processes
// migrating at the same moment would race). Run by scripts/start-cluster.sh with DATABASE_URL set.
import { openDatabase } from '../../mock-server/src/db/connection';
import { seedIfEmpty } from '../../mock-server/src/db/seed/seed';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl });
  const seeded = await seedIfEmpty(database.db);
  await database.close();
  console.log(
    `database migrated${seeded ? ' and seeded' : ''} in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
