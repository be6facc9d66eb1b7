import Grid from '@mui/material/Grid';
import { useCardAnalytics } from '../api/get-card-analytics';
import { AvgSessionsCard } from './AvgSessionsCard';
import { CardQueryState } from './CardQueryState';
import { CustomersCard } from './CustomersCard';
import { GoalOverviewCard } from './GoalOverviewCard';
import { ProductOrdersCard } from './ProductOrdersCard';
import { RevenueCard } from './RevenueCard';
import { RevenueReportCard } from './RevenueReportCard';
import { SessionsDeviceCard } from './SessionsDeviceCard';
import { SupportTrackerCard } from './SupportTrackerCard';

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
