import '../../../i18n/demo-common.i18n';
import '../pricing.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePricing } from '../api/get-pricing';
import { PlanCard } from '../components/PlanCard';

/** /pages/pricing: the three plans with the monthly/annual switch, and the pricing FAQ. */
export default function PricingScreen() {
  const { t } = useTranslation('demo');
  const pricing = usePricing();
  const [annual, setAnnual] = useState(false);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('pricing.title')}
        </Typography>
        <Typography color="text.secondary">{t('pricing.subtitle')}</Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 3 }}>
          <Typography aria-hidden>{t('pricing.monthly')}</Typography>
          <Switch
            checked={annual}
            onChange={(event) => setAnnual(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('pricing.annualBilling') } }}
          />
          <Typography aria-hidden>{t('pricing.annually')}</Typography>
        </Stack>
      </Box>
      {pricing.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {pricing.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {pricing.data && (
        <>
          <Grid container spacing={3}>
            {pricing.data.plans.map((plan) => (
              <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
                <PlanCard plan={plan} annual={annual} currency={pricing.data.currency} />
              </Grid>
            ))}
          </Grid>
          <Box component="section" aria-labelledby="pricing-faq-title" sx={{ mt: 6 }}>
            <Typography id="pricing-faq-title" variant="h5" component="h2" sx={{ textAlign: 'center' }}>
              {t('pricing.faqTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
              {t('pricing.faqSubtitle')}
            </Typography>
            {pricing.data.qandA.map((entry) => (
              <Accordion key={entry.question} disableGutters>
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography component="span">{entry.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="text.secondary">{entry.ans}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
