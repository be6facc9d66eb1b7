import { useSearchParams } from '@cloudfit/shared/router/app-router';
import { useCallback, useMemo } from 'react';

export interface ListState {
  q: string;
  page: number;
  sortBy: string | undefined;
  sortDesc: boolean;
  /** Every filter key the list declared, with its value from the address ('' when unset). */
  filters: Record<string, string>;
  /** The other keys the list asked for (e.g. `perPage`), '' when unset. */
  extra: Record<string, string>;
}

export type ListStatePatch = Partial<
  Record<'q' | 'page' | 'sortBy' | 'sortDesc' | (string & {}), string | null>
>;

/**
 * A list's search, filters, sort and page live in the address, so Back undoes a change and a link
 * shows the same list. `prefix` keeps two lists on one screen (a detail page's tabs) apart.
 */
export function useListState(options: {
  filterKeys: readonly string[];
  sortKeys?: readonly string[];
  defaultSort?: { sortBy: string; sortDesc?: boolean };
  prefix?: string;
  extraKeys?: readonly string[];
}): [ListState, (patch: ListStatePatch, opts?: { replace?: boolean }) => void] {
  const { filterKeys, sortKeys, defaultSort, prefix = '' } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const read = useCallback((key: string) => searchParams.get(prefix + key), [searchParams, prefix]);
  const filterKeyList = filterKeys.join('\u0000');
  const extraKeyList = (options.extraKeys ?? []).join('\u0000');

  const state = useMemo<ListState>(() => {
    const requestedSort = read('sortBy');
    const sortIsKnown = requestedSort !== null && (!sortKeys || sortKeys.includes(requestedSort));
    const filters: Record<string, string> = {};
    for (const key of filterKeyList ? filterKeyList.split('\u0000') : []) filters[key] = read(key) ?? '';
    const extra: Record<string, string> = {};
    for (const key of extraKeyList ? extraKeyList.split('\u0000') : []) extra[key] = read(key) ?? '';
    return {
      q: read('q') ?? '',
      page: Math.max(1, Math.floor(Number(read('page'))) || 1),
      sortBy: sortIsKnown ? requestedSort : defaultSort?.sortBy,
      sortDesc: sortIsKnown ? read('sortDesc') === 'true' : Boolean(defaultSort?.sortDesc),
      filters,
      extra,
    };
  }, [read, sortKeys, defaultSort?.sortBy, defaultSort?.sortDesc, filterKeyList, extraKeyList]);

  const update = useCallback(
    (patch: ListStatePatch, opts: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(prefix + key);
            else next.set(prefix + key, value);
          }
          return next;
        },
        { replace: opts.replace ?? false },
      ),
    [setSearchParams, prefix],
  );

  return [state, update];
}
