import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { AvgSessions } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartFigure } from './ChartFigure';
import { useCardFormat } from './card-format';

/** Average sessions with their growth, a bar per day, and goal, users, retention and duration bars. */
export function AvgSessionsCard({ data }: { data: AvgSessions }) {
  const { t, i18n } = useTranslation('demo');
  const theme = useTheme();
  const format = useCardFormat();
  const series = data.series[0]?.data ?? [];
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: the seven days from it name the bars in the current language.
  const days = series.map((_, index) => weekday.format(Date.UTC(2023, 0, 1 + index)));
  const progress = [
    {
      label: t('cards.avgSessions.goal', { value: format.compactMoney(data.goal) }),
      value: 50,
      color: 'primary',
    },
    {
      label: t('cards.avgSessions.users', { value: format.compact(data.users) }),
      value: 60,
      color: 'warning',
    },
    {
      label: t('cards.avgSessions.retention', { value: format.percent(data.retentionPercent) }),
      value: data.retentionPercent,
      color: 'error',
    },
    { label: t('cards.avgSessions.duration', { value: data.durationYears }), value: 70, color: 'success' },
  ] as const;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
              {format.compact(data.sessions)}
            </Typography>
            <Typography variant="h6" component="h2" color="text.secondary" sx={{ mb: 2 }}>
              {t('cards.avgSessions.title')}
            </Typography>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                {format.percent(data.growthPercent)}
              </Box>{' '}
              {t('cards.avgSessions.vsLastDays')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChartFigure
              summary={t('cards.chartSummary', {
                title: t('cards.avgSessions.title'),
                values: series.map((value, index) => `${days[index]} ${format.number(value)}`).join(', '),
              })}
            >
              <BarChart
                height={180}
                series={[{ data: series, color: theme.palette.primary.main }]}
                xAxis={[{ scaleType: 'band', data: days, disableLine: true, disableTicks: true }]}
                yAxis={[{ position: 'none' }]}
                hideLegend
                borderRadius={6}
                margin={{ top: 8, bottom: 0, left: 0, right: 0 }}
              />
            </ChartFigure>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={3}>
          {progress.map((item) => (
            <Grid key={item.label} size={{ xs: 12, sm: 6 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {item.label}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={item.value}
                color={item.color}
                aria-label={item.label}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
