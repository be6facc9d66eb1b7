import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import '../reports.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import type {
  MoneyFlow,
  ReversalRow,
  TransactionReport,
  TransactionRow,
} from '@cloudfit/shared/schemas/report.schema';
import { saveCsv } from '@cloudfit/shared/ui/kit/list';
import { useReport } from '../api/report-query';
import { ReportFrame } from '../components/ReportFrame';
import { ReportTable, type ReportTableColumn } from '../components/ReportTable';
import { useRangeText } from '../components/range-text';
import { useReportDefinitions } from '../components/report-definitions';
import { figuresOf } from '../components/report-figures';
import { PERIODS, useReportFilters } from '../components/report-filters';
import { useReportFormat } from '../components/report-format';

type TransactionTable = 'byDay' | 'byMethod' | 'byStaff' | 'rows' | 'reversals';
/** The API's tables, summaries first. */
const TABLES: readonly TransactionTable[] = ['byDay', 'byMethod', 'byStaff', 'rows', 'reversals'];
type FlowRow = MoneyFlow & { label: string; id: string };

const TOTAL_FIGURES = [
  'payments',
  'refunds',
  'net',
  'paymentCount',
  'refundCount',
  'reversalCount',
  'reversed',
] as const;
const PATH = 'reports/transactions';

