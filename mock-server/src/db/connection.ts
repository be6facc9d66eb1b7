import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type ParserOptions, PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import {
  type ChannelListener,
  pgliteChannelListener,
  postgresChannelListener,
} from '../live/channel-listener';
import * as schema from './schema';

/** The one type every query helper and route takes: the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** A parameterized query (`$1`...) straight to the driver, for tools and tests. */
  rawQuery<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The embedded database itself (PGlite only), for its data-directory backups. */
  pglite?: PGlite;
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

/** How long a request waits for a new PostgreSQL connection before it fails. */
export const CONNECT_TIMEOUT_MS = 3_000;

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

/** Runs a named statement, prepared once and its plan kept (see `queryPrepared`). */
type PreparedRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[]>;

const preparedRunners = new WeakMap<Database, PreparedRunner>();

const channelListeners = new WeakMap<Database, ChannelListener>();

/** LISTEN on the database `db` was opened on (see live/channel-listener.ts). */
export function channelListenerOf(db: Database): ChannelListener | undefined {
  return channelListeners.get(db);
}

/** A parameter as an SQL literal of unknown type, which PostgreSQL reads as it would the bound text. */
function literalOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`A prepared statement's parameter must be a string, a number or null: ${typeof value}`);
}

/**
 * PGlite answers one session: each statement is prepared there once (`PREPARE`) and then run by
 * `EXECUTE` with its parameters as literals, since PGlite's `query` binds only to unnamed statements.
 */
function pglitePreparedRunner(client: PGlite): PreparedRunner {
  const prepared = new Map<string, Promise<unknown>>();
  return async (name, text, params) => {
    let preparing = prepared.get(name);
    if (!preparing) {
      preparing = client.query(`prepare ${name} as ${text}`);
      prepared.set(name, preparing);
      preparing.catch(() => prepared.delete(name));
    }
    await preparing;
    return (await client.query(`execute ${name}(${params.map(literalOf).join(', ')})`)).rows;
  };
}

/** A statement's name on every connection: its text's hash, so one name never stands for two texts. */
function statementName(text: string): string {
  return `q${createHash('sha1').update(text).digest('base64url')}`;
}

function isUnnamedQuery(config: unknown): config is { text: string; name?: undefined } {
  return (
    typeof config === 'object' && config !== null && 'text' in config && !('name' in config && config.name)
  );
}

/**
 * `pool` running each drizzle query that has parameters as a named statement. node-postgres sends
 * a statement unnamed unless told otherwise, and PostgreSQL then parses and analyses its text on
 * every run: a fifth of its time on a member-list page, two fifths on a deep page. Named by its
 * text, a statement is parsed once per connection; one whose best plan depends on its parameters
 * (a LIKE pattern over a btree range) is still planned for each run, as PostgreSQL keeps a generic
 * plan only where that costs no more than the custom ones. The number of statements a connection
 * keeps is that of the texts the code builds (an `in (...)` list adds one per length).
 */
function withNamedStatements(pool: Pool): Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return (config: unknown, values?: unknown[]) =>
          target.query(
            (values?.length && isUnnamedQuery(config)
              ? { ...config, name: statementName(config.text) }
              : config) as never,
            values,
          );
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    // A connection that cannot be made within the timeout fails the request with a 503 instead of
    // holding it while the database is away.
    const pool = new Pool({
      connectionString: location.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // PostgreSQL closing an idle pooled connection (a restart) is an 'error' event: unheard, it would
    // end the process. The pool drops that connection and opens a new one for the next query.
    pool.on('error', () => {});
    // The same on a connection checked out between two queries of a transaction: the transaction's
    // next query fails (a 503), and the pool drops the connection when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePostgres({ client: withNamedStatements(pool), schema }) as unknown as Database;
    // node-postgres prepares a named statement on each pooled connection the first time it runs there.
    preparedRunners.set(
      db,
      async (name, text, params) => (await pool.query({ name, text, values: params })).rows,
    );
    channelListeners.set(db, postgresChannelListener(location.databaseUrl));
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
  preparedRunners.set(db, pglitePreparedRunner(client));
  channelListeners.set(db, pgliteChannelListener(client));
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    engine: 'pglite',
    pglite: client,
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

const dialect = new PgDialect();

/** A query run on many requests: its text built once, its `sql.placeholder`s filled on each run. */
export interface PreparedQuery {
  /** Unique to this query's text. */
  name: string;
  text: string;
  params: unknown[];
}

/**
 * Builds a query run on many requests once (drizzle's SQL building took as long as a driver's
 * round trip for the member statuses' query). Only for queries whose plan does not depend on the
 * parameters' values (no LIKE patterns to range over an index), and whose parameters are strings
 * and numbers.
 */
export function preparedQuery(name: string, query: SQL): PreparedQuery {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/**
 * Rows of a prepared query with its placeholders filled from `values`: parsed and planned once per
 * connection instead of on every run, and after five runs PostgreSQL may keep one generic plan.
 */
export async function queryPrepared<Row>(
  db: Database,
  query: PreparedQuery,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const run = preparedRunners.get(db);
  if (!run) throw new Error('queryPrepared runs on a database opened by openDatabase, not in a transaction');
  return (await run(query.name, query.text, fillPlaceholders(query.params, values))) as Row[];
}
