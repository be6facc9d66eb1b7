import '../reports.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useNavigate } from '@cloudfit/shared/router/app-router';
import {
  NON_PAYMENT_REPORT_TABLES,
  type NonPaymentReport,
  type NonPaymentRow,
} from '@cloudfit/shared/schemas/report.schema';
import { saveCsv } from '@cloudfit/shared/ui/kit/list';
import Link from '@mui/material/Link';
import { useReport } from '../api/report-query';
import { ReportFrame } from '../components/ReportFrame';
import { ReportTable, type ReportTableColumn } from '../components/ReportTable';
import { useRangeText } from '../components/range-text';
import { useReportDefinitions } from '../components/report-definitions';
import { figuresOf } from '../components/report-figures';
import { PERIODS, useReportFilters } from '../components/report-filters';
import { useReportFormat } from '../components/report-format';

type NonPaymentTable = (typeof NON_PAYMENT_REPORT_TABLES)[number];
type BucketRow = NonPaymentReport['buckets'][number];

const TOTAL_FIGURES = ['balance', 'invoices'] as const;
const PATH = 'reports/non-payment';

export default function ReportNonPaymentScreen() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const format = useReportFormat();
  const state = useReportFilters(PERIODS, 'allTime');
  const askedTable = state.param('table') as NonPaymentTable | null;
  const table = askedTable && NON_PAYMENT_REPORT_TABLES.includes(askedTable) ? askedTable : 'rows';
  const page = Number(state.param('page')) || 1;
  const report = useReport<NonPaymentReport>(
    PATH,
    { ...state.apiParams, ...(table === 'rows' ? { page } : { perPage: 1 }) },
    !state.filters.invalid,
  );
  const data = report.data;
  const definitions = useReportDefinitions('non-payment', data?.definitions);
  const issuedRange = useRangeText(data?.range);
  const asOf = data ? t('frame.asOf', { day: format.day(data.range.asOf) }) : undefined;
  const bucketLabel = (bucket: string) => t('nonPayment.days', { range: bucket });

  const rowColumns: ReportTableColumn<NonPaymentRow>[] = [
    {
      key: 'invoiceNumber',
      header: t('field.invoiceNumber'),
      kind: 'text',
      value: (row) => row.invoiceNumber,
    },
    {
      key: 'memberName',
      header: t('field.memberName'),
      kind: 'text',
      value: (row) => row.memberName,
      render: (row) => (
        <Link
          component={RouterLink}
          to={`/apps/member/edit/${row.memberId}`}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('nonPayment.openMember', { name: row.memberName })}
        >
          {row.memberName}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('field.status'),
      kind: 'text',
      value: (row) => t(`nonPayment.status.${row.status}`),
      secondary: true,
    },
    {
      key: 'dueDate',
      header: t('field.dueDate'),
      kind: 'date',
      value: (row) => row.dueDate,
      secondary: true,
    },
    { key: 'total', header: t('field.total'), kind: 'money', value: (row) => row.total, secondary: true },
    {
      key: 'refunded',
      header: t('field.refunded'),
      kind: 'money',
      value: (row) => row.refunded,
      secondary: true,
    },
    { key: 'paid', header: t('field.paid'), kind: 'money', value: (row) => row.paid, secondary: true },
    { key: 'balance', header: t('field.balance'), kind: 'money', value: (row) => row.balance },
    { key: 'daysPastDue', header: t('field.daysPastDue'), kind: 'count', value: (row) => row.daysPastDue },
  ];
  const bucketColumns: ReportTableColumn<BucketRow>[] = [
    { key: 'bucket', header: t('field.bucket'), kind: 'text', value: (row) => bucketLabel(row.bucket) },
    { key: 'invoices', header: t('field.invoices'), kind: 'count', value: (row) => row.invoices },
    { key: 'balance', header: t('field.balance'), kind: 'money', value: (row) => row.balance },
  ];
  const buckets = data?.buckets ?? [];

  return (
    <ReportFrame
      title={t('screens.nonPayment')}
      subtitle={t('screens.nonPaymentSubtitle')}
      state={state}
      periods={PERIODS}
      rangeText={[issuedRange, asOf].filter(Boolean).join(' · ') || undefined}
      loading={report.isFetching}
      failed={report.isError}
      onRetry={() => report.refetch()}
      figures={figuresOf(TOTAL_FIGURES, data?.totals, definitions, t, format)}
      tables={{
        value: table,
        options: NON_PAYMENT_REPORT_TABLES.map((value) => ({
          value,
          label: t(`nonPayment.tables.${value}`),
        })),
      }}
      tableDefinition={table === 'rows' ? definitions?.rows : definitions?.daysPastDue}
      chart={{
        kind: 'bar',
        labels: buckets.map((row) => bucketLabel(row.bucket)),
        series: [{ key: 'balance', label: t('field.balance'), data: buckets.map((row) => row.balance) }],
        valueKind: 'money',
      }}
      onExportCsv={() =>
        saveCsv(
          `${PATH}/export.csv`,
          { ...state.apiParams, table },
          `non-payment-${table}-${data?.range.asOf}`,
        )
      }
    >
      {table === 'rows' ? (
        <ReportTable
          caption={t('nonPayment.tables.rows')}
          columns={rowColumns}
          rows={data?.rows.items ?? []}
          getRowId={(row) => row.invoiceId}
          serverTotal={data?.rows.total ?? 0}
          onRowOpen={(row) => navigate(`/invoice?invoice=${row.invoiceId}`)}
        />
      ) : (
        <ReportTable
          caption={t('nonPayment.tables.buckets')}
          columns={bucketColumns}
          rows={buckets}
          getRowId={(row) => row.bucket}
        />
      )}
    </ReportFrame>
  );
}
