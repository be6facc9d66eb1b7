import type { ListQuery, ListResult } from '@cloudfit/shared/api/list-query';
import { type AnyColumn, and, asc, desc, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from './connection';

export type SortExpression = AnyColumn | SQL;

/** How one resource's list is searched and sorted; the only place its sortable columns are named. */
export interface ListDefinition<SortKey extends string> {
  /**
   * The column or expression behind each `?sortBy` value. The resource's query schema in
   * `@cloudfit/shared` limits sortBy to these keys, so an unknown one is a 400.
   */
  sortable: Record<SortKey, SortExpression | SortExpression[]>;
  defaultSort: { by: SortKey; desc: boolean };
  /** A unique column added to every ORDER BY so rows never repeat or vanish between pages. */
  tiebreaker: AnyColumn;
  /**
   * Expressions `?q` matches as a case-insensitive substring; use the expressions of trigram
   * indexes. As a function of the (lower-cased) search, the expressions that can hold it: leaving
   * out one that never can (an e-mail address never holds a space) gives the same matches without
   * reading its index.
   */
  searchable: SQL[] | ((text: string) => SQL[]);
  /**
   * The part of a (lower-cased) search the trigram indexes are read for, when reading them for the
   * whole search costs more than checking it on the rows that part finds: each trigram is a lookup,
   * and a common one ("com", "exa" in nearly every e-mail address) a long one. The rows found are
   * then checked for the whole search, so the matches are the same. The whole search when absent.
   */
  indexedPart?: (text: string) => string;
  /**
   * Rows a (lower-cased) search also matches beyond the `searchable` substrings, such as a name
   * typed surname first; its conditions must read the same trigram indexes.
   */
  alsoMatches?: (text: string) => SQL | undefined;
  /**
   * Search matches for which this holds (given `text%`, lower-cased, as a LIKE pattern) come before
   * the other matches, each group in the list's sort. It must pick a subset of the `searchable`
   * matches. When a btree index gives these rows in the default sort, a first page of a broad
   * search ("Wang") is read straight from the index instead of sorting every match.
   */
  rankedFirst?: (prefixPattern: string) => SQL;
  /**
   * Whether the search may rank many matches first (a surname: "Wang"), so that a page is first
   * looked for among them alone, read in order from the index. For other searches (a member
   * number, a phone, an e-mail, a full name), which match few, one statement sorts every match:
   * the same page either way, in one statement instead of two. Every search, when absent.
   */
  ranksMany?: (q: string) => boolean;
  /**
   * Stop counting after this many rows: a larger list answers `total: countCap` and
   * `totalCapped: true` (a page further on raises `total` to the rows seen so far). Counting every
   * match costs as much as reading them all, which a list of 100,000 cannot afford on each page.
   */
  countCap?: number;
  /**
   * Pages from row 1,000 on first read their ids through `count`'s tables (which must then hold
   * every sort column), in an index-only scan when an index covers the sort, and then only those
   * rows: skipping 50,000 rows costs a tenth of skipping them with every field and join.
   */
  deepPagesByIds?: boolean;
}

const DEEP_PAGE_OFFSET = 1_000;

/** Where the history lists (invoices, payments, bookings) stop counting. */
export const HISTORY_COUNT_CAP = 10_000;

/** The fields a count or id query selects from the resource's tables. */
export type CountFields = Record<string, SQL>;

/** One list resource: its definition and how its rows, counts and filters are built. */
export interface ListSource<SortKey extends string, Filters, Rows extends PgSelect, Item> {
  definition: ListDefinition<SortKey>;
  /**
   * `db.select({...fields, ...alongside}).from(table)...$dynamic()`: the fields of one item, with the
   * joins they need. `alongside` lets a page's statement carry its list's count; a source that
   * leaves it out gets its count from a query of its own.
   */
  rows(db: Database, query: Filters, alongside?: Record<string, SQL>): Rows;
  /**
   * `db.select(fields).from(table)...$dynamic()` with the joins the filters and search need. Make
   * them left joins to the joined table's key where the row always has a match: PostgreSQL then
   * drops each join a count does not read.
   */
  count: (db: Database, fields: CountFields) => PgSelect;
  /** Resource filters (`?centerId=`...) from the query; undefined entries are ignored. */
  filters?: (query: Filters) => (SQLWrapper | undefined)[];
  toItem: (row: Awaited<Rows>[number]) => Item;
}

/** Declares a list resource, its generic types inferred from the parts. */
export function listSource<SortKey extends string, Filters, Rows extends PgSelect, Item>(
  source: ListSource<SortKey, Filters, Rows, Item>,
): ListSource<SortKey, Filters, Rows, Item> {
  return source;
}

export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function searchCondition<SortKey extends string>(
  definition: ListDefinition<SortKey>,
  text: string | undefined,
): SQL | undefined {
  if (!text) return undefined;
  const lowerCased = text.toLowerCase();
  const { searchable } = definition;
  const expressions = typeof searchable === 'function' ? searchable(lowerCased) : searchable;
  const also = definition.alsoMatches?.(lowerCased);
  if (expressions.length === 0) return also ?? sql`false`;
  const contains = (part: string) => `%${escapeLikePattern(part)}%`;
  const indexedPart = definition.indexedPart?.(lowerCased) ?? lowerCased;
  if (indexedPart === lowerCased) {
    return or(...expressions.map((expression) => sql`${expression} ILIKE ${contains(lowerCased)}`), also);
  }
  // ILIKE lower-cases both sides; the expressions are lower-cased already, so strpos checks the same.
  return or(
    ...expressions.map(
      (expression) =>
        sql`(${expression} ILIKE ${contains(indexedPart)} and strpos(${expression}, lower(${lowerCased})) > 0)`,
    ),
    also,
  );
}

/** What a list is sorted by: the sort's expressions, then the tiebreaker, all in one direction. */
export function sortKeys<SortKey extends string>(
  definition: ListDefinition<SortKey>,
  query: ListQuery,
): { expressions: SortExpression[]; descending: boolean } {
  const by = (query.sortBy as SortKey | undefined) ?? definition.defaultSort.by;
  const descending = query.sortBy ? query.sortDesc : definition.defaultSort.desc;
  return { expressions: [...[definition.sortable[by]].flat(), definition.tiebreaker], descending };
}

function orderBy<SortKey extends string>(definition: ListDefinition<SortKey>, query: ListQuery): SQL[] {
  const { expressions, descending } = sortKeys(definition, query);
  return expressions.map((expression) => (descending ? desc(expression) : asc(expression)));
}

/** The WHERE of every match, and of the matches ranked first when the list ranks a search. */
export function conditions<SortKey extends string>(
  definition: ListDefinition<SortKey>,
  query: ListQuery,
  filters: (SQLWrapper | undefined)[],
) {
  const all = and(searchCondition(definition, query.q), ...filters);
  if (!query.q || !definition.rankedFirst) return { all, rankedFirst: undefined };
  const rankedFirst = definition.rankedFirst(`${escapeLikePattern(query.q.toLowerCase())}%`);
  return { all, rankedFirst: { condition: rankedFirst, where: and(rankedFirst, ...filters) } };
}

/** The field a page's statement carries its list's count in (`ListSource.rows`' `alongside`). */
const COUNTED = 'listCounted';

/** A page's rows without the count they carry, and that count (from the first row). */
function takeCounted<Row>(rows: Row[]): { rows: Row[]; counted?: number } {
  const [first] = rows;
  if (!first || !(COUNTED in (first as object))) return { rows };
  return {
    rows: rows.map((row) => {
      const { [COUNTED]: _counted, ...fields } = row as Record<string, unknown>;
      return fields as Row;
    }),
    counted: Number((first as Record<string, unknown>)[COUNTED]),
  };
}

/** The rows matching `where`, counted up to `cap + 1` when there is a cap, as a scalar subquery. */
function countOf(
  db: Database,
  count: (db: Database, fields: CountFields) => PgSelect,
  where: SQL | undefined,
  cap: number | undefined,
): SQL<number> {
  if (cap === undefined) return sql<number>`${count(db, { value: sql<number>`count(*)::int` }).where(where)}`;
  return sql<number>`(select count(*)::int from ${count(db, { one: sql`1` })
    .where(where)
    .limit(cap + 1)} as capped)`;
}

/** Rows matching `where`, counted up to `cap + 1` when there is a cap. */
async function countRows(
  db: Database,
  count: (db: Database, fields: CountFields) => PgSelect,
  where: SQL | undefined,
  cap: number | undefined,
): Promise<number> {
  const [row] = await queryRows<{ value: number }>(
    db,
    sql`select ${countOf(db, count, where, cap)} as value`,
  );
  return Number(row?.value ?? 0);
}

/** Searches, filters, sorts and pages a list in SQL: `{items, total}` of one page. */
export async function runListQuery<
  SortKey extends string,
  Query extends ListQuery,
  Rows extends PgSelect,
  Item,
>(db: Database, source: ListSource<SortKey, Query, Rows, Item>, query: Query): Promise<ListResult<Item>> {
  const { definition } = source;
  const cap = definition.countCap;
  const { all, rankedFirst } = conditions(definition, query, source.filters?.(query) ?? []);
  const offset = (query.page - 1) * query.perPage;
  const listResult = (rows: Awaited<Rows>[number][], counted: number): ListResult<Item> => {
    const items = rows.map(source.toItem);
    const seen = offset + items.length;
    if (cap !== undefined && items.length > 0 && seen > Math.min(counted, cap)) {
      return { items, total: seen, ...(items.length === query.perPage ? { totalCapped: true } : {}) };
    }
    if (cap !== undefined && counted > cap) return { items, total: cap, totalCapped: true };
    return { items, total: counted };
  };

  type Row = Awaited<Rows>[number];

  /**
   * One page of rows matching `where`, and `counted` when given (a count of the list worked out in
   * the same statement, read from the first row: absent when the page is empty or the source
   * selects only its own fields).
   */
  const page = async (
    where: SQL | undefined,
    order: SQL[],
    counted?: SQL<number>,
  ): Promise<{ rows: Row[]; counted?: number }> => {
    const alongside: Record<string, SQL> = counted ? { [COUNTED]: counted } : {};
    if (!definition.deepPagesByIds || offset < DEEP_PAGE_OFFSET) {
      return takeCounted(
        (await source
          .rows(db, query, alongside)
          .where(where)
          .orderBy(...order)
          .limit(query.perPage)
          .offset(offset)) as Row[],
      );
    }
    const ids = takeCounted(
      (await source
        .count(db, { value: sql<number>`${definition.tiebreaker}`, ...alongside })
        .where(where)
        .orderBy(...order)
        .limit(query.perPage)
        .offset(offset)) as { value: unknown }[],
    );
    if (ids.rows.length === 0) return { rows: [] };
    const rows = (await source
      .rows(db, query)
      .where(
        inArray(
          definition.tiebreaker,
          ids.rows.map((row) => row.value),
        ),
      )
      .orderBy(...order)) as Row[];
    return { rows, counted: ids.counted };
  };

  /** Rows past the cap answer `total` with the rows seen, whatever a count would say. */
  const passesCap = (rowsFound: number) => cap !== undefined && rowsFound > 0 && offset + rowsFound > cap;
  /** A page that reaches past the cap needs no count unless it is empty. */
  const countsBeforeCap = cap === undefined || offset + query.perPage <= cap;

  /**
   * A page with rows that is not full (or an empty first page) ends the list, so it gives the
   * total without a count: a selective search (a member number, a phone) then costs one query.
   */
  const pageOrCount = async (where: SQL | undefined, order: SQL[], counted?: SQL<number>) => {
    const found = await page(where, order, counted);
    const endsList = found.rows.length < query.perPage && (found.rows.length > 0 || offset === 0);
    return {
      rows: found.rows,
      counted:
        endsList || passesCap(found.rows.length)
          ? offset + found.rows.length
          : (found.counted ?? (await countRows(db, source.count, where, cap))),
    };
  };

  let rows: Row[];
  let counted: number;
  if (!rankedFirst) {
    ({ rows, counted } = await pageOrCount(
      all,
      orderBy(definition, query),
      countsBeforeCap ? countOf(db, source.count, all, cap) : undefined,
    ));
  } else {
    const ranked =
      (definition.ranksMany?.(query.q!) ?? true)
        ? await page(
            rankedFirst.where,
            orderBy(definition, query),
            countsBeforeCap ? countOf(db, source.count, rankedFirst.where, cap) : undefined,
          )
        : { rows: [] };
    if (ranked.rows.length === query.perPage) {
      rows = ranked.rows;
      // The page lies inside the ranked group; when that group alone passes the cap, so do all matches.
      counted = passesCap(rows.length)
        ? offset + rows.length
        : (ranked.counted ?? (await countRows(db, source.count, rankedFirst.where, cap)));
      if (cap === undefined || counted <= cap) counted = await countRows(db, source.count, all, cap);
    } else {
      // Every match is read and sorted for this page, so counting them in the same pass is nearly free.
      ({ rows, counted } = await pageOrCount(
        all,
        [desc(rankedFirst.condition), ...orderBy(definition, query)],
        sql<number>`(count(*) over ())::int`,
      ));
    }
  }

  return listResult(rows, counted);
}
