import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { AnalyticsData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';

/** Share of visits per browser, each with a small gauge. */
export function BrowserStatesCard({ browsers }: { browsers: AnalyticsData['browserStates'] }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle
        title={t('dashboards.browserStates.title')}
        subheader={t('dashboards.browserStates.subtitle')}
      />
      <CardContent>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {browsers.map((entry) => (
            <Stack
              component="li"
              key={entry.browser}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Typography sx={{ flex: 1 }}>{entry.browser}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{format.percent(entry.percent)}</Typography>
              <Gauge aria-hidden value={entry.percent} width={36} height={36} innerRadius="70%" text="" />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
