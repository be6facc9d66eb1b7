import type { ListQuery, ListResult } from '@cloudfit/shared/api/list-query';
import { type AnyColumn, and, asc, desc, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

type SortExpression = AnyColumn | SQL;

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
  /** Expressions `?q` matches as a case-insensitive substring; use the expressions of trigram indexes. */
  searchable: SQL[];
}

function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function searchCondition(searchable: SQL[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLikePattern(text.toLowerCase())}%`;
  return or(...searchable.map((expression) => sql`${expression} ILIKE ${pattern}`));
}

function orderBy<SortKey extends string>(definition: ListDefinition<SortKey>, query: ListQuery): SQL[] {
  const by = (query.sortBy as SortKey | undefined) ?? definition.defaultSort.by;
  const descending = query.sortBy ? query.sortDesc : definition.defaultSort.desc;
  const direction = descending ? desc : asc;
  return [...[definition.sortable[by]].flat(), definition.tiebreaker].map((expression) =>
    direction(expression),
  );
}

export interface ListQueryInput<SortKey extends string, Rows extends PgSelect, Count extends PgSelect> {
  definition: ListDefinition<SortKey>;
  query: ListQuery;
  /** `db.select({...}).from(table)...$dynamic()`: the fields of one item, with any joins they need. */
  rows: Rows;
  /** `db.select({ total: sql<number>\`count(*)::int\` }).from(table).$dynamic()`, with joins the filters need. */
  count: Count;
  /** Resource filters (`?centerId=`...); undefined entries are ignored. */
  filters?: (SQLWrapper | undefined)[];
}

/** Searches, filters, sorts and pages a list in SQL: `{items, total}` of one page. */
export async function runListQuery<SortKey extends string, Rows extends PgSelect, Count extends PgSelect>(
  input: ListQueryInput<SortKey, Rows, Count>,
): Promise<ListResult<Awaited<Rows>[number]>> {
  const where = and(searchCondition(input.definition.searchable, input.query.q), ...(input.filters ?? []));
  const offset = (input.query.page - 1) * input.query.perPage;
  const [items, totals] = await Promise.all([
    input.rows
      .where(where)
      .orderBy(...orderBy(input.definition, input.query))
      .limit(input.query.perPage)
      .offset(offset),
    input.count.where(where),
  ]);
  const total = Number((totals[0] as { total?: unknown } | undefined)?.total ?? 0);
  return { items: items as Awaited<Rows>[number][], total };
}

/** Every row of a list query, in list order, up to `limit` (for CSV export). */
export async function runListQueryUnpaged<SortKey extends string, Rows extends PgSelect>(
  input: Omit<ListQueryInput<SortKey, Rows, PgSelect>, 'count'> & { limit: number },
): Promise<Awaited<Rows>[number][]> {
  const where = and(searchCondition(input.definition.searchable, input.query.q), ...(input.filters ?? []));
  return (await input.rows
    .where(where)
    .orderBy(...orderBy(input.definition, input.query))
    .limit(input.limit)) as Awaited<Rows>[number][];
}
