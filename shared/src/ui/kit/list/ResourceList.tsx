import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
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
import { type ReactNode, useId, useState } from 'react';
import { ListDataTable } from './DataTable';
import { ListFilters } from './ListFilters';
import type { ListParams } from './list-query';
import {
  filterKeysOf,
  type ListColumn,
  type ListFilter,
  type ListSelection,
  type RowAction,
} from './list-types';
import { usePhoneScreen } from './narrow-screen';
import { useListController } from './use-list-controller';

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
  /** Starts loading what opening a row needs (its screen's code, its record) as the row is pressed. */
  prepareRowOpen?(row: T): void;
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

/**
 * The list screen every studio resource uses: server-side search (debounced), filters, sort and
 * pages of 10 kept in the address, CSV export of the same query, loading and empty states, row
 * actions, and the current branch scoping the query.
 */
export function ResourceList<T>(props: ResourceListProps<T>) {
  const { t, i18n } = useTranslation('kit');
  const number = new Intl.NumberFormat(i18n.language);
  const filters = props.filters ?? [];
  const list = useListController<T>({
    source: { kind: 'server', resource: props.resource, refetchInterval: props.refetchInterval },
    filterKeys: filterKeysOf(filters),
    sortKeys: props.sortKeys,
    defaultSort: props.defaultSort,
    prefix: props.embedded?.prefix,
    fixedParams: props.fixedParams,
    centerParam: props.centerParam === undefined ? 'centerId' : props.centerParam,
    selectable: Boolean(props.bulkActions),
    getRowId: props.getRowId,
    exportName: props.exportName,
  });
  const { state, selection, clearSelection } = list;
  // On a phone the filters fold behind a button: open, they would fill the first screen.
  const phone = usePhoneScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filtersOn = filters.filter((filter) =>
    filter.kind === 'dateRange'
      ? state.filters[filter.fromKey] || state.filters[filter.toKey]
      : state.filters[filter.key],
  ).length;

  const exportCsv = () =>
    list.exportCsv().catch(() => appStore.getState().toast(t('list.exportFailed'), 'error'));

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
              {list.total !== null ? (
                <bdi>{props.subtitle(list.total, list.totalIsLowerBound)}</bdi>
              ) : (
                '\u00a0'
              )}
            </Typography>
          )}
        </Box>
        {props.searchPlaceholder && (
          <TextField
            size="small"
            type="search"
            {...list.searchField}
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
          <ListFilters filters={filters} values={state.filters} onChange={list.setFilters} />
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
          {list.canPickAllMatching && (
            <Button size="small" onClick={list.pickAllMatching}>
              {t('list.selectAllMatching', { total: number.format(list.total ?? 0) })}
            </Button>
          )}
          <Button size="small" color="inherit" onClick={clearSelection}>
            {t('list.clearSelection')}
          </Button>
          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
          {props.bulkActions(selection, clearSelection)}
        </Box>
      )}
      {list.isError && (
        <Alert
          severity="error"
          sx={{ mx: embedded ? 0 : 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={list.refetch}>
              {t('retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      )}
      <ListDataTable
        list={list}
        columns={props.columns}
        caption={props.title}
        emptyText={props.emptyText(state.q)}
        rowActions={props.rowActions}
        onRowOpen={props.onRowOpen}
        prepareRowOpen={props.prepareRowOpen}
        sortable={Boolean(props.sortKeys || props.columns.some((column) => column.sortKey))}
      />
    </>
  );
  return embedded ? <Box>{body}</Box> : <Card>{body}</Card>;
}
