import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from './connection';
import { tableChanges } from './schema';

/** How many lists (one per search, filter and sort) each database's positions are kept for. */
const KEPT_LISTS = 8;

interface ListPositions {
  /** The table's change count the ids were read at. */
  changes: number;
  /** The tiebreaker of every row, in list order. */
  ids: unknown[];
}

const keptPositions = new WeakMap<Database, Map<string, ListPositions>>();

/** The table's change count (migration 0008's trigger), read in the statement that needs it. */
function changesOf(table: string): SQL<number> {
  return sql<number>`coalesce((select ${tableChanges.changes} from ${tableChanges} where ${tableChanges.tableName} = ${table}), 0)`.mapWith(
    Number,
  );
}

export interface PositionedList<Row> {
  /** The table whose rows alone decide which rows the list holds and in which order. */
  table: string;
  /** Names the list: equal keys mean the same search, filters and sort. */
  key: string;
  /** Every row's tiebreaker in list order, and `changes` read in the same statement. */
  readIds: (changes: SQL<number>) => Promise<{ ids: unknown[]; changes: number }>;
  /** The rows with these tiebreakers, in list order, where `condition` holds. */
  readRows: (ids: unknown[], condition: SQL) => Promise<Row[]>;
}

function positionsOf(db: Database): Map<string, ListPositions> {
  let positions = keptPositions.get(db);
  if (!positions) {
    positions = new Map();
    keptPositions.set(db, positions);
  }
  return positions;
}

/** Keeps the list's positions as the most recently used, dropping the least recently used beyond `KEPT_LISTS`. */
function keep(db: Database, key: string, list: ListPositions) {
  const positions = positionsOf(db);
  positions.delete(key);
  positions.set(key, list);
  if (positions.size > KEPT_LISTS) positions.delete(positions.keys().next().value!);
}

/**
 * One page of a list from the ids of all its rows, kept in memory between requests, so a deep page
 * costs one statement instead of skipping `offset` rows of an index each time. The page's rows are
 * read only if the table's change count is still the one the ids were read at, in the same
 * statement: a write through this or any other process makes the next page read the ids again.
 * `undefined` when the table changed between the two reads twice in a row.
 */
export async function pageByPositions<Row>(
  db: Database,
  list: PositionedList<Row>,
  offset: number,
  perPage: number,
): Promise<{ rows: Row[]; listLength: number } | undefined> {
  let positions = positionsOf(db).get(list.key);
  for (let attempt = 0; attempt < 2; attempt++) {
    positions ??= await list.readIds(changesOf(list.table));
    const unchanged = sql`${changesOf(list.table)} = ${positions.changes}`;
    const ids = positions.ids.slice(offset, offset + perPage);
    let rows: Row[] | undefined;
    if (ids.length === 0) {
      const [current] = await queryRows<{ unchanged: boolean }>(db, sql`select ${unchanged} as unchanged`);
      if (current?.unchanged) rows = [];
    } else {
      const found = await list.readRows(ids, unchanged);
      if (found.length === ids.length) rows = found;
    }
    if (rows) {
      keep(db, list.key, positions);
      return { rows, listLength: positions.ids.length };
    }
    positions = undefined;
  }
  positionsOf(db).delete(list.key);
  return undefined;
}
