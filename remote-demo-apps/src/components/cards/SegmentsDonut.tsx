import './cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartFigure } from './ChartFigure';

export interface DonutSegment {
  label: string;
  value: number;
  /** The value as written in the summary, e.g. "23,043" or "58.6%". */
  text: string;
}

const PALETTE = ['primary', 'warning', 'error', 'success', 'info'] as const;

/** A ring of segments in the theme's colours, with a text alternative listing them. */
export function SegmentsDonut({
  title,
  segments,
  height = 200,
}: {
  title: string;
  segments: DonutSegment[];
  height?: number;
}) {
  const { t } = useTranslation('demo');
  const theme = useTheme();
  return (
    <ChartFigure
      summary={t('cards.chartSummary', {
        title,
        values: segments.map((segment) => `${segment.label} ${segment.text}`).join(', '),
      })}
    >
      <PieChart
        height={height}
        hideLegend
        series={[
          {
            innerRadius: '62%',
            paddingAngle: 2,
            cornerRadius: 4,
            data: segments.map((segment, index) => ({
              id: segment.label,
              label: segment.label,
              value: segment.value,
              color: theme.palette[PALETTE[index % PALETTE.length]!].main,
            })),
          },
        ]}
      />
    </ChartFigure>
  );
}

/** The colour a segment gets in `SegmentsDonut`, for the legend lists beside it. */
export const segmentColor = (index: number) => `${PALETTE[index % PALETTE.length]}.main`;
