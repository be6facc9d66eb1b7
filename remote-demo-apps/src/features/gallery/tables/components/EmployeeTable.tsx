import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { GoodTableRow, GoodTableSortKey } from '@cloudfit/shared/schemas/demo/good-table.schema';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useReadableColors } from '../../components/use-readable-colors';
import { initialsOf, STATUS_COLORS, useEmployeeFormat } from './employee-format';

export interface TableSort {
  by: GoodTableSortKey;
  desc: boolean;
}

const COLUMNS: { key: GoodTableSortKey; numeric?: boolean }[] = [
  { key: 'fullName' },
  { key: 'post' },
  { key: 'city' },
  { key: 'startDate' },
  { key: 'salary', numeric: true },
  { key: 'age', numeric: true },
  { key: 'status' },
];

export function EmployeeCell({ row }: { row: GoodTableRow }) {
  const { filled } = useReadableColors();
  const color = filled[row.id % filled.length] ?? 'primary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        src={row.avatar ?? undefined}
        alt=""
        sx={{ width: 34, height: 34, fontSize: 14, bgcolor: `${color}.main`, color: `${color}.contrastText` }}
      >
        {initialsOf(row.fullName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {row.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** The employee table's columns, for the kit's table (the server-side tab) and the raw MUI tables' cells. */
export function useEmployeeColumns(): ListColumn<GoodTableRow>[] {
  const { t } = useTranslation('demo');
  const format = useEmployeeFormat();
  const { onPaper } = useReadableColors();
  const cells: Partial<Record<GoodTableSortKey, (row: GoodTableRow) => ReactNode>> = {
    fullName: (row) => <EmployeeCell row={row} />,
    startDate: (row) => format.startDate(row),
    salary: (row) => format.salary(row),
    status: (row) => {
      const statusColor = STATUS_COLORS[row.status];
      return (
        <Chip
          size="small"
          variant="outlined"
          color={onPaper.includes(statusColor) ? statusColor : 'default'}
          label={t(`gallery.tables.statuses.${row.status}`)}
        />
      );
    },
  };
  return COLUMNS.map((column) => ({
    key: column.key,
    header: t(`gallery.tables.columns.${column.key}`),
    sortKey: column.key,
    align: column.numeric ? 'right' : 'left',
    nowrap: column.key === 'startDate' || undefined,
    render: cells[column.key] ?? ((row) => row[column.key]),
  }));
}

export function EmployeeCells({ row }: { row: GoodTableRow }) {
  const columns = useEmployeeColumns();
  return (
    <>
      {columns.map((column) => (
        <TableCell
          key={column.key}
          align={column.align === 'right' ? 'right' : undefined}
          sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
        >
          {column.render?.(row)}
        </TableCell>
      ))}
    </>
  );
}

interface EmployeeTableProps {
  label: string;
  rows: GoodTableRow[];
  sort?: TableSort;
  onSort?: (by: GoodTableSortKey) => void;
  /** Rows of the body instead of one row per employee (the grouped table). */
  body?: ReactNode;
}

/** The good-table pages' employee table: sortable headers when `onSort` is given. */
export function EmployeeTable({ label, rows, sort, onSort, body }: EmployeeTableProps) {
  const { t } = useTranslation('demo');
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const heading = t(`gallery.tables.columns.${column.key}`);
              const active = sort?.by === column.key;
              return (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={active ? (sort.desc ? 'desc' : 'asc') : false}
                >
                  {onSort ? (
                    <TableSortLabel
                      active={active}
                      direction={active && sort.desc ? 'desc' : 'asc'}
                      onClick={() => onSort(column.key)}
                    >
                      {heading}
                    </TableSortLabel>
                  ) : (
                    heading
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {body ??
            rows.map((row) => (
              <TableRow key={row.id} hover>
                <EmployeeCells row={row} />
              </TableRow>
            ))}
          {!body && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                {t('gallery.tables.noRows')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export const EMPLOYEE_COLUMN_COUNT = COLUMNS.length;

/** Next sort after a header click: the same column flips, another starts ascending. */
export function nextSort(current: TableSort, by: GoodTableSortKey): TableSort {
  return current.by === by ? { by, desc: !current.desc } : { by, desc: false };
}

/** Sorts in the browser the way the server does for table_ssr (id breaks ties). */
export function sortRows(rows: GoodTableRow[], sort: TableSort): GoodTableRow[] {
  const direction = sort.desc ? -1 : 1;
  return rows.toSorted((a, b) => {
    const left = a[sort.by];
    const right = b[sort.by];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return order === 0 ? a.id - b.id : order * direction;
  });
}
