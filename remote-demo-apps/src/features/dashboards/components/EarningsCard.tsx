import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { EcommerceData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';
import { SegmentsDonut } from '../../../components/cards/SegmentsDonut';

/** This month's earnings, its growth, and the share of each source as a ring. */
export function EarningsCard({ earnings }: { earnings: EcommerceData['earnings'] }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('dashboards.earnings.title')} />
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, pt: 0 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.earnings.thisMonth')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {format.money(earnings.monthTotal)}
          </Typography>
          <Typography variant="body2">
            {t('dashboards.earnings.growth', { value: format.percent(earnings.growthPercent) })}
          </Typography>
        </Box>
        <Box sx={{ width: 140 }}>
          <SegmentsDonut
            title={t('dashboards.earnings.title')}
            height={120}
            segments={earnings.segments.map((segment) => ({
              label: t(`dashboards.earnings.${segment.key}`),
              value: segment.value,
              text: format.percent(segment.value),
            }))}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
