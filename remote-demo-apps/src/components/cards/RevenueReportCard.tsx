import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { RevenueReport } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { CardTitle } from './CardTitle';
import { ChartFigure } from './ChartFigure';
import { useCardFormat } from './card-format';

/** Earning and expense per month as stacked bars, and the year's budget beside them. */
export function RevenueReportCard({ data }: { data: RevenueReport }) {
  const { t, i18n } = useTranslation('demo');
  const theme = useTheme();
  const format = useCardFormat();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const months = (data.series[0]?.data ?? []).map((_, index) =>
    monthName.format(Date.UTC(data.year, index, 1)),
  );
  const colors = [theme.palette.primary.main, theme.palette.warning.main];
  const series = data.series.map((entry, index) => ({
    data: entry.data,
    label: t(`cards.series.${entry.name}`),
    stack: 'total',
    color: colors[index % colors.length],
  }));
  const summary = data.series
    .map((entry) =>
      t('cards.chartSummary', {
        title: t(`cards.series.${entry.name}`),
        values: entry.data.map((value, index) => `${months[index]} ${format.number(value)}`).join(', '),
      }),
    )
    .join('; ');
  const budget = data.budgetSeries[0]?.data ?? [];
  return (
    <Card sx={{ height: '100%' }}>
      <Grid container>
        <Grid size={{ xs: 12, md: 8 }} sx={{ borderInlineEnd: { md: 1 }, borderColor: { md: 'divider' } }}>
          <CardTitle title={t('cards.revenueReport.title')} />
          <CardContent>
            <ChartFigure summary={summary}>
              <BarChart
                height={260}
                series={series}
                xAxis={[{ scaleType: 'band', data: months, height: 32 }]}
                borderRadius={4}
                slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
              />
            </ChartFigure>
          </CardContent>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CardContent sx={{ textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {data.year}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, mt: 1 }}>
              {format.money(data.earned)}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('cards.revenueReport.budget', { value: format.money(data.budget) })}
            </Typography>
            <ChartFigure
              summary={t('cards.chartSummary', {
                title: t('cards.series.budget'),
                values: budget.map(format.number).join(', '),
              })}
            >
              <SparkLineChart data={budget} height={80} curve="natural" color={theme.palette.primary.main} />
            </ChartFigure>
          </CardContent>
        </Grid>
      </Grid>
    </Card>
  );
}
