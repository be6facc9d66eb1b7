import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  EXPENDITURE_CATEGORIES,
  type ExpenditureMonthlyTotals,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { MINOR_PER_MAJOR, useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { BarChart } from '@mui/x-charts/BarChart';

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
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          valueFormatter: (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`)),
        },
      ]}
      yAxis={[{ width: 104, valueFormatter: (value: number) => format.money(value * MINOR_PER_MAJOR) }]}
      series={series}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}
