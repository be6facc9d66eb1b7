import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ReportColumnKind } from '@cloudfit/shared/schemas/report.schema';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import type { ReportFilterState } from './report-filters';
import { type FigureValue, useReportFormat } from './report-format';

export interface ReportTableColumn<T> {
  key: string;
  header: string;
  kind: ReportColumnKind;
  value(row: T): FigureValue;
  /** The cell when it is more than the formatted value (e.g. a link). */
  render?(row: T): ReactNode;
  /** Hidden on phones. */
  secondary?: boolean;
}

export interface ReportTableProps<T> {
  caption: string;
  columns: ReportTableColumn<T>[];
  rows: T[];
  getRowId(row: T): string | number;
  state: ReportFilterState;
  /** Rows paged by the API: `rows` is the current page of `serverTotal`, and headers do not sort. */
  serverTotal?: number;
  /** Every row on one page (a year of months): the table is short and read as a whole. */
  unpaged?: boolean;
  onRowOpen?(row: T): void;
}

const RIGHT_ALIGNED = new Set<ReportColumnKind>(['count', 'money', 'percent']);

function compare(a: FigureValue, b: FigureValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The one table of every report: sortable headers and pages (the page and sort are in the address),
 * figures formatted by kind, rows that open by click or Enter. It is also the charts' text alternative.
 */
export function ReportTable<T>(props: ReportTableProps<T>) {
  const { columns, rows, state, onRowOpen } = props;
  const { t, i18n } = useTranslation('reports');
  const format = useReportFormat();
  const serverPaged = props.serverTotal !== undefined;
  const page = Math.max(1, Number(state.param('page')) || 1);
  const sortKey = serverPaged ? null : state.param('sort');
  const sortDesc = state.param('desc') === 'true';

  const shown = useMemo(() => {
    if (serverPaged) return rows;
    const column = columns.find((candidate) => candidate.key === sortKey);
    const sorted = column
      ? [...rows].sort((a, b) => compare(column.value(a), column.value(b)) * (sortDesc ? -1 : 1))
      : rows;
    return props.unpaged ? sorted : sorted.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);
  }, [serverPaged, rows, columns, sortKey, sortDesc, page, props.unpaged]);
  const total = props.serverTotal ?? rows.length;
  const number = new Intl.NumberFormat(i18n.language);

  const sortBy = (key: string) => {
    if (sortKey !== key) state.update({ sort: key, desc: null });
    else if (!sortDesc) state.update({ sort: key, desc: 'true' });
    else state.update({ sort: null, desc: null });
  };
  const openOnKey = (event: KeyboardEvent, row: T) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowOpen?.(row);
  };
  const hiddenOnPhones = { display: { xs: 'none', sm: 'table-cell' } };

  return (
    <>
      {/*
        On a phone a wide report scrolls sideways inside its card, never the page: the first column
        stays in view, and the region takes the keyboard focus so that it scrolls by keys too.
      */}
      <TableContainer
        role="region"
        aria-label={props.caption}
        tabIndex={0}
        sx={{
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
          '& .MuiTableCell-root:first-of-type': {
            position: { xs: 'sticky', sm: 'static' },
            insetInlineStart: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
          },
        }}
      >
        <Table size="small" aria-label={props.caption} data-testid="report-table">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left'}
                  sortDirection={sortKey === column.key ? (sortDesc ? 'desc' : 'asc') : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(column.secondary ? hiddenOnPhones : {}) }}
                >
                  {serverPaged ? (
                    column.header
                  ) : (
                    <TableSortLabel
                      active={sortKey === column.key}
                      direction={sortKey === column.key && sortDesc ? 'desc' : 'asc'}
                      onClick={() => sortBy(column.key)}
                    >
                      {column.header}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: 'center' }}>
                  <Typography color="text.secondary" data-testid="report-empty">
                    {t('frame.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow
                key={props.getRowId(row)}
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
                data-testid="report-row"
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left'}
                    data-field={column.key}
                    sx={{
                      whiteSpace: RIGHT_ALIGNED.has(column.kind) ? 'nowrap' : undefined,
                      ...(column.secondary ? hiddenOnPhones : {}),
                    }}
                  >
                    {column.render ? column.render(row) : format.figure(column.kind, column.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > DEFAULT_PAGE_SIZE && !props.unpaged && (
        <TablePagination
          component="div"
          data-print-hide
          count={total}
          page={page - 1}
          rowsPerPage={DEFAULT_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => state.update({ page: String(next + 1) })}
          labelDisplayedRows={({ from, to, count }) =>
            t('table.range', {
              from: number.format(from),
              to: number.format(to),
              count: number.format(count),
            })
          }
          getItemAriaLabel={(type) => t(`table.${type}`)}
          showFirstButton
          showLastButton
        />
      )}
    </>
  );
}
