import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** The one type every query helper and route takes: the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** A parameterized query (`$1`...) straight to the driver, for tools and tests. */
  rawQuery<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** `PGLITE_DIR=memory` selects an in-memory PGlite. */
export const IN_MEMORY = 'memory';

/**
 * PGlite runs inside this process, so its memory is the server's. PostgreSQL's defaults (128 MB of
 * shared buffers, room for 100 connections) held the server at about 460 MB; PGlite has one
 * connection, and 16 MB of buffers keep the hot member index pages while the rest of a read comes
 * from the operating system's file cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=5', 'wal_buffers=1MB', 'temp_buffers=1MB'];

export type DatabaseLocation = { databaseUrl: string } | { pgliteDir: string };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const pool = new Pool({ connectionString: location.databaseUrl, max: 10 });
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
    await migrateNodePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      engine: 'postgres',
      rawQuery: async <Row>(text: string, params?: unknown[]) =>
        (await pool.query(text, params)).rows as Row[],
      close: () => pool.end(),
    };
  }
  const inMemory = location.pgliteDir === IN_MEMORY;
  if (!inMemory) mkdirSync(location.pgliteDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : location.pgliteDir, {
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    engine: 'pglite',
    rawQuery: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}

/** A transaction handle; it offers the same query builder as `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw SQL query; both drivers return `{rows}`. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
