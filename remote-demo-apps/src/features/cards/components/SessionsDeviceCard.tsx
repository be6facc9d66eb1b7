import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { SessionsDevice } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';
import { SegmentsDonut } from '../../../components/cards/SegmentsDonut';
import { SegmentList } from './SegmentList';

/** The share of sessions per device and how each moved since last month. */
export function SessionsDeviceCard({ data }: { data: SessionsDevice }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const segments = data.devices.map((device) => ({
    label: t(`cards.sessionsDevice.${device.key}`),
    value: device.usage,
    text: format.percent(device.usage),
  }));
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('cards.sessionsDevice.title')} />
      <CardContent>
        <SegmentsDonut title={t('cards.sessionsDevice.title')} segments={segments} />
        <SegmentList
          rows={data.devices.map((device, index) => ({
            label: segments[index]!.label,
            value: segments[index]!.text,
            extra: (
              <Typography
                variant="body2"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minWidth: 56,
                  color: device.change < 0 ? 'error.main' : 'success.main',
                }}
                aria-label={t('cards.sessionsDevice.change', { value: format.percent(device.change) })}
              >
                {device.change < 0 ? <ArrowDownward fontSize="small" /> : <ArrowUpward fontSize="small" />}
                {format.percent(Math.abs(device.change))}
              </Typography>
            ),
          }))}
        />
      </CardContent>
    </Card>
  );
}
