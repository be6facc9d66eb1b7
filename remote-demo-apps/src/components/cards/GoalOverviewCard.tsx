import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { GoalOverview } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { CardTitle } from './CardTitle';
import { ChartFigure } from './ChartFigure';
import { useCardFormat } from './card-format';

/** The share of the goal reached as a radial gauge, with completed and in progress under it. */
export function GoalOverviewCard({ data }: { data: GoalOverview }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('cards.goalOverview.title')} />
      <CardContent sx={{ px: 0 }}>
        <ChartFigure
          summary={t('cards.chartSummary', {
            title: t('cards.goalOverview.title'),
            values: format.percent(data.percent),
          })}
        >
          <Gauge
            value={data.percent}
            startAngle={-135}
            endAngle={135}
            innerRadius="78%"
            height={220}
            text={({ value }) => format.percent(value ?? 0)}
            sx={(theme) => ({
              [`& .${gaugeClasses.valueText}`]: { fontSize: 32, fontWeight: 600 },
              [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.success.main },
            })}
          />
        </ChartFigure>
        <Divider sx={{ mt: 2 }} />
        <Stack direction="row" divider={<Divider orientation="vertical" flexItem />}>
          {[
            { label: t('cards.goalOverview.completed'), value: data.completed },
            { label: t('cards.goalOverview.inProgress'), value: data.inProgress },
          ].map((item) => (
            <Box key={item.label} sx={{ flex: 1, textAlign: 'center', py: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {item.label}
              </Typography>
              <Typography variant="h6" component="p">
                {format.number(item.value)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
