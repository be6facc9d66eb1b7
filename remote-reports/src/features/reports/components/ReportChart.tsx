import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ReportColumnKind } from '@cloudfit/shared/schemas/report.schema';
import {
  BOTTOM_AXIS_HEIGHT,
  CHART_COLORS,
  compactMoney,
  compactNumber,
  MONEY_AXIS_WIDTH,
  VALUE_AXIS_TICKS,
} from '@cloudfit/shared/ui/chart/chart-theme';
import { MINOR_PER_MAJOR, useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { PieChart } from '@mui/x-charts/PieChart';
import { useReportFormat } from './report-format';

export type ChartKind = 'bar' | 'line' | 'pie' | 'stacked';

export interface ChartSeries {
  key: string;
  label: string;
  data: number[];
}

export interface ReportChartProps {
  kind: ChartKind;
  /** One label per point (a day, a method, a trainer...). */
  labels: string[];
  series: ChartSeries[];
  /** The kind of every series' values. */
  valueKind: ReportColumnKind;
  /**
   * Bars along the labels' axis drawn sideways, a row per label: every label stays readable
   * however many there are and however long (class titles), where upright bars drop labels that
   * do not fit under them.
   */
  horizontal?: boolean;
}

const CHART_HEIGHT = 280;
const HORIZONTAL_ROW_HEIGHT = 30;

/** A report's chart; loaded on its own so the table and totals do not wait for the chart library. */
export default function ReportChart({ kind, labels, series, valueKind, horizontal }: ReportChartProps) {
  const format = useReportFormat();
  const { currency } = useStudioFormat();
  const { i18n } = useTranslation();
  const valueFormatter = (value: number | null) => format.figure(valueKind, value);
  // Ticks short ("$13K"), tooltips in full: long tick labels were dropped or cut on a tablet.
  const compact =
    valueKind === 'money'
      ? (() => {
          const money = compactMoney(i18n.language, currency);
          return (value: number) => money(value / MINOR_PER_MAJOR);
        })()
      : valueKind === 'count'
        ? compactNumber(i18n.language)
        : valueFormatter;
  const axisFormatter = (value: number, context: AxisValueFormatterContext) =>
    context.location === 'tick' ? compact(value) : valueFormatter(value);
  const valueAxis = { valueFormatter: axisFormatter, tickNumber: VALUE_AXIS_TICKS };

  if (kind === 'pie') {
    const [first] = series;
    return (
      <PieChart
        height={CHART_HEIGHT}
        colors={CHART_COLORS}
        series={[
          {
            data: labels.map((label, index) => ({
              id: label,
              label,
              value: first?.data[index] ?? 0,
              color: CHART_COLORS[index % CHART_COLORS.length],
            })),
            valueFormatter: (item) => valueFormatter(item.value),
            innerRadius: 50,
          },
        ]}
      />
    );
  }
  const chartSeries = series.map((entry) => ({
    id: entry.key,
    label: entry.label,
    data: entry.data,
    valueFormatter,
    ...(kind === 'stacked' ? { stack: 'total' } : {}),
  }));
  const yAxis = [{ ...valueAxis, width: valueKind === 'money' ? MONEY_AXIS_WIDTH : 60 }];
  if (kind === 'line') {
    return (
      <LineChart
        height={CHART_HEIGHT}
        colors={CHART_COLORS}
        xAxis={[{ scaleType: 'point', data: labels, height: BOTTOM_AXIS_HEIGHT }]}
        yAxis={yAxis}
        series={chartSeries.map((entry) => ({ ...entry, showMark: labels.length < 40 }))}
      />
    );
  }
  if (horizontal) {
    const longest = Math.max(0, ...labels.map((label) => label.length));
    return (
      <BarChart
        layout="horizontal"
        colors={CHART_COLORS}
        height={Math.max(CHART_HEIGHT, labels.length * HORIZONTAL_ROW_HEIGHT + 90)}
        yAxis={[{ scaleType: 'band', data: labels, width: Math.min(220, 16 + longest * 7) }]}
        xAxis={[{ ...valueAxis, height: BOTTOM_AXIS_HEIGHT }]}
        // Room for the last tick's label, which the plot's right edge cut to "$13,…".
        margin={{ right: 24 }}
        series={chartSeries}
      />
    );
  }
  return (
    <BarChart
      height={CHART_HEIGHT}
      colors={CHART_COLORS}
      xAxis={[{ scaleType: 'band', data: labels, height: BOTTOM_AXIS_HEIGHT }]}
      yAxis={yAxis}
      series={chartSeries}
    />
  );
}
