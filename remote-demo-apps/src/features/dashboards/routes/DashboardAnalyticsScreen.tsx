import '../../../i18n/demo-common.i18n';
import '../dashboards.i18n';
import '../../../components/cards/cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AvgSessionsCard } from '../../../components/cards/AvgSessionsCard';
import { CongratulationCard } from '../../../components/cards/CongratulationCard';
import { useCardFormat } from '../../../components/cards/card-format';
import { StatisticChartCard } from '../../../components/cards/StatisticChartCard';
import { SupportTrackerCard } from '../../../components/cards/SupportTrackerCard';
import { useAnalyticsData } from '../api/get-analytics-data';
import { BrowserStatesCard } from '../components/BrowserStatesCard';
import { TimelineCard } from '../components/TimelineCard';

/** /dashboard/analytics: greeting, subscribers and orders, sessions, support, activity and browsers. */
export default function DashboardAnalyticsScreen() {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const query = useAnalyticsData();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('dashboards.analytics.title')}
      </Typography>
      <QueryState query={query}>
        {(data) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <CongratulationCard {...data.congratulations} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatisticChartCard
                value={format.compact(data.subscribersGained.analyticsData.subscribers ?? 0)}
                label={t('cards.statistic.subscribers')}
                data={data.subscribersGained.series[0]?.data ?? []}
                color="primary"
                icon={<PeopleOutlined />}
                area
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatisticChartCard
                value={format.compact(data.ordersReceived.analyticsData.orders ?? 0)}
                label={t('cards.statistic.orders')}
                data={data.ordersReceived.series[0]?.data ?? []}
                color="warning"
                icon={<Inventory2Outlined />}
                area
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <AvgSessionsCard data={data.avgSessions} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <SupportTrackerCard data={data.supportTracker} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TimelineCard items={data.timeline} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <BrowserStatesCard browsers={data.browserStates} />
            </Grid>
          </Grid>
        )}
      </QueryState>
    </>
  );
}
