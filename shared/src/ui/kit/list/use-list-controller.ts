import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { type ChangeEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { type ListPage, type ListParams, useListPage } from './list-query';
import { type ListState, type ListStatePatch, useListState } from './list-state';
import type { ListSelection, RowSelection } from './list-types';

export const SEARCH_DEBOUNCE_MS = 300;

type RowId = string | number;

/** Where a list's rows come from. */
export type ListSource<T> =
  /** `GET /<resource>` pages the rows on the server. */
  | {
      kind: 'server';
      resource: string;
      /** Turns another answer shape (`{ invoices, total }`) into `{ items, total }`. */
      adapt?(body: unknown): ListPage<T>;
      /** The query key before the parameters; `[resource, 'list']` by default. */
      queryKey?: readonly unknown[];
      refetchInterval?: number;
    }
  /** Every row is in memory (see `clientRows`): search, filters, sort and pages are done here. */
  | {
      kind: 'client';
      rows: readonly T[] | undefined;
      /** The page the list's state shows. */
      pageOf(rows: readonly T[], state: ListState, pageSize: number): ListPage<T>;
      loading?: boolean;
      error?: boolean;
      refetch?(): void;
    }
  /** The screen fetched the page itself (e.g. inside a larger answer) for the controller's `page`. */
  | {
      kind: 'page';
      page: ListPage<T> | undefined;
      loading?: boolean;
      error?: boolean;
      refetch?(): void;
    };

export interface ListControllerOptions<T> {
  source: ListSource<T>;
  /** The filters' keys in the address (filterKeysOf(filters)). */
  filterKeys?: readonly string[];
  /** Sort keys the address may ask for; another is ignored. */
  sortKeys?: readonly string[];
  defaultSort?: { sortBy: string; sortDesc?: boolean };
  /** Keeps two lists on one screen apart in the address. */
  prefix?: string;
  /** Rows a page (the default of `pageSizes`); `Number.POSITIVE_INFINITY` shows every row on one page. */
  pageSize?: number;
  /** The page sizes a user may choose, kept in the address as `perPage`. */
  pageSizes?: readonly number[];
  /** Always sent to the server, e.g. `{ memberId: 12 }`. */
  fixedParams?: ListParams;
  /** The query parameter the navbar's current branch goes into; none by default. */
  centerParam?: string | false;
  /** Whether the row's checkboxes are offered (bulk actions). */
  selectable?: boolean;
  getRowId?(row: T): RowId;
  /** Offers `<resource>/export.csv` of the same query, named `<exportName>-<day>.csv`. */
  exportName?: string;
  /**
   * How a page or sort change enters the browser's history: a new entry (Back undoes it), or in
   * place. Typing a search is always in place.
   */
  history?: 'push' | 'replace';
}

/** The state and actions of one list, for any of the kit's views (DataTable, ListCards, a custom one). */
export interface ListController<T> {
  state: ListState;
  /** The query a server list sends (page, perPage, q, sort, filters, branch, fixed parameters). */
  params: ListParams;
  /** What the search box shows (the address's `q` follows it after a pause). */
  searchText: string;
  setSearchText(text: string): void;
  /** The search box's value and keys: typing searches after a pause, Enter (a scanner's too) at once. */
  searchField: {
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
    onKeyDown(event: KeyboardEvent): void;
  };
  /** The rows of the current page. */
  rows: T[];
  /** Every row the query finds; `null` before the first answer. */
  total: number | null;
  totalIsLowerBound: boolean;
  loading: boolean;
  isError: boolean;
  refetch(): void;
  page: number;
  pageSize: number;
  /** The page sizes a user may choose, if any. */
  pageSizes: readonly number[] | undefined;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sortBy: string | undefined, sortDesc: boolean): void;
  setFilters(patch: Record<string, string | null>): void;
  getRowId(row: T): RowId;
  /** Row checkboxes, when `selectable`. */
  rowSelection: RowSelection<T> | undefined;
  /** What is picked; `null` when nothing is. */
  selection: ListSelection | null;
  /** Every row on the page is picked and more rows match: offer to pick them all. */
  canPickAllMatching: boolean;
  pickAllMatching(): void;
  clearSelection(): void;
  /** Downloads the CSV of the same query. */
  exportCsv(): Promise<void>;
}

