import '../reports.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { PersonalTrainingReport, PersonalTrainingRow } from '@cloudfit/shared/schemas/report.schema';
import { saveCsv } from '@cloudfit/shared/ui/kit/list';
import { useReport } from '../api/report-query';
import { ReportFrame } from '../components/ReportFrame';
import { ReportTable, type ReportTableColumn } from '../components/ReportTable';
import { useRangeText } from '../components/range-text';
import { useReportDefinitions } from '../components/report-definitions';
import { figuresOf } from '../components/report-figures';
import { PERIODS, useReportFilters } from '../components/report-filters';
import { useReportFormat } from '../components/report-format';

const TOTAL_FIGURES = ['completed', 'cancelled', 'noShow', 'value', 'sessions', 'scheduled'] as const;
const OUTCOMES = ['completed', 'cancelled', 'noShow', 'scheduled'] as const;
const PATH = 'reports/personal-training';

export default function ReportPersonalTrainingScreen() {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const state = useReportFilters(PERIODS, 'thisMonth');
  const report = useReport<PersonalTrainingReport>(PATH, state.apiParams, !state.filters.invalid);
  const data = report.data;
  const definitions = useReportDefinitions('personal-training', data?.definitions);
  const rangeText = useRangeText(data?.range);
  const rows = data?.rows ?? [];

  const columns: ReportTableColumn<PersonalTrainingRow>[] = [
    { key: 'trainerName', header: t('field.trainerName'), kind: 'text', value: (row) => row.trainerName },
    {
      key: 'sessions',
      header: t('field.sessions'),
      kind: 'count',
      value: (row) => row.sessions,
      secondary: true,
    },
    { key: 'completed', header: t('field.completed'), kind: 'count', value: (row) => row.completed },
    { key: 'cancelled', header: t('field.cancelled'), kind: 'count', value: (row) => row.cancelled },
    { key: 'noShow', header: t('field.noShow'), kind: 'count', value: (row) => row.noShow },
    {
      key: 'scheduled',
      header: t('field.scheduled'),
      kind: 'count',
      value: (row) => row.scheduled,
      secondary: true,
    },
    { key: 'value', header: t('field.value'), kind: 'money', value: (row) => row.value },
  ];

  return (
    <ReportFrame
      title={t('screens.personalTraining')}
      subtitle={t('screens.personalTrainingSubtitle')}
      state={state}
      periods={PERIODS}
      rangeText={rangeText}
      loading={report.isFetching}
      failed={report.isError}
      onRetry={() => report.refetch()}
      figures={figuresOf(TOTAL_FIGURES, data?.totals, definitions, t, format)}
      chart={{
        kind: 'stacked',
        labels: rows.map((row) => row.trainerName),
        series: OUTCOMES.map((key) => ({ key, label: t(`field.${key}`), data: rows.map((row) => row[key]) })),
        valueKind: 'count',
      }}
      onExportCsv={() =>
        saveCsv(
          `${PATH}/export.csv`,
          state.apiParams,
          `personal-training-${data?.range.from}-${data?.range.to}`,
        )
      }
    >
      <ReportTable
        caption={t('screens.personalTraining')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.trainerId}
      />
    </ReportFrame>
  );
}
