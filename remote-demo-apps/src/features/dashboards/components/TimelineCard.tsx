import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { AnalyticsData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardTitle } from '../../../components/cards/CardTitle';

const DOT_COLOR = {
  invoicesPaid: 'primary.main',
  clientMeeting: 'warning.main',
  projectCreated: 'info.main',
} as const;

/** The latest activity, newest first, with how long ago each happened. */
export function TimelineCard({ items }: { items: AnalyticsData['timeline'] }) {
  const { t, i18n } = useTranslation('demo');
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const ago = (hours: number) =>
    hours < 1
      ? relative.format(-Math.round(hours * 60), 'minute')
      : hours < 48
        ? relative.format(-Math.round(hours), 'hour')
        : relative.format(-Math.round(hours / 24), 'day');
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('dashboards.timeline.title')} />
      <CardContent>
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Stack component="li" key={item.event} direction="row" spacing={2}>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: DOT_COLOR[item.event],
                  flexShrink: 0,
                }}
              />
              <Box sx={{ flex: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t(`dashboards.timeline.${item.event}`, { value: item.count })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {ago(item.hoursAgo)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t(`dashboards.timeline.${item.event}Detail`, { person: item.person })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
