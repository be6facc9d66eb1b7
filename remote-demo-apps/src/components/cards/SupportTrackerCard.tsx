import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { SupportTracker } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { CardTitle } from './CardTitle';
import { ChartFigure } from './ChartFigure';
import { useCardFormat } from './card-format';
import { FactsRow } from './FactsRow';

/** Tickets in total, the share completed as a gauge, and new, open and response time under it. */
export function SupportTrackerCard({ data }: { data: SupportTracker }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const facts = [
    { label: t('cards.supportTracker.newTickets'), value: format.number(data.newTickets) },
    { label: t('cards.supportTracker.openTickets'), value: format.number(data.openTickets) },
    {
      label: t('cards.supportTracker.responseTime'),
      value: t('cards.supportTracker.days', { value: data.responseTimeDays }),
    },
  ];
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('cards.supportTracker.title')} />
      <CardContent>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 600 }}>
              {format.number(data.totalTickets)}
            </Typography>
            <Typography color="text.secondary">{t('cards.supportTracker.tickets')}</Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <ChartFigure
              summary={t('cards.chartSummary', {
                title: t('cards.supportTracker.completed'),
                values: format.percent(data.completedPercent),
              })}
            >
              <Gauge
                value={data.completedPercent}
                startAngle={-130}
                endAngle={130}
                innerRadius="80%"
                height={200}
                text={({ value }) => `${format.percent(value ?? 0)}`}
                sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 28, fontWeight: 600 } }}
              />
            </ChartFigure>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('cards.supportTracker.completed')}
            </Typography>
          </Grid>
        </Grid>
        <FactsRow facts={facts} sx={{ mt: 2, textAlign: 'center' }} />
      </CardContent>
    </Card>
  );
}
