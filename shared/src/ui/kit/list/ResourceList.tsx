import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { downloadCsv } from './csv-download';
import { DataTable } from './DataTable';
import { ListFilters } from './ListFilters';
import { type ListParams, useListPage } from './list-query';
import { useListState } from './list-state';
import {
  filterKeysOf,
  type ListColumn,
  type ListFilter,
  type ListSelection,
  type RowAction,
  type RowSelection,
} from './list-types';
import { usePhoneScreen } from './narrow-screen';

const SEARCH_DEBOUNCE_MS = 300;

export interface ResourceListProps<T> {
  /** The API path under /api/v1, e.g. `members` or `members/12/invoices`. */
  resource: string;
  title: string;
  /** Under the title, given the total: "2,400 members". */
  subtitle?(total: number, totalIsLowerBound: boolean): ReactNode;
  columns: ListColumn<T>[];
  getRowId?(row: T): string | number;
  filters?: ListFilter[];
  /** Always sent, e.g. `{ memberId: 12 }` for a member's invoices. */
  fixedParams?: ListParams;
  /** The query parameter the navbar's current branch goes into; `false` for lists no branch scopes. */
  centerParam?: string | false;
  /** Shows the search box with this hint; lists without it have no search. */
  searchPlaceholder?: string;
  sortKeys?: readonly string[];
  defaultSort?: { sortBy: string; sortDesc?: boolean };
  emptyText(search: string): ReactNode;
  rowActions?: RowAction<T>[];
  onRowOpen?(row: T): void;
  /** Buttons beside the search, e.g. "New member". */
  actions?: ReactNode;
  /** Offers a CSV of the same query, named `<exportName>-<day>.csv`. */
  exportName?: string;
  /** Inside a detail screen: a smaller heading, no card, and its own keys in the address. */
  embedded?: { prefix: string };
  /** Extra content between the toolbar and the table (e.g. a chart). */
  children?: ReactNode;
  /** Keeps a live list current (e.g. today's check-ins): milliseconds between quiet refetches. */
  refetchInterval?: number;
  /**
   * Rows get checkboxes; once some are picked (or every row the query finds), a bar above the
   * table shows how many with these actions. `clear` empties the selection (e.g. after the action ran).
   */
  bulkActions?(selection: ListSelection, clear: () => void): ReactNode;
}

type RowId = string | number;

/** What is picked, for the query it was picked in: a new search or filter starts empty. */
interface Picked {
  query: string;
  ids: ReadonlySet<RowId>;
  allMatching: boolean;
}

/**
 * The list screen every studio resource uses: server-side search (debounced), filters, sort and
 * pages of 10 kept in the address, CSV export of the same query, loading and empty states, row
 * actions, and the current branch scoping the query.
 */
