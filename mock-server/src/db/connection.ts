import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type ParserOptions, PGlite, types } from '@electric-sql/pglite';
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

/** The array type of each type drizzle reads as text: timestamp, timestamptz, interval, date. */
const TEXT_TYPE_ARRAYS: Record<number, number> = {
  [types.TIMESTAMP]: 1115,
  [types.TIMESTAMPTZ]: 1185,
  [types.INTERVAL]: 1187,
  [types.DATE]: 1182,
};
const NUMERIC_ARRAY = 1231;

const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'>;

/** `queryable` with the parsers of each query's options dropped, its transactions likewise. */
function withoutQueryParsers<Client extends Queryable>(queryable: Client): Client {
  return new Proxy(queryable, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(text, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && target instanceof PGlite) {
        return <Result>(run: (tx: Queryable) => Promise<Result>) =>
          target.transaction((tx) => run(withoutQueryParsers(tx)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * drizzle passes parsers with every query (dates, times, intervals, their arrays and numeric[] as
 * text), and PGlite copies its whole parser table, one entry per array type, into a new object for
 * each of them: a fifth of a millisecond per query. Set once on the client, the same parsers give
 * drizzle the same rows without that copy; `rawQuery` passes PGlite's standard ones back.
 */
function parseForDrizzle(client: PGlite): { drizzleClient: PGlite; standardParsers: ParserOptions } {
  const standardParsers: ParserOptions = { [NUMERIC_ARRAY]: client.parsers[NUMERIC_ARRAY]! };
  for (const [type, arrayType] of Object.entries(TEXT_TYPE_ARRAYS)) {
    const parse = client.parsers[Number(type)]!;
    standardParsers[Number(type)] = parse;
    standardParsers[arrayType] = (value) => types.arrayParser(value, parse, arrayType);
  }
  for (const type of Object.keys(standardParsers)) client.parsers[Number(type)] = asText;
  return { drizzleClient: withoutQueryParsers(client), standardParsers };
}

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
  const { drizzleClient, standardParsers } = parseForDrizzle(client);
  const db = drizzlePglite({ client: drizzleClient, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    engine: 'pglite',
    rawQuery: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params, { parsers: standardParsers })).rows,
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
