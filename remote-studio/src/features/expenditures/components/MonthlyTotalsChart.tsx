import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  EXPENDITURE_CATEGORIES,
  type ExpenditureMonthlyTotals,
} from '@cloudfit/shared/schemas/expenditure.schema';
import {
  BOTTOM_AXIS_HEIGHT,
  CHART_COLORS,
  compactMoney,
  MONEY_AXIS_WIDTH,
  VALUE_AXIS_TICKS,
} from '@cloudfit/shared/ui/chart/chart-theme';
import { MINOR_PER_MAJOR, useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

/**
 * Spending per month, one stacked bar segment per category. Loaded on its own chunk: only this
 * screen pays for the chart library.
 */
export default function MonthlyTotalsChart({ totals }: { totals: ExpenditureMonthlyTotals }) {
  const { t, i18n } = useTranslation('studio');
  const format = useStudioFormat();
  const months = [...new Set(totals.items.map((item) => item.month))];
  const monthLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // A tick names the month alone ("Jan", "1月"), with its year on the first and on January: twelve
  // "Jan 2026" labels did not fit under a tablet's plot and were all dropped.
  const shortMonthLabel = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const tickMoney = compactMoney(i18n.language, format.currency);
  const categories = EXPENDITURE_CATEGORIES.filter((category) => totals.byCategory[category] !== undefined);
  const series = categories.map((category) => ({
    label: t(`expenditures.categories.${category}`),
    stack: 'total',
    data: months.map(
      (month) =>
        (totals.items.find((item) => item.month === month && item.category === category)?.amount ?? 0) /
        MINOR_PER_MAJOR,
    ),
    valueFormatter: (value: number | null) => format.money(Math.round((value ?? 0) * MINOR_PER_MAJOR)),
  }));

  return (
    <BarChart
      height={300}
      colors={CHART_COLORS}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: BOTTOM_AXIS_HEIGHT,
          valueFormatter: (month: string, context: AxisValueFormatterContext) => {
            const date = new Date(`${month}-01T00:00:00Z`);
            const withYear = context.location !== 'tick' || month === months[0] || month.endsWith('-01');
            return withYear ? monthLabel.format(date) : shortMonthLabel.format(date);
          },
        },
      ]}
      yAxis={[
        {
          width: MONEY_AXIS_WIDTH,
          tickNumber: VALUE_AXIS_TICKS,
          valueFormatter: (value: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? tickMoney(value) : format.money(value * MINOR_PER_MAJOR),
        },
      ]}
      series={series}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}
