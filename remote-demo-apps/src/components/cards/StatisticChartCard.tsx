import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ReactNode } from 'react';
import { AvatarIcon, type PaletteColor } from './AvatarIcon';
import { ChartFigure } from './ChartFigure';
import { useCardFormat } from './card-format';

export interface StatisticChartCardProps {
  /** The figure as shown, e.g. "92.6K". */
  value: string;
  label: string;
  data: number[];
  color: PaletteColor;
  icon?: ReactNode;
  plotType?: 'line' | 'bar';
  /** Fill under the line, as the template's area cards do. */
  area?: boolean;
}

/** A figure with a small chart under it: the template's statistic cards (subscribers, orders, traffic...). */
export function StatisticChartCard({
  value,
  label,
  data,
  color,
  icon,
  plotType = 'line',
  area,
}: StatisticChartCardProps) {
  const { t } = useTranslation('demo');
  const theme = useTheme();
  const format = useCardFormat();
  const summary = t('cards.chartSummary', { title: label, values: data.map(format.number).join(', ') });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 0 }}>
        {icon && (
          <Box sx={{ mb: 1.5 }}>
            <AvatarIcon color={color}>{icon}</AvatarIcon>
          </Box>
        )}
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
      <ChartFigure summary={summary}>
        {plotType === 'bar' ? (
          <SparkLineChart plotType="bar" data={data} height={90} color={theme.palette[color].main} />
        ) : (
          <SparkLineChart
            plotType="line"
            data={data}
            height={90}
            area={area}
            curve="natural"
            color={theme.palette[color].main}
            sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.24 } }}
          />
        )}
      </ChartFigure>
    </Card>
  );
}
