import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { RevenueComparison } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { CardTitle } from '../../../components/cards/CardTitle';
import { ChartFigure } from '../../../components/cards/ChartFigure';
import { useCardFormat } from '../../../components/cards/card-format';

/** This month's and last month's revenue, as two lines over the weeks. */
export function RevenueCard({ data }: { data: RevenueComparison }) {
  const { t } = useTranslation('demo');
  const theme = useTheme();
  const format = useCardFormat();
  const points = (data.series[0]?.data ?? []).map((_, index) => index + 1);
  const colors = [theme.palette.primary.main, theme.palette.text.disabled];
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('cards.revenue.title')} />
      <CardContent>
        <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
          {[
            { label: t('cards.series.thisMonth'), value: data.thisMonth, color: 'primary.main' },
            { label: t('cards.series.lastMonth'), value: data.lastMonth, color: 'text.secondary' },
          ].map((item) => (
            <Box key={item.label}>
              <Typography variant="body2" color="text.secondary">
                {item.label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ color: item.color, fontWeight: 600 }}>
                {format.money(item.value)}
              </Typography>
            </Box>
          ))}
        </Stack>
        <ChartFigure
          summary={data.series
            .map((entry) =>
              t('cards.chartSummary', {
                title: t(`cards.series.${entry.name}`),
                values: entry.data.map(format.money).join(', '),
              }),
            )
            .join('; ')}
        >
          <LineChart
            height={240}
            series={data.series.map((entry, index) => ({
              data: entry.data,
              label: t(`cards.series.${entry.name}`),
              color: colors[index % colors.length],
              curve: 'natural',
              showMark: false,
            }))}
            xAxis={[{ data: points, scaleType: 'point', height: 32 }]}
            yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 50 }]}
            hideLegend
          />
        </ChartFigure>
      </CardContent>
    </Card>
  );
}
