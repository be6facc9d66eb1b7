import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ProductOrders } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';
import { SegmentsDonut } from '../../../components/cards/SegmentsDonut';
import { SegmentList } from './SegmentList';

/** Orders finished, pending and rejected, as a ring with the total and a legend. */
export function ProductOrdersCard({ data }: { data: ProductOrders }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const total = data.segments.reduce((sum, segment) => sum + segment.value, 0);
  const segments = data.segments.map((segment) => ({
    label: t(`cards.productOrders.${segment.key}`),
    value: segment.value,
    text: format.number(segment.value),
  }));
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('cards.productOrders.title')} />
      <CardContent>
        <SegmentsDonut title={t('cards.productOrders.title')} segments={segments} />
        <Typography sx={{ textAlign: 'center', my: 2 }}>
          {t('cards.productOrders.total', { value: format.number(total) })}
        </Typography>
        <SegmentList rows={segments.map((segment) => ({ label: segment.label, value: segment.text }))} />
      </CardContent>
    </Card>
  );
}
