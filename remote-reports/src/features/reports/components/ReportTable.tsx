import '@cloudfit/shared/ui/kit/kit.i18n';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ReportColumnKind } from '@cloudfit/shared/schemas/report.schema';
import {
  clientRows,
  LIST_TABLE_CLASSES,
  type ListColumn,
  ListDataTable,
  MUI_LOOK,
  useListController,
} from '@cloudfit/shared/ui/kit/list';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
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
  /** Rows paged by the API: `rows` is the current page of `serverTotal`, and headers do not sort. */
  serverTotal?: number;
  /** Every row on one page (a year of months): the table is short and read as a whole. */
  unpaged?: boolean;
  onRowOpen?(row: T): void;
}

const CELL = `.${LIST_TABLE_CLASSES.cell}`;
/** Outranks the MUI look's small-table padding (16 px each side). */
const TABLET_PADDING: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('lg')]: {
    [`& .${LIST_TABLE_CLASSES.small} ${CELL}${CELL}:not(.${LIST_TABLE_CLASSES.checkboxCell})`]: {
      paddingInline: '8px',
    },
  },
});

const RIGHT_ALIGNED = new Set<ReportColumnKind>(['count', 'money', 'percent']);

/**
 * The one table of every report: the kit's list (sort and page in the address, sorted and paged
 * here unless the API pages the rows), figures formatted by kind, rows that open by click or Enter.
 * It is also the charts' text alternative.
 */
export function ReportTable<T>(props: ReportTableProps<T>) {
  const { columns, rows } = props;
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const serverPaged = props.serverTotal !== undefined;
  const columnKeys = columns.map((column) => column.key).join(' ');
  const sortKeys = useMemo(() => (serverPaged ? [] : columnKeys.split(' ')), [serverPaged, columnKeys]);
  const list = useListController<T>({
    source: serverPaged
      ? { kind: 'page', page: { items: rows, total: props.serverTotal ?? 0 } }
      : clientRows(rows, {
          sortValue: (row, key) => columns.find((column) => column.key === key)?.value(row),
        }),
    sortKeys,
    pageSize: props.unpaged ? Number.POSITIVE_INFINITY : DEFAULT_PAGE_SIZE,
    getRowId: props.getRowId,
    history: 'replace',
  });

  const tableColumns: ListColumn<T>[] = columns.map((column) => ({
    key: column.key,
    header: column.header,
    sortKey: serverPaged ? undefined : column.key,
    align: RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left',
    secondary: column.secondary,
    render: (row) =>
      column.render ? (
        column.render(row)
      ) : column.kind === 'text' ? (
        format.figure(column.kind, column.value(row))
      ) : (
        // A figure, day or month on one line: "2026年1 / 月" broke inside the month on a tablet.
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {format.figure(column.kind, column.value(row))}
        </Box>
      ),
  }));

  return (
    // Half the cells' side padding below a wide desktop: profit and loss's seven columns of money
    // then fit a tablet's card instead of pushing the profit column out of it.
    <Box sx={TABLET_PADDING}>
      <ListDataTable
        list={list}
        caption={props.caption}
        columns={tableColumns}
        progress={false}
        size="small"
        phoneLayout="scroll"
        look={MUI_LOOK}
        testIdPrefix="report"
        emptyText={t('frame.empty')}
        sortable={!serverPaged}
        paged={(list.total ?? 0) > DEFAULT_PAGE_SIZE && !props.unpaged}
        onRowOpen={props.onRowOpen}
      />
    </Box>
  );
}
