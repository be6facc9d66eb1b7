import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { pressableStates } from '@cloudfit/shared/ui/pressable-states';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type CSSObject, darken, lighten, styled, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useActionHint } from './ActionHint';
import { ListCards } from './ListCards';
import { ListPagination } from './ListPagination';
import type { ListColumn, RowAction, RowSelection } from './list-types';
import { usePhoneScreen } from './narrow-screen';
import { ROW_ACTION_CLASS, RowActions } from './RowActions';
import { RowCheckbox, rowCheckboxStyles } from './RowCheckbox';
import { rowOpenProps } from './row-open';
import type { ListController } from './use-list-controller';

/**
 * The width a table needs before it shows a column that has `hideBelow` (the table's own width, not
 * the window's: beside the menu, in a dialog or a tab a table has much less room than the window).
 */
const ROOM_FOR_COLUMNS = { sm: 800, md: 1000, lg: 1200 };

export interface DataTableProps<T> {
  rows: T[];
  columns: ListColumn<T>[];
  getRowId(row: T): string | number;
  /** Rows on the current page; `null` before the first answer. */
  total: number | null;
  /** The API capped the count of a broad search: the total reads "5,000+". */
  totalIsLowerBound?: boolean;
  page: number;
  pageSize: number;
  loading: boolean;
  sortBy?: string;
  sortDesc?: boolean;
  emptyText: ReactNode;
  caption: string;
  rowActions?: RowAction<T>[];
  onRowOpen?(row: T): void;
  /** Starts loading what opening a row needs, as the row is pressed (see rowOpenProps). */
  prepareRowOpen?(row: T): void;
  onPageChange?(page: number): void;
  onSortChange?(sortBy: string | undefined, sortDesc: boolean): void;
  /** Lines (e.g. totals) under the rows. */
  footer?: ReactNode;
  /** A checkbox before each row and one for the page in the header. */
  selection?: RowSelection<T>;
  /** MUI's table sizes: `small` rows are 33 px high, `medium` 53 px. */
  size?: 'small' | 'medium';
  /** The header's font weight (MUI's own table has 500). */
  headerWeight?: number;
  /** Header cells may wrap their text (MUI's own table's do); on one line by default. */
  headerWrap?: boolean;
  /** The loading bar above the table, in 4 px kept for it; off (no room kept) where the screen shows its own. */
  progress?: boolean;
  /** `<prefix>-row`, `<prefix>-empty` (and `<prefix>-table`) for tests; `list` by default. */
  testIdPrefix?: string;
  /**
   * On a phone: the rows as cards, or the table itself, scrolling sideways in a focusable region
   * with its first column kept in view.
   */
  phoneLayout?: 'cards' | 'scroll';
  /** The table's least width; a narrower container scrolls it sideways. */
  minWidth?: number;
  /** A third press on a sorted header: back to the default order (`true`), or ascending again. */
  clearableSort?: boolean;
  /** The pagination's first and last page buttons (on by default). */
  firstLastButtons?: boolean;
  /**
   * Another look than the kit's own (MUI_LOOK: MUI's Table and TablePagination, for a table that
   * was MUI's): its styles, and no narrower columns on a tablet.
   */
  look?: TableLook;
  /** Before the pagination's range, e.g. a ListPageSize. */
  paginationStart?: ReactNode;
}

/** A table's look apart from the kit's own (see mui-look.ts): its rules and its pagination's spacing. */
export interface TableLook {
  styles(theme: Theme): CSSObject;
  pagination: 'kit' | 'mui';
}

/** Class names of the table's rows and cells; their styles are bodyStyles (and a look's). */
export const LIST_TABLE_CLASSES = {
  row: 'cf-list-row',
  openableRow: 'cf-list-row-openable',
  cell: 'cf-list-cell',
  checkboxCell: 'cf-list-cell-checkbox',
  headCell: 'cf-list-head-cell',
  sort: 'cf-list-sort',
  sortActive: 'cf-list-sort-active',
  sortIcon: 'cf-list-sort-icon',
  sortIconUp: 'cf-list-sort-icon-up',
  actionsCell: 'cf-list-cell-actions',
  nowrap: 'cf-list-cell-nowrap',
  secondary: 'cf-list-cell-secondary',
  small: 'cf-list-small',
  compact: 'cf-list-compact',
  scroll: 'cf-list-scroll',
  align: { left: 'cf-list-cell-left', right: 'cf-list-cell-right', center: 'cf-list-cell-center' },
  hideBelow: { sm: 'cf-list-cell-from-sm', md: 'cf-list-cell-from-md', lg: 'cf-list-cell-from-lg' },
} as const;
const BODY = LIST_TABLE_CLASSES;

