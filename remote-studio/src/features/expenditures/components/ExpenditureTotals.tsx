import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { EXPENDITURE_CATEGORIES } from '@cloudfit/shared/schemas/expenditure.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { type TotalsPeriod, useMonthlyTotals } from '../api/use-monthly-totals';

const MonthlyTotalsChart = lazy(() => import('./MonthlyTotalsChart'));
const CHART_HEIGHT = 300;

/** The chart of monthly totals beside each category's total for the period, as text too. */
export function ExpenditureTotals({ period }: { period: TotalsPeriod }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const { data: totals, isError } = useMonthlyTotals(period);
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;

  if (isError) return <Alert severity="error">{t('expenditures.totals.loadFailed')}</Alert>;
  return (
    <Box
      component="section"
      aria-labelledby="expenditure-totals-title"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 260px' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id="expenditure-totals-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('expenditures.totals.title')}
        </Typography>
        {!totals ? (
          placeholder
        ) : totals.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {t('expenditures.totals.none')}
          </Typography>
        ) : (
          <Suspense fallback={placeholder}>
            <MonthlyTotalsChart totals={totals} />
          </Suspense>
        )}
      </Box>
      {totals && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 0.75,
            columnGap: 2,
            alignContent: 'start',
          }}
          data-testid="expenditure-totals"
        >
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t('expenditures.totals.period')}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}
            data-category="total"
          >
            {format.money(totals.total)}
          </Typography>
          {EXPENDITURE_CATEGORIES.filter((category) => totals.byCategory[category] !== undefined).map(
            (category) => (
              <Box key={category} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`expenditures.categories.${category}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, textAlign: 'right' }}
                  data-category={category}
                >
                  {format.money(totals.byCategory[category])}
                </Typography>
              </Box>
            ),
          )}
        </Box>
      )}
    </Box>
  );
}
