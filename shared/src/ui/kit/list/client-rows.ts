import type { ListPage } from './list-query';
import type { ListState } from './list-state';
import type { ListSource } from './use-list-controller';

export type SortValue = string | number | boolean | null | undefined;

/** Orders two values: numbers as numbers, the rest as text in the user's language; empty last. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export interface ClientRowsOptions<T> {
  /** The text the search looks in (case aside). */
  searchText?(row: T): string;
  /** What a sort key sorts by; the row's value under the key by default. */
  sortValue?(row: T, sortBy: string): SortValue;
  /** Whether a row passes the filters in the address. */
  matches?(row: T, filters: Record<string, string>): boolean;
  loading?: boolean;
  error?: boolean;
  refetch?(): void;
}

const valueUnder = (row: unknown, key: string) => (row as Record<string, SortValue>)[key];

/**
 * A list source of rows in memory (`undefined` while they load): the controller's search, filters,
 * sort and page are applied here, in the browser, and the same views show the result.
 */
export function clientRows<T>(
  rows: readonly T[] | undefined,
  options: ClientRowsOptions<T> = {},
): ListSource<T> {
  const { searchText, matches, sortValue = valueUnder } = options;
  return {
    kind: 'client',
    rows,
    loading: options.loading,
    error: options.error,
    refetch: options.refetch,
    pageOf(all: readonly T[], state: ListState, pageSize: number): ListPage<T> {
      const q = state.q.toLowerCase();
      let found = all.filter(
        (row) =>
          (!q || !searchText || searchText(row).toLowerCase().includes(q)) &&
          (!matches || matches(row, state.filters)),
      );
      const { sortBy } = state;
      if (sortBy) {
        const direction = state.sortDesc ? -1 : 1;
        found = [...found].sort(
          (a, b) => compareValues(sortValue(a, sortBy), sortValue(b, sortBy)) * direction,
        );
      }
      const items = Number.isFinite(pageSize)
        ? found.slice((state.page - 1) * pageSize, state.page * pageSize)
        : found;
      return { items, total: found.length };
    },
  };
}
