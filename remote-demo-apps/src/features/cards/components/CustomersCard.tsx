import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Customers } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';
import { SegmentsDonut } from '../../../components/cards/SegmentsDonut';
import { SegmentList } from './SegmentList';

/** New, returning and referred customers. */
export function CustomersCard({ data }: { data: Customers }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const segments = data.segments.map((segment) => ({
    label: t(`cards.customers.${segment.key}`),
    value: segment.value,
    text: format.number(segment.value),
  }));
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('cards.customers.title')} />
      <CardContent>
        <SegmentsDonut title={t('cards.customers.title')} segments={segments} />
        <SegmentList rows={segments.map((segment) => ({ label: segment.label, value: segment.text }))} />
      </CardContent>
    </Card>
  );
}
