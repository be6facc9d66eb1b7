import '../reports.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useParams } from '@cloudfit/shared/router/app-router';
import { type CatalogueReport, REPORT_CODES, type ReportCode } from '@cloudfit/shared/schemas/report.schema';
import { saveCsv } from '@cloudfit/shared/ui/kit/list';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useReport } from '../api/report-query';
import type { ReportChartProps } from '../components/ReportChart';
import { ReportFrame } from '../components/ReportFrame';
import { ReportTable, type ReportTableColumn } from '../components/ReportTable';
import { useRangeText } from '../components/range-text';
import { useReportDefinitions } from '../components/report-definitions';
import { figuresOf } from '../components/report-figures';
import { PERIODS, useReportFilters } from '../components/report-filters';
import { type ReportFormat, useReportFormat } from '../components/report-format';

type CatalogueRow = CatalogueReport['rows'][number];

const isReportCode = (code: string | undefined): code is ReportCode =>
  REPORT_CODES.includes(code as ReportCode);

/** `/report/{code}`: one catalogue report; `/report` and an unknown code list the ten. */
export default function ReportCatalogueScreen() {
  const { code } = useParams();
  if (isReportCode(code)) return <CatalogueReportView key={code} code={code} />;
  return <CatalogueIndex unknownCode={code} />;
}

function CatalogueIndex({ unknownCode }: { unknownCode?: string }) {
  const { t } = useTranslation('reports');
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('screens.catalogue')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('screens.catalogueSubtitle')}
      </Typography>
      {unknownCode && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="report-not-found">
          <AlertTitle>{t('notFound.title')}</AlertTitle>
          {t('notFound.body', { code: unknownCode })}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {REPORT_CODES.map((reportCode) => (
          <li key={reportCode}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/report/${reportCode}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t(`catalogue.${reportCode}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`catalogue.${reportCode}.description`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}

const numbersOf = (rows: CatalogueRow[], key: string) => rows.map((row) => Number(row[key] ?? 0));

/** Codes the API sends that a person reads as words: a revenue line's kind, an expense category. */
const TRANSLATED_VALUES: Record<string, string> = { kind: 'values.lineKind', category: 'values.category' };

function valueText(t: TFunction<'reports'>, key: string, value: CatalogueRow[string] | undefined): string {
  const prefix = TRANSLATED_VALUES[key];
  const text = String(value ?? '');
  return prefix && text ? t(`${prefix}.${text}`, { defaultValue: text }) : text;
}

/** The chart that suits each report: shares as a pie, days as a line, comparisons as bars. */
function chartOf(report: CatalogueReport, t: TFunction<'reports'>, format: ReportFormat): ReportChartProps {
  const { rows, totals } = report;
  const labelsOf = (key: string) => rows.map((row) => valueText(t, key, row[key]));
  const daysOf = (key: string) => rows.map((row) => format.day(String(row[key])));
  const series = (keys: string[]) =>
    keys.map((key) => ({ key, label: t(`field.${key}`), data: numbersOf(rows, key) }));
  switch (report.code) {
    case 'revenue': {
      const kinds = ['package', 'product', 'custom'];
      return {
        kind: 'pie',
        labels: kinds.map((kind) => t(`field.${kind}`)),
        series: [{ key: 'total', label: t('field.total'), data: kinds.map((kind) => totals[kind] ?? 0) }],
        valueKind: 'money',
      };
    }
    case 'attendance':
      return {
        kind: 'stacked',
        labels: labelsOf('title'),
        series: series(['attended', 'noShow', 'cancelled', 'booked']),
        valueKind: 'count',
        horizontal: true,
      };
    case 'class-utilization':
      return {
        kind: 'bar',
        labels: labelsOf('title'),
        series: series(['utilization']),
        valueKind: 'percent',
        horizontal: true,
      };
    case 'membership-expiring': {
      const memberships = totals.memberships ?? 0;
      const renewed = totals.renewed ?? 0;
      return {
        kind: 'pie',
        labels: [t('values.renewed'), t('values.notRenewed')],
        series: [
          { key: 'memberships', label: t('field.memberships'), data: [renewed, memberships - renewed] },
        ],
        valueKind: 'count',
      };
    }
    case 'new-members':
      return { kind: 'line', labels: daysOf('day'), series: series(['newMembers']), valueKind: 'count' };
    case 'retention':
      return {
        kind: 'bar',
        labels: labelsOf('centerName'),
        series: series(['retention']),
        valueKind: 'percent',
      };
    case 'check-ins':
      return {
        kind: 'line',
        labels: daysOf('day'),
        series: series(['attempts', 'allowed', 'refused', 'overridden']),
        valueKind: 'count',
      };
    case 'coupon-usage':
      return {
        kind: 'bar',
        labels: labelsOf('code'),
        series: series(['discount']),
        valueKind: 'money',
        horizontal: true,
      };
    case 'expenditure':
      return {
        kind: 'pie',
        labels: labelsOf('category'),
        series: series(['amount']),
        valueKind: 'money',
      };
    case 'profit-and-loss':
      return {
        kind: 'bar',
        labels: rows.map((row) => format.month(String(row.month))),
        series: series(['netRevenue', 'expenditure', 'profit']),
        valueKind: 'money',
      };
  }
}

function CatalogueReportView({ code }: { code: ReportCode }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const state = useReportFilters(PERIODS, code === 'profit-and-loss' ? 'thisYear' : 'thisMonth');
  const path = `reports/${code}`;
  const report = useReport<CatalogueReport>(path, state.apiParams, !state.filters.invalid);
  // A previous code's answer is never shown under this code's title.
  const data = report.data?.code === code ? report.data : undefined;
  const rangeText = useRangeText(data?.range);
  const definitions = useReportDefinitions(code, data?.definitions);

  const columns: ReportTableColumn<CatalogueRow>[] = (data?.columns ?? []).map((column, index) => ({
    key: column.key,
    header: t(`field.${column.key}`, { defaultValue: column.label }),
    kind: column.kind,
    value: (row) => row[column.key],
    render:
      column.key === 'renewed'
        ? (row) => t(row.renewed === 'yes' ? 'values.renewed' : 'values.notRenewed')
        : column.key in TRANSLATED_VALUES
          ? (row) => valueText(t, column.key, row[column.key])
          : undefined,
    secondary: index >= 3 && column.kind !== 'money',
  }));

  return (
    <ReportFrame
      title={t(`catalogue.${code}.title`)}
      subtitle={t(`catalogue.${code}.description`)}
      state={state}
      periods={PERIODS}
      rangeText={rangeText}
      loading={report.isFetching}
      failed={report.isError}
      onRetry={() => report.refetch()}
      figures={figuresOf(Object.keys(data?.totals ?? {}), data?.totals, definitions, t, format)}
      tableDefinition={definitions?.rows}
      chart={data ? chartOf(data, t, format) : undefined}
      onExportCsv={() =>
        saveCsv(`${path}/export.csv`, state.apiParams, `${code}-${data?.range.from}-${data?.range.to}`)
      }
    >
      <ReportTable
        caption={t(`catalogue.${code}.title`)}
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(row) => columns.map((column) => String(row[column.key] ?? '')).join('|')}
        unpaged={code === 'profit-and-loss'}
      />
    </ReportFrame>
  );
}