/** What is picked, for the query it was picked in: a new search or filter starts empty. */
interface Picked {
  query: string;
  ids: ReadonlySet<RowId>;
  allMatching: boolean;
}

const defaultRowId = (row: unknown) => (row as { id: RowId }).id;

/**
 * A list's controller, apart from its views: search (debounced), filters, sort, page and page size
 * in the address, the rows from the server, from memory or from the screen, the picked rows and
 * the CSV of the same query.
 */
export function useListController<T>(options: ListControllerOptions<T>): ListController<T> {
  const { source } = options;
  const pageSizes = options.pageSizes;
  const [state, update] = useListState({
    filterKeys: options.filterKeys ?? [],
    sortKeys: options.sortKeys,
    defaultSort: options.defaultSort,
    prefix: options.prefix,
    extraKeys: pageSizes ? ['perPage'] : undefined,
  });
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const askedSize = Number(state.extra.perPage);
  const pageSize = pageSizes?.includes(askedSize) ? askedSize : defaultSize;
  const centerParam = options.centerParam ?? false;
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const history = options.history ?? 'push';

  const params = useMemo<ListParams>(() => {
    const query: ListParams = { page: state.page, perPage: pageSize };
    if (state.q) query.q = state.q;
    if (state.sortBy) {
      query.sortBy = state.sortBy;
      query.sortDesc = state.sortDesc;
    }
    for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
    if (centerParam && centerId !== undefined && query[centerParam] === undefined)
      query[centerParam] = centerId;
    return { ...query, ...options.fixedParams };
  }, [state, pageSize, centerParam, centerId, options.fixedParams]);

  const server = source.kind === 'server' ? source : undefined;
  const query = useListPage<T>(server?.resource ?? '', params, server !== undefined, {
    refetchInterval: server?.refetchInterval ?? false,
    adapt: server?.adapt,
    queryKey: server?.queryKey,
  });
  const clientRows = source.kind === 'client' ? source.rows : undefined;
  const pageOf = source.kind === 'client' ? source.pageOf : undefined;
  const clientData = useMemo(
    () => (clientRows && pageOf ? pageOf(clientRows, state, pageSize) : undefined),
    [clientRows, pageOf, state, pageSize],
  );
  const data = server ? query.data : source.kind === 'page' ? source.page : clientData;
  // A live list's periodic refetch is not a load the user asked for: no progress bar every few seconds.
  const loading = server
    ? server.refetchInterval === undefined
      ? query.isFetching
      : query.isFetching && (!query.data || query.isPlaceholderData)
    : Boolean(source.kind !== 'server' && source.loading);
  const isError = server ? query.isError : Boolean(source.kind !== 'server' && source.error);
  const totalIsLowerBound = Boolean(data?.totalIsLowerBound ?? data?.totalCapped);

  // Typing replaces the address entry (Back skips keystrokes); paging, sorting and filters add one.
  const [searchText, setSearchText] = useState(state.q);
  const searchNow = useCallback(
    (text: string) => {
      if (state.q !== text.trim()) update({ q: text.trim(), page: null }, { replace: true });
    },
    [state.q, update],
  );
  useEffect(() => {
    if (state.q === searchText.trim()) return;
    const timer = setTimeout(() => searchNow(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.q, searchNow]);
  // Back and forward change the address under the search box: follow it.
  useEffect(() => {
    setSearchText((text) => (text.trim() === state.q ? text : state.q));
  }, [state.q]);

  const getRowId = options.getRowId ?? defaultRowId;
  const matchingParams = useMemo(() => {
    const { page: _page, perPage: _perPage, sortBy: _sortBy, sortDesc: _sortDesc, ...rest } = params;
    return Object.fromEntries(
      Object.entries(rest).filter(
        (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
      ),
    );
  }, [params]);
  const matchingKey = JSON.stringify(matchingParams);
  const [pickedState, setPicked] = useState<Picked>({
    query: matchingKey,
    ids: new Set(),
    allMatching: false,
  });
  const picked =
    pickedState.query === matchingKey
      ? pickedState
      : { query: matchingKey, ids: new Set<RowId>(), allMatching: false };
  const clearSelection = () => setPicked({ query: matchingKey, ids: new Set(), allMatching: false });
  const rows = data?.items ?? [];
  const pageIds = rows.map(getRowId);
  const pickedOnPage = pageIds.filter((id) => picked.ids.has(id)).length;
  const rowSelection: RowSelection<T> | undefined = options.selectable
    ? {
        isSelected: (row) => picked.allMatching || picked.ids.has(getRowId(row)),
        onToggle: (row) => {
          const id = getRowId(row);
          const ids = new Set(picked.allMatching ? pageIds : picked.ids);
          if (ids.has(id)) ids.delete(id);
          else ids.add(id);
          setPicked({ query: matchingKey, ids, allMatching: false });
        },
        page:
          picked.allMatching || (pageIds.length > 0 && pickedOnPage === pageIds.length)
            ? 'all'
            : pickedOnPage > 0
              ? 'some'
              : 'none',
        onTogglePage: () => {
          const ids = new Set(picked.allMatching ? [] : picked.ids);
          const everyOnPage = !picked.allMatching && pickedOnPage === pageIds.length;
          for (const id of pageIds) {
            if (everyOnPage || picked.allMatching) ids.delete(id);
            else ids.add(id);
          }
          setPicked({ query: matchingKey, ids, allMatching: false });
        },
      }
    : undefined;
  const selection: ListSelection | null = picked.allMatching
    ? { kind: 'query', params: matchingParams, total: data?.total ?? 0 }
    : picked.ids.size > 0
      ? { kind: 'ids', ids: [...picked.ids] }
      : null;
  const canPickAllMatching =
    !picked.allMatching &&
    rowSelection?.page === 'all' &&
    data !== undefined &&
    !totalIsLowerBound &&
    data.total > picked.ids.size;

  const replace = history === 'replace';
  const change = (patch: ListStatePatch) => update(patch, { replace });

  return {
    state,
    params,
    searchText,
    setSearchText,
    searchField: {
      value: searchText,
      onChange: (event) => setSearchText(event.target.value),
      onKeyDown: (event) => {
        if (event.key === 'Enter') searchNow(searchText);
      },
    },
    rows,
    total: data ? data.total : null,
    totalIsLowerBound,
    loading,
    isError,
    refetch: () => {
      if (server) void query.refetch();
      else if (source.kind !== 'server') source.refetch?.();
    },
    page: state.page,
    pageSize,
    pageSizes,
    setPage: (page) => change({ page: page > 1 ? String(page) : null }),
    setPageSize: (size) => change({ perPage: size === defaultSize ? null : String(size), page: null }),
    setSort: (sortBy, sortDesc) =>
      change({ sortBy: sortBy ?? null, sortDesc: sortBy && sortDesc ? 'true' : null, page: null }),
    setFilters: (patch) => change({ ...patch, page: null }),
    getRowId,
    rowSelection,
    selection,
    canPickAllMatching,
    pickAllMatching: () => setPicked({ query: matchingKey, ids: new Set(), allMatching: true }),
    clearSelection,
    // The download's code loads on the click: most visits to a list export nothing.
    exportCsv: () =>
      server
        ? import('./csv-download').then(({ downloadCsv }) =>
            downloadCsv(server.resource, params, options.exportName ?? server.resource),
          )
        : Promise.resolve(),
  };
}