function bodyCellClassName<T>(column: ListColumn<T>): string {
  return [
    BODY.cell,
    column.align && BODY.align[column.align],
    (column.nowrap ?? column.align === 'right') && BODY.nowrap,
    column.hideBelow && BODY.hideBelow[column.hideBelow],
    column.secondary && BODY.secondary,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * MUI's TableRow, TableCell (medium size) and TableSortLabel looks, for the table's plain rows,
 * cells and sort buttons.
 */
function bodyStyles(theme: Theme): CSSObject {
  const border =
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68);
  return {
    [`& .${BODY.row}`]: { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    [`& .${BODY.openableRow}`]: pressableStates(theme),
    [`& .${BODY.cell}`]: {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '16px',
    },
    [`& .${ROW_ACTION_CLASS}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '5px',
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: theme.palette.action.active,
      fontSize: theme.typography.pxToRem(18),
      ...pressableStates(theme),
    },
    [`& .${BODY.headCell}`]: {
      fontWeight: 'var(--cf-list-header-weight, 600)',
      whiteSpace: 'var(--cf-list-header-white-space, nowrap)',
      lineHeight: '1.5rem',
    },
    [`& .${BODY.sort}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      padding: 0,
      border: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      '&:hover, &:focus-visible': { color: theme.palette.text.secondary },
      [`&:hover .${BODY.sortIcon}`]: { opacity: 0.5 },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
    },
    [`& .${BODY.sortActive}, & .${BODY.sortActive}:hover`]: {
      color: theme.palette.text.primary,
      [`& .${BODY.sortIcon}`]: { opacity: 1, color: theme.palette.text.secondary },
    },
    [`& .${BODY.sortIcon}`]: {
      fontSize: 18,
      marginInline: 4,
      opacity: 0,
      transition: theme.transitions.create(['opacity', 'transform'], {
        duration: theme.transitions.duration.shorter,
      }),
    },
    [`& .${BODY.sortIconUp}`]: { transform: 'rotate(180deg)' },
    // As TableSortLabel: in a right-aligned column the arrow comes first.
    [`& .${BODY.align.right} .${BODY.sort}`]: { flexDirection: 'row-reverse' },
    [`& .${BODY.align.right}`]: { textAlign: 'right' },
    [`& .${BODY.align.center}`]: { textAlign: 'center' },
    [`& .${BODY.nowrap}`]: { whiteSpace: 'nowrap' },
    // A header wraps or not as the table says, whatever its column's cells do.
    [`& .${BODY.headCell}.${BODY.nowrap}`]: { whiteSpace: 'var(--cf-list-header-white-space, nowrap)' },
    [`& .${BODY.checkboxCell}`]: { width: '48px', padding: '0 0 0 4px' },
    ...rowCheckboxStyles(theme),
    [`& .${BODY.actionsCell}`]: {
      textAlign: 'right',
      whiteSpace: 'nowrap',
      paddingTop: '4px',
      paddingBottom: '4px',
    },
    ...Object.fromEntries(
      (['sm', 'md', 'lg'] as const).map((size) => [
        `@container (max-width: ${ROOM_FOR_COLUMNS[size] - 0.05}px)`,
        {
          [`& .${BODY.hideBelow[size]}`]: { display: 'none' },
          // A tablet's table: less room between the columns, so that the essential ones fit.
          ...(size === 'md' && {
            [`&.${BODY.compact} .${BODY.cell}:not(.${BODY.checkboxCell})`]: { paddingInline: '8px' },
            [`&.${BODY.compact} .${BODY.cell}:first-of-type:not(.${BODY.checkboxCell})`]: {
              paddingInlineStart: '16px',
            },
            [`&.${BODY.compact} .${BODY.cell}:last-of-type`]: { paddingInlineEnd: '16px' },
          }),
        },
      ]),
    ),
  };
}

const ListTable = styled(Table)(({ theme }) => bodyStyles(theme));

/**
 * One page of server rows: sortable headers, paging, loading and empty states, keyboard-openable
 * rows. On a phone the rows are cards (ListCards) and the table's sorting a select above them.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhoneScreen();
  const { t } = useTranslation('kit');
  const firstLoad = props.loading && props.total === null;
  const pagination = props.onPageChange && (
    <ListPagination
      page={props.page}
      pageSize={props.pageSize}
      total={props.total}
      totalIsLowerBound={props.totalIsLowerBound}
      onPageChange={props.onPageChange}
      firstLastButtons={props.firstLastButtons}
      look={props.look?.pagination}
      start={props.paginationStart}
    />
  );
  if (!phone || props.phoneLayout === 'scroll')
    return <ListTableView {...props} firstLoad={firstLoad} pagination={pagination} />;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label={t('list.loading')} />}</Box>
      <ListCards
        rows={props.rows}
        columns={props.columns}
        getRowId={props.getRowId}
        caption={props.caption}
        loading={props.loading}
        firstLoad={firstLoad}
        placeholderCount={Math.min(props.pageSize, 5)}
        emptyText={props.emptyText}
        rowActions={props.rowActions}
        onRowOpen={props.onRowOpen}
        prepareRowOpen={props.prepareRowOpen}
        selection={props.selection}
        sortBy={props.sortBy}
        sortDesc={props.sortDesc}
        onSortChange={props.onSortChange}
      />
      {props.footer && (
        <TableContainer>
          <ListTable size="medium">{props.footer}</ListTable>
        </TableContainer>
      )}
      {pagination}
    </Box>
  );
}

function ListTableView<T>(props: DataTableProps<T> & { firstLoad: boolean; pagination: ReactNode }) {
  const { rows, columns, getRowId, pageSize, loading, rowActions, onRowOpen, firstLoad } = props;
  const { t } = useTranslation('kit');
  const visibleActions = rowActions?.length ? rowActions : undefined;
  const { selection } = props;
  const spanned = columns.length + (visibleActions ? 1 : 0) + (selection ? 1 : 0);

  const sortBy = (column: ListColumn<T>) => {
    if (!column.sortKey || !props.onSortChange) return;
    if (props.sortBy !== column.sortKey) props.onSortChange(column.sortKey, false);
    else if (!props.sortDesc) props.onSortChange(column.sortKey, true);
    else if (props.clearableSort === false) props.onSortChange(column.sortKey, false);
    else props.onSortChange(undefined, false);
  };
  const cellClassNames = columns.map(bodyCellClassName);
  const headCellClassNames = cellClassNames.map((names) => `${names} ${BODY.headCell}`);
  const actionHint = useActionHint();

  const testId = props.testIdPrefix ?? 'list';
  const scroll = props.phoneLayout === 'scroll';
  const tableClassName = [
    props.size === 'small' && BODY.small,
    scroll && BODY.scroll,
    !props.look && BODY.compact,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Box sx={{ position: 'relative' }}>
      {props.progress !== false && (
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('list.loading')} />}</Box>
      )}
      <TableContainer
        sx={{
          containerType: 'inline-size',
          ...(scroll && {
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }),
        }}
        // A table wider than a phone scrolls inside its region, which takes the keyboard focus to scroll by keys.
        {...(scroll && { role: 'region', 'aria-label': props.caption, tabIndex: 0 })}
      >
        <ListTable
          size={props.size ?? 'medium'}
          className={tableClassName || undefined}
          aria-label={props.caption}
          aria-busy={loading}
          data-testid={`${testId}-table`}
          sx={[
            {
              minWidth: props.minWidth,
              '--cf-list-header-weight': props.headerWeight,
              '--cf-list-header-white-space': props.headerWrap ? 'normal' : undefined,
            },
            props.look ? props.look.styles : false,
          ]}
        >
          <thead>
            <tr className={BODY.row}>
              {selection && (
                <th className={`${BODY.cell} ${BODY.headCell} ${BODY.checkboxCell}`}>
                  <Checkbox
                    checked={selection.page === 'all'}
                    indeterminate={selection.page === 'some'}
                    disabled={rows.length === 0}
                    onChange={selection.onTogglePage}
                    slotProps={{ input: { 'aria-label': t('list.selectPage') } }}
                  />
                </th>
              )}
              {columns.map((column, index) => {
                const sorted = Boolean(column.sortKey) && props.sortBy === column.sortKey;
                const descending = sorted && Boolean(props.sortDesc);
                return (
                  <th
                    key={column.key}
                    className={headCellClassNames[index]}
                    style={column.width === undefined ? undefined : { width: column.width }}
                    aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined}
                  >
                    {column.sortKey && props.onSortChange ? (
                      <button
                        type="button"
                        className={sorted ? `${BODY.sort} ${BODY.sortActive}` : BODY.sort}
                        onClick={() => sortBy(column)}
                      >
                        {column.header}
                        <ArrowDownward
                          className={descending ? BODY.sortIcon : `${BODY.sortIcon} ${BODY.sortIconUp}`}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {visibleActions && (
                <th className={`${BODY.cell} ${BODY.headCell} ${BODY.align.right}`}>{t('list.actions')}</th>
              )}
            </tr>
          </thead>
          <TableBody {...actionHint.areaProps}>
            {firstLoad &&
              Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={index}>
                  <TableCell colSpan={spanned}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ))}
            {!firstLoad && rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={spanned} sx={{ py: props.size === 'small' ? 5 : 6, textAlign: 'center' }}>
                  <Typography color="text.secondary" data-testid={`${testId}-empty`}>
                    {props.emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              // Plain rows and cells styled by the table's one rule set (bodyStyles): a page of rows
              // is most of a list screen's elements, and a styled component per cell is most of its
              // render time.
              <tr
                key={getRowId(row)}
                className={onRowOpen ? `${BODY.row} ${BODY.openableRow}` : BODY.row}
                {...rowOpenProps(row, onRowOpen, props.prepareRowOpen)}
                data-testid={`${testId}-row`}
              >
                {selection && (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: only stops the row's click; the checkbox has the keys
                  <td
                    className={`${BODY.cell} ${BODY.checkboxCell}`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    <RowCheckbox
                      checked={selection.isSelected(row)}
                      label={t('list.selectRow')}
                      onToggle={() => selection.onToggle(row)}
                    />
                  </td>
                )}
                {columns.map((column, index) => (
                  <td key={column.key} className={cellClassNames[index]} data-field={column.key}>
                    {column.render
                      ? column.render(row)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
                {visibleActions && (
                  <td className={`${BODY.cell} ${BODY.actionsCell}`}>
                    <RowActions row={row} actions={visibleActions} />
                  </td>
                )}
              </tr>
            ))}
          </TableBody>
          {props.footer}
        </ListTable>
      </TableContainer>
      {visibleActions && actionHint.tooltip}
      {props.pagination}
    </Box>
  );
}

type ControlledProps =
  | 'rows'
  | 'getRowId'
  | 'total'
  | 'totalIsLowerBound'
  | 'page'
  | 'pageSize'
  | 'loading'
  | 'sortBy'
  | 'sortDesc'
  | 'selection'
  | 'onPageChange'
  | 'onSortChange';

export type ListDataTableProps<T> = Omit<DataTableProps<T>, ControlledProps> & {
  list: ListController<T>;
  /** Headers with a sortKey sort the list (on by default). */
  sortable?: boolean;
  /** The pagination under the rows (on by default). */
  paged?: boolean;
};

/** A DataTable showing a list controller's page: its rows, sort, pages, page sizes and picked rows. */
export function ListDataTable<T>({ list, sortable = true, paged = true, ...props }: ListDataTableProps<T>) {
  return (
    <DataTable
      rows={list.rows}
      getRowId={list.getRowId}
      total={list.total}
      totalIsLowerBound={list.totalIsLowerBound}
      page={list.page}
      pageSize={list.pageSize}
      loading={list.loading}
      sortBy={list.state.sortBy}
      sortDesc={list.state.sortDesc}
      selection={list.rowSelection}
      onPageChange={paged ? list.setPage : undefined}
      onSortChange={sortable ? list.setSort : undefined}
      {...props}
    />
  );
}