export function ResourceList<T>(props: ResourceListProps<T>) {
  const { t, i18n } = useTranslation('kit');
  const number = new Intl.NumberFormat(i18n.language);
  const filters = props.filters ?? [];
  const centerParam = props.centerParam === undefined ? 'centerId' : props.centerParam;
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const [state, update] = useListState({
    filterKeys: filterKeysOf(filters),
    sortKeys: props.sortKeys,
    defaultSort: props.defaultSort,
    prefix: props.embedded?.prefix,
  });
  const [searchText, setSearchText] = useState(state.q);
  // On a phone the filters fold behind a button: open, they would fill the first screen.
  const phone = usePhoneScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filtersOn = filters.filter((filter) =>
    filter.kind === 'dateRange'
      ? state.filters[filter.fromKey] || state.filters[filter.toKey]
      : state.filters[filter.key],
  ).length;

  const params = useMemo<ListParams>(() => {
    const query: ListParams = { page: state.page, perPage: DEFAULT_PAGE_SIZE };
    if (state.q) query.q = state.q;
    if (state.sortBy) {
      query.sortBy = state.sortBy;
      query.sortDesc = state.sortDesc;
    }
    for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
    if (centerParam && centerId !== undefined && query[centerParam] === undefined)
      query[centerParam] = centerId;
    return { ...query, ...props.fixedParams };
  }, [state, centerParam, centerId, props.fixedParams]);

  const { data, isFetching, isPlaceholderData, isError, refetch } = useListPage<T>(
    props.resource,
    params,
    true,
    props.refetchInterval ?? false,
  );
  // A live list's periodic refetch is not a load the user asked for: no progress bar every few seconds.
  const loading =
    props.refetchInterval === undefined ? isFetching : isFetching && (!data || isPlaceholderData);
  const totalIsLowerBound = Boolean(data?.totalIsLowerBound ?? data?.totalCapped);

  // Typing replaces the address entry (Back skips keystrokes); paging, sorting and filters add one.
  useEffect(() => {
    if (state.q === searchText.trim()) return;
    const timer = setTimeout(
      () => update({ q: searchText.trim(), page: null }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, state.q, update]);
  // Back and forward change the address under the search box: follow it.
  useEffect(() => {
    setSearchText((text) => (text.trim() === state.q ? text : state.q));
  }, [state.q]);

  const getRowId = props.getRowId ?? ((row: T) => (row as { id: RowId }).id);
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
  const pageIds = (data?.items ?? []).map(getRowId);
  const pickedOnPage = pageIds.filter((id) => picked.ids.has(id)).length;
  const rowSelection: RowSelection<T> | undefined = props.bulkActions && {
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
  };
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

  const exportCsv = () =>
    downloadCsv(props.resource, params, props.exportName ?? props.resource).catch(() =>
      appStore.getState().toast(t('list.exportFailed'), 'error'),
    );

  const embedded = Boolean(props.embedded);
  const body = (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: embedded ? 0 : 2.5, pb: 2 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography
            variant={embedded ? 'h6' : 'h5'}
            component={embedded ? 'h2' : 'h1'}
            sx={{ fontWeight: 600 }}
          >
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography variant="body2" color="text.secondary" data-testid="list-total">
              {data ? <bdi>{props.subtitle(data.total, totalIsLowerBound)}</bdi> : '\u00a0'}
            </Typography>
          )}
        </Box>
        {props.searchPlaceholder && (
          <TextField
            size="small"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            // A phone's field is too narrow for the whole hint: it reads "Search", the hint below it.
            placeholder={phone ? t('list.search') : props.searchPlaceholder}
            helperText={phone ? props.searchPlaceholder : undefined}
            // Wide enough for the whole hint in the user's language ("ch" is about a character).
            sx={{
              width: {
                xs: '100%',
                sm: `min(100%, max(340px, calc(${props.searchPlaceholder.length}ch + 4.5rem)))`,
              },
            }}
            slotProps={{
              htmlInput: { 'aria-label': t('list.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {phone && filters.length > 0 && (
          <Button
            variant="outlined"
            startIcon={<FilterListOutlined />}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOn > 0 ? t('list.filtersActive', { count: filtersOn }) : t('list.filters')}
          </Button>
        )}
        {props.exportName &&
          (phone ? (
            <Button
              variant="outlined"
              aria-label={t('list.exportCsv')}
              title={t('list.exportCsv')}
              onClick={exportCsv}
              sx={{ minWidth: 0, px: 1 }}
            >
              <FileDownloadOutlined />
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={exportCsv}>
              {t('list.exportCsv')}
            </Button>
          ))}
        {props.actions}
      </Box>
      {filters.length > 0 && (!phone || filtersOpen) && (
        <Box id={filtersId} sx={{ px: embedded ? 0 : 2.5, pb: 2 }}>
          <ListFilters
            filters={filters}
            values={state.filters}
            onChange={(patch) => update({ ...patch, page: null })}
          />
        </Box>
      )}
      {props.children}
      {props.bulkActions && selection && (
        <Box
          role="region"
          aria-label={t('list.bulkActions')}
          data-testid="list-bulk-bar"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mx: embedded ? 0 : 2.5,
            mb: 2,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {selection.kind === 'query'
              ? t('list.allMatchingSelected', { total: number.format(selection.total) })
              : t('list.selected', {
                  count: selection.ids.length,
                  total: number.format(selection.ids.length),
                })}
          </Typography>
          {canPickAllMatching && (
            <Button
              size="small"
              onClick={() => setPicked({ query: matchingKey, ids: new Set(), allMatching: true })}
            >
              {t('list.selectAllMatching', { total: number.format(data.total) })}
            </Button>
          )}
          <Button size="small" color="inherit" onClick={clearSelection}>
            {t('list.clearSelection')}
          </Button>
          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
          {props.bulkActions(selection, clearSelection)}
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          sx={{ mx: embedded ? 0 : 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      )}
      <DataTable
        rows={data?.items ?? []}
        columns={props.columns}
        getRowId={getRowId}
        selection={rowSelection}
        total={data ? data.total : null}
        totalIsLowerBound={totalIsLowerBound}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        loading={loading}
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        caption={props.title}
        emptyText={props.emptyText(state.q)}
        rowActions={props.rowActions}
        onRowOpen={props.onRowOpen}
        onPageChange={(page) => update({ page: page > 1 ? String(page) : null })}
        onSortChange={
          props.sortKeys || props.columns.some((column) => column.sortKey)
            ? (sortBy, sortDesc) =>
                update({ sortBy: sortBy ?? null, sortDesc: sortBy && sortDesc ? 'true' : null, page: null })
            : undefined
        }
      />
    </>
  );
  return embedded ? <Box>{body}</Box> : <Card>{body}</Card>;
}
