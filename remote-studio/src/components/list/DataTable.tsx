import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, RowAction, RowSelection } from './list-types';
import { RowActions } from './RowActions';

const DISPLAY_FROM = {
  sm: { xs: 'none', sm: 'table-cell' },
  md: { xs: 'none', md: 'table-cell' },
  lg: { xs: 'none', lg: 'table-cell' },
};

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
  onPageChange?(page: number): void;
  onSortChange?(sortBy: string | undefined, sortDesc: boolean): void;
  /** Lines (e.g. totals) under the rows. */
  footer?: ReactNode;
  /** A checkbox before each row and one for the page in the header. */
  selection?: RowSelection<T>;
}

/** One page of server rows: sortable headers, paging, loading and empty states, keyboard-openable rows. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, total, page, pageSize, loading, rowActions, onRowOpen } = props;
  const { t, i18n } = useTranslation('studio');
  const number = new Intl.NumberFormat(i18n.language);
  const visibleActions = rowActions?.length ? rowActions : undefined;
  const firstLoad = loading && total === null;
  const { selection } = props;
  const spanned = columns.length + (visibleActions ? 1 : 0) + (selection ? 1 : 0);

  const sortBy = (column: ListColumn<T>) => {
    if (!column.sortKey || !props.onSortChange) return;
    if (props.sortBy !== column.sortKey) props.onSortChange(column.sortKey, false);
    else if (!props.sortDesc) props.onSortChange(column.sortKey, true);
    else props.onSortChange(undefined, false);
  };
  const openOnKey = (event: KeyboardEvent, row: T) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowOpen?.(row);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('kit.list.loading')} />}</Box>
      <TableContainer>
        <Table size="medium" aria-label={props.caption} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.page === 'all'}
                    indeterminate={selection.page === 'some'}
                    disabled={rows.length === 0}
                    onChange={selection.onTogglePage}
                    slotProps={{ input: { 'aria-label': t('kit.list.selectPage') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{
                    width: column.width,
                    whiteSpace: 'nowrap',
                    fontWeight: 600,
                    ...(column.hideBelow ? { display: DISPLAY_FROM[column.hideBelow] } : {}),
                  }}
                  sortDirection={
                    props.sortBy === column.sortKey && column.sortKey
                      ? props.sortDesc
                        ? 'desc'
                        : 'asc'
                      : false
                  }
                >
                  {column.sortKey && props.onSortChange ? (
                    <TableSortLabel
                      active={props.sortBy === column.sortKey}
                      direction={props.sortBy === column.sortKey && props.sortDesc ? 'desc' : 'asc'}
                      onClick={() => sortBy(column)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
              {visibleActions && (
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t('kit.list.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
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
                <TableCell colSpan={spanned} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary" data-testid="list-empty">
                    {props.emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow
                key={getRowId(row)}
                hover={Boolean(onRowOpen)}
                tabIndex={onRowOpen ? 0 : undefined}
                onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                onKeyDown={onRowOpen ? (event) => openOnKey(event, row) : undefined}
                sx={
                  onRowOpen
                    ? {
                        cursor: 'pointer',
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                      }
                    : undefined
                }
                data-testid="list-row"
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selection.isSelected(row)}
                      onChange={() => selection.onToggle(row)}
                      onKeyDown={(event) => event.stopPropagation()}
                      slotProps={{ input: { 'aria-label': t('kit.list.selectRow') } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    data-field={column.key}
                    sx={{
                      ...(column.hideBelow ? { display: DISPLAY_FROM[column.hideBelow] } : {}),
                      ...((column.nowrap ?? column.align === 'right') ? { whiteSpace: 'nowrap' } : {}),
                    }}
                  >
                    {column.render
                      ? column.render(row)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </TableCell>
                ))}
                {visibleActions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                    <RowActions row={row} actions={visibleActions} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          {props.footer}
        </Table>
      </TableContainer>
      {props.onPageChange && (
        <TablePagination
          component="div"
          count={total ?? 0}
          page={total ? page - 1 : 0}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => props.onPageChange?.(next + 1)}
          labelDisplayedRows={({ from, to, count }) =>
            t(props.totalIsLowerBound ? 'kit.list.rangeAtLeast' : 'kit.list.range', {
              from: number.format(from),
              to: number.format(to),
              count: number.format(count),
            })
          }
          getItemAriaLabel={(type) => t(`kit.list.page.${type}`)}
          showFirstButton
          showLastButton={!props.totalIsLowerBound}
        />
      )}
    </Box>
  );
}
