import '../../../i18n/demo-common.i18n';
import '../dashboards.i18n';
import '../../../components/cards/cards-widgets.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCardFormat } from '../../../components/cards/card-format';
import { GoalOverviewCard } from '../../../components/cards/GoalOverviewCard';
import { MedalCard } from '../../../components/cards/MedalCard';
import { RevenueReportCard } from '../../../components/cards/RevenueReportCard';
import { StatisticChartCard } from '../../../components/cards/StatisticChartCard';
import { useEcommerceData } from '../api/get-ecommerce-data';
import { CompanyTable } from '../components/CompanyTable';
import { EarningsCard } from '../components/EarningsCard';
import { StatisticsCard } from '../components/StatisticsCard';
import { TransactionsCard } from '../components/TransactionsCard';

/** /dashboard/ecommerce: medal, statistics, orders, profit, earnings, revenue, companies, goal, transactions. */
export default function DashboardEcommerceScreen() {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  const query = useEcommerceData();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('dashboards.ecommerce.title')}
      </Typography>
      <QueryState query={query}>
        {(data) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 4 }}>
              <MedalCard {...data.congratulations} />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <StatisticsCard statistics={data.statistics} />
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Grid container spacing={3}>
                <Grid size={6}>
                  <StatisticChartCard
                    value={format.compact(data.orders.total)}
                    label={t('cards.statistic.orders')}
                    data={data.orders.series[0]?.data ?? []}
                    color="warning"
                    plotType="bar"
                  />
                </Grid>
                <Grid size={6}>
                  <StatisticChartCard
                    value={format.compactMoney(data.profit.total)}
                    label={t('dashboards.profit')}
                    data={data.profit.series[0]?.data ?? []}
                    color="info"
                  />
                </Grid>
                <Grid size={12}>
                  <EarningsCard earnings={data.earnings} />
                </Grid>
              </Grid>
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <RevenueReportCard data={data.revenueReport} />
            </Grid>
            <Grid size={12}>
              <CompanyTable companies={data.companies} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <GoalOverviewCard data={data.goalOverview} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TransactionsCard transactions={data.transactions} />
            </Grid>
          </Grid>
        )}
      </QueryState>
    </>
  );
}
