import Grid from '@mui/material/Grid';
import { AvgSessionsCard } from '../../../components/cards/AvgSessionsCard';
import { GoalOverviewCard } from '../../../components/cards/GoalOverviewCard';
import { RevenueReportCard } from '../../../components/cards/RevenueReportCard';
import { SupportTrackerCard } from '../../../components/cards/SupportTrackerCard';
import { useCardAnalytics } from '../api/get-card-analytics';
import { CardQueryState } from './CardQueryState';
import { CustomersCard } from './CustomersCard';
import { ProductOrdersCard } from './ProductOrdersCard';
import { RevenueCard } from './RevenueCard';
import { SessionsDeviceCard } from './SessionsDeviceCard';

/** /cards/analytic: every `card-analytics` call as its card. */
export function AnalyticCards() {
  const supportTracker = useCardAnalytics('support-tracker');
  const avgSessions = useCardAnalytics('avg-sessions');
  const revenueReport = useCardAnalytics('revenue-report');
  const goalOverview = useCardAnalytics('goal-overview');
  const revenue = useCardAnalytics('revenue');
  const productOrders = useCardAnalytics('product-orders');
  const sessionsDevice = useCardAnalytics('sessions-device');
  const customers = useCardAnalytics('customers');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <CardQueryState query={avgSessions}>{(data) => <AvgSessionsCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CardQueryState query={supportTracker}>{(data) => <SupportTrackerCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardQueryState query={productOrders}>{(data) => <ProductOrdersCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardQueryState query={sessionsDevice}>{(data) => <SessionsDeviceCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardQueryState query={customers}>{(data) => <CustomersCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardQueryState query={goalOverview}>{(data) => <GoalOverviewCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <CardQueryState query={revenue}>{(data) => <RevenueCard data={data} />}</CardQueryState>
      </Grid>
      <Grid size={12}>
        <CardQueryState query={revenueReport}>{(data) => <RevenueReportCard data={data} />}</CardQueryState>
      </Grid>
    </Grid>
  );
}
