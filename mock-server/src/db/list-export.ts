import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ListQuery } from '@cloudfit/shared/api/list-query';
import { and, asc, desc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './connection';
import { conditions, type ListSource, type SortExpression, sortKeys } from './list-query';

/**
 * Rows one export statement reads: little memory, and short statements, since on PGlite every
 * other request waits for the one running (the members export's statuses take about 0.2 ms a row,
 * several times that on a busy machine).
 */
export const EXPORT_BATCH_ROWS = 100;

/**
 * Sort keys and ids one statement reads. Where no index gives the order, each read sorts every
 * match that is left, so fewer reads cost less in all, but each of them holds the desks' requests
 * for as long as it runs: 10,000 at a time held them for 0.3-0.5 s on a busy machine.
 */
export const EXPORT_KEY_BATCH_ROWS = 1_000;

/** Report rows one statement reads: small rows, and reports sort their matches on every read. */
export const REPORT_EXPORT_BATCH_ROWS = 5_000;

/** One expression of an ORDER BY, in PostgreSQL's default null order (last ascending, first descending). */
export interface SortKey {
  expression: SortExpression;
  descending: boolean;
}

export function orderByKeys(keys: SortKey[]): SQL[] {
  return keys.map((key) => (key.descending ? desc(key.expression) : asc(key.expression)));
}

function sortsBeyond(key: SortKey, value: unknown): SQL {
  if (value === null) return key.descending ? sql`(${key.expression}) is not null` : sql`false`;
  if (key.descending) return sql`(${key.expression}) < ${value}`;
  return sql`((${key.expression}) > ${value} or (${key.expression}) is null)`;
}

function sortsEqual(key: SortKey, value: unknown): SQL {
  return value === null ? sql`(${key.expression}) is null` : sql`(${key.expression}) = ${value}`;
}

/**
 * Rows that sort after the row whose `keys` had `values`: the keyset of the next batch. Written
 * out column by column, not as a row comparison, because a row comparison with a null is null.
 */
function sortsAfter(keys: SortKey[], values: unknown[]): SQL {
  const [key, ...rest] = keys;
  const [value, ...restValues] = values;
  if (!key) return sql`false`;
  const beyond = sortsBeyond(key, value);
  if (rest.length === 0) return beyond;
  return or(beyond, and(sortsEqual(key, value), sortsAfter(rest, restValues)))!;
}

/**
 * The leading key's range from `value` on, which an index on it can start from. It leaves out the
 * nulls an ascending key sorts last, so a batch read with it that comes back short is followed by
 * reads without it.
 */
function leadingRange(key: SortKey, value: unknown): SQL | undefined {
  if (value === null) return undefined;
  return key.descending ? sql`(${key.expression}) <= ${value}` : sql`(${key.expression}) >= ${value}`;
}

/**
 * Lets the event loop take in the requests that arrived while a statement ran, so their statements
 * queue for the database before an export's next one. Without it an export whose client reads fast
 * runs statement after statement in promise callbacks alone (the response stream reads ahead), and
 * on PGlite, in this thread, every desk's request waits for all of them.
 */
export const yieldToOtherRequests = (): Promise<void> => nextTurn();

/**
 * Reads a sorted relation a batch at a time by keyset, each batch its own statement, so memory
 * does not grow with the rows and no transaction or cursor stays open while a slow client reads
 * (on PGlite that would hold every other request); other requests' statements run between two
 * batches'. `read(where, limit)` returns up to `batchRows` rows and the values of `keys` of every
 * row it read, in order. Rows changed between batches are read where they sort at that moment;
 * every row that did not change comes exactly once.
 */
export async function* keysetBatches<Row>(
  keys: SortKey[],
  limit: number,
  batchRows: number,
  read: (where: SQL | undefined, limit: number) => Promise<{ rows: Row[]; keys: unknown[][] }>,
): AsyncGenerator<Row[]> {
  let last: unknown[] | undefined;
  let useLeadingRange = true;
  let sent = 0;
  while (sent < limit) {
    const size = Math.min(batchRows, limit - sent);
    const range = last && useLeadingRange ? leadingRange(keys[0]!, last[0]) : undefined;
    if (last) await yieldToOtherRequests();
    const batch = await read(last && and(sortsAfter(keys, last), range), size);
    sent += batch.keys.length;
    last = batch.keys.at(-1) ?? last;
    if (batch.rows.length > 0) yield batch.rows;
    if (batch.keys.length < size) {
      if (!range) return;
      useLeadingRange = false;
    }
  }
}

/**
 * Every row of a list query, in list order (a ranked search's order too), up to `limit`, in
 * batches of `EXPORT_BATCH_ROWS`. The sort keys and ids are read `EXPORT_KEY_BATCH_ROWS` at a
 * time through the source's `count` tables (which must hold every sort column, as for deep
 * pages), then the rows of each batch of ids.
 */
export function listExportBatches<
  SortKeyName extends string,
  Query extends ListQuery,
  Rows extends PgSelect,
  Item,
>(
  db: Database,
  source: ListSource<SortKeyName, Query, Rows, Item>,
  query: Query,
  limit: number,
): AsyncGenerator<Item[]> {
  const { definition } = source;
  const { all, rankedFirst } = conditions(definition, query, source.filters?.(query) ?? []);
  const sort = sortKeys(definition, query);
  const keys: SortKey[] = [
    ...(rankedFirst ? [{ expression: rankedFirst.condition, descending: true }] : []),
    ...sort.expressions.map((expression) => ({ expression, descending: sort.descending })),
  ];
  const order = orderByKeys(keys);
  // Each row's key values as one JSON array; the tiebreaker is the last of them: the batch's ids.
  // JSON keeps timestamps to the microsecond.
  const keyValues = sql<unknown[]>`json_build_array(${sql.join(
    keys.map((key) => sql`${key.expression}`),
    sql`, `,
  )})`;
  const keyBatches = keysetBatches(keys, limit, EXPORT_KEY_BATCH_ROWS, async (after, size) => {
    const found = (await source
      .count(db, { value: keyValues })
      .where(and(all, after))
      .orderBy(...order)
      .limit(size)) as { value: unknown[] }[];
    const keysRead = found.map((entry) => entry.value);
    return { rows: keysRead, keys: keysRead };
  });
  const readRows = async (ids: unknown[]) =>
    (
      (await source
        .rows(db, query)
        .where(inArray(definition.tiebreaker, ids))
        .orderBy(...order)) as Awaited<Rows>[number][]
    ).map(source.toItem);
  return (async function* () {
    for await (const keyBatch of keyBatches) {
      const ids = keyBatch.map((values) => values.at(-1));
      for (let start = 0; start < ids.length; start += EXPORT_BATCH_ROWS) {
        await yieldToOtherRequests();
        const rows = await readRows(ids.slice(start, start + EXPORT_BATCH_ROWS));
        if (rows.length > 0) yield rows;
      }
    }
  })();
}

/** The rows of batches, one at a time: what `sendCsv` streams. */
export async function* rowsOfBatches<Row>(batches: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const batch of batches) yield* batch;
}