export default function ReportTransactionsScreen() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const format = useReportFormat();
  const state = useReportFilters(PERIODS, 'thisMonth');
  const askedTable = state.param('table') as TransactionTable | null;
  const table = askedTable && TABLES.includes(askedTable) ? askedTable : 'byDay';
  const page = Number(state.param('page')) || 1;
  const params = { ...state.apiParams, ...(table === 'rows' ? { page } : { perPage: 1 }) };
  const report = useReport<TransactionReport>(PATH, params, !state.filters.invalid);
  const data = report.data;
  const definitions = useReportDefinitions('transactions', data?.definitions);
  const rangeText = useRangeText(data?.range);

  const methodLabel = (method: string) => paymentMethodLabel(t, method);
  const flows: Record<Exclude<TransactionTable, 'rows' | 'reversals'>, FlowRow[]> = {
    byDay: (data?.byDay ?? []).map((row) => ({ ...row, id: row.day, label: format.day(row.day) })),
    byMethod: (data?.byMethod ?? []).map((row) => ({
      ...row,
      id: row.method,
      label: methodLabel(row.method),
    })),
    byStaff: (data?.byStaff ?? []).map((row) => ({
      ...row,
      id: String(row.staffId),
      label: row.staffName ?? t('transactions.noStaff'),
    })),
  };
  const firstHeader = { byDay: 'day', byMethod: 'method', byStaff: 'staffName' } as const;

  const flowColumns = (first: keyof typeof firstHeader): ReportTableColumn<FlowRow>[] => [
    {
      key: firstHeader[first],
      header: t(`field.${firstHeader[first]}`),
      kind: 'text',
      value: (row) => (first === 'byDay' ? row.id : row.label),
      render: (row) => row.label,
    },
    {
      key: 'paymentCount',
      header: t('field.paymentCount'),
      kind: 'count',
      value: (row) => row.paymentCount,
      secondary: true,
    },
    { key: 'payments', header: t('field.payments'), kind: 'money', value: (row) => row.payments },
    {
      key: 'refundCount',
      header: t('field.refundCount'),
      kind: 'count',
      value: (row) => row.refundCount,
      secondary: true,
    },
    { key: 'refunds', header: t('field.refunds'), kind: 'money', value: (row) => row.refunds },
    { key: 'net', header: t('field.net'), kind: 'money', value: (row) => row.net },
  ];
  const rowColumns: ReportTableColumn<TransactionRow>[] = [
    {
      key: 'at',
      header: t('field.at'),
      kind: 'text',
      value: (row) => row.at,
      render: (row) => format.dateTime(row.at),
    },
    {
      key: 'kind',
      header: t('field.kind'),
      kind: 'text',
      value: (row) => t(`transactions.kind.${row.kind}`),
    },
    {
      key: 'invoiceNumber',
      header: t('field.invoiceNumber'),
      kind: 'text',
      value: (row) => row.invoiceNumber,
      secondary: true,
    },
    { key: 'memberName', header: t('field.memberName'), kind: 'text', value: (row) => row.memberName },
    {
      key: 'method',
      header: t('field.method'),
      kind: 'text',
      value: (row) => methodLabel(row.method),
      secondary: true,
    },
    {
      key: 'staffName',
      header: t('field.staffName'),
      kind: 'text',
      value: (row) => row.staffName,
      secondary: true,
    },
    {
      key: 'amount',
      header: t('field.amount'),
      kind: 'money',
      value: (row) => (row.kind === 'refund' ? -row.amount : row.amount),
    },
  ];

  // A reversal moved no money: reversed payments are in none of the other tables, each listed here.
  const reversalColumns: ReportTableColumn<ReversalRow>[] = [
    {
      key: 'paidAt',
      header: t('field.paidAt'),
      kind: 'text',
      value: (row) => row.paidAt,
      render: (row) => format.dateTime(row.paidAt),
    },
    {
      key: 'reversedAt',
      header: t('field.reversedAt'),
      kind: 'text',
      value: (row) => row.reversedAt,
      render: (row) => format.dateTime(row.reversedAt),
      secondary: true,
    },
    { key: 'memberName', header: t('field.memberName'), kind: 'text', value: (row) => row.memberName },
    {
      key: 'invoiceNumber',
      header: t('field.invoiceNumber'),
      kind: 'text',
      value: (row) => row.invoiceNumber,
      secondary: true,
    },
    { key: 'amount', header: t('field.amount'), kind: 'money', value: (row) => row.amount },
    {
      key: 'method',
      header: t('field.method'),
      kind: 'text',
      value: (row) => methodLabel(row.method),
      secondary: true,
    },
    { key: 'reversalReason', header: t('field.reversalReason'), kind: 'text', value: (row) => row.reason },
    {
      key: 'reversedByName',
      header: t('field.reversedByName'),
      kind: 'text',
      value: (row) => row.reversedByName ?? t('transactions.noStaff'),
      secondary: true,
    },
  ];

  const chartRows = table === 'rows' || table === 'reversals' ? flows.byDay : flows[table];
  const tableTitle = (value: TransactionTable) => t(`transactions.tables.${value}`);

  return (
    <ReportFrame
      title={t('screens.transactions')}
      subtitle={t('screens.transactionsSubtitle')}
      state={state}
      periods={PERIODS}
      rangeText={rangeText}
      loading={report.isFetching}
      failed={report.isError}
      onRetry={() => report.refetch()}
      figures={figuresOf(TOTAL_FIGURES, data?.totals, definitions, t, format)}
      tables={{
        value: table,
        options: TABLES.map((value) => ({ value, label: tableTitle(value) })),
      }}
      tableDefinition={definitions?.[table]}
      chart={{
        kind: table === 'byDay' || table === 'rows' || table === 'reversals' ? 'line' : 'bar',
        labels: chartRows.map((row) => row.label),
        series: (['payments', 'refunds', 'net'] as const).map((key) => ({
          key,
          label: t(`field.${key}`),
          data: chartRows.map((row) => row[key]),
        })),
        valueKind: 'money',
      }}
      onExportCsv={() =>
        saveCsv(
          `${PATH}/export.csv`,
          { ...state.apiParams, table },
          `transactions-${table}-${data?.range.from}-${data?.range.to}`,
        )
      }
    >
      {table === 'reversals' ? (
        <ReportTable
          caption={tableTitle('reversals')}
          columns={reversalColumns}
          rows={data?.reversals.items ?? []}
          getRowId={(row) => row.id}
          onRowOpen={(row) => navigate(`/invoice?invoice=${row.invoiceId}`)}
        />
      ) : table === 'rows' ? (
        <ReportTable
          caption={tableTitle('rows')}
          columns={rowColumns}
          rows={data?.rows.items ?? []}
          getRowId={(row) => `${row.kind}-${row.id}`}
          serverTotal={data?.rows.total ?? 0}
          onRowOpen={(row) => navigate(`/invoice?invoice=${row.invoiceId}`)}
        />
      ) : (
        <ReportTable
          caption={tableTitle(table)}
          columns={flowColumns(table)}
          rows={flows[table]}
          getRowId={(row) => row.id}
        />
      )}
    </ReportFrame>
  );
}
