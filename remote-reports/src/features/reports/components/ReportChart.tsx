import type { ReportColumnKind } from '@cloudfit/shared/schemas/report.schema';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
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
/**
 * Room under the plot for the bottom axis's labels: the charts' default leaves less than a label's
 * measured height, so every bottom label was cut to nothing.
 */
const X_AXIS_HEIGHT = 40;

/**
 * Twelve clearly different colours (Tableau 10 and two more): a pie of up to twelve slices never
 * gives two of them one colour, as the charts' default palette of seven did.
 */
const CHART_COLORS = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#BAB0AC',
  '#1F3B73',
  '#8CD17D',
];

/** A report's chart; loaded on its own so the table and totals do not wait for the chart library. */
export default function ReportChart({ kind, labels, series, valueKind, horizontal }: ReportChartProps) {
  const format = useReportFormat();
  const valueFormatter = (value: number | null) => format.figure(valueKind, value);

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
  const yAxis = [
    { valueFormatter: (value: number) => valueFormatter(value), width: valueKind === 'money' ? 110 : 60 },
  ];
  if (kind === 'line') {
    return (
      <LineChart
        height={CHART_HEIGHT}
        colors={CHART_COLORS}
        xAxis={[{ scaleType: 'point', data: labels, height: X_AXIS_HEIGHT }]}
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
        xAxis={[{ valueFormatter: (value: number) => valueFormatter(value), height: X_AXIS_HEIGHT }]}
        series={chartSeries}
      />
    );
  }
  return (
    <BarChart
      height={CHART_HEIGHT}
      colors={CHART_COLORS}
      xAxis={[{ scaleType: 'band', data: labels, height: X_AXIS_HEIGHT }]}
      yAxis={yAxis}
      series={chartSeries}
    />
  );
}
