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
}

const CHART_HEIGHT = 280;

/** A report's chart; loaded on its own so the table and totals do not wait for the chart library. */
export default function ReportChart({ kind, labels, series, valueKind }: ReportChartProps) {
  const format = useReportFormat();
  const valueFormatter = (value: number | null) => format.figure(valueKind, value);

  if (kind === 'pie') {
    const [first] = series;
    return (
      <PieChart
        height={CHART_HEIGHT}
        series={[
          {
            data: labels.map((label, index) => ({ id: label, label, value: first?.data[index] ?? 0 })),
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
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={yAxis}
        series={chartSeries.map((entry) => ({ ...entry, showMark: labels.length < 40 }))}
      />
    );
  }
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={yAxis}
      series={chartSeries}
    />
  );
}
