// Run by src/main.ts in a Node process of its own on a fresh PGlite folder: migrates and seeds,
// closes the database and exits.
import { loadConfig } from '../../config';
import { openDatabase } from '../connection';
import { seedIfEmpty } from './seed';

async function seedApart(): Promise<void> {
  const database = await openDatabase(loadConfig().database);
  await seedIfEmpty(database.db);
  await database.close();
}

seedApart().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
