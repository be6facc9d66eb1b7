import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { PricingPlan, PricingPlanId } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What each plan offers: keys of `pricing.benefits`. */
const PLAN_BENEFITS: Record<PricingPlanId, string[]> = {
  basic: ['responses100', 'unlimitedForms', 'unlimitedFields', 'basicTools', 'subdomains2'],
  standard: [
    'unlimitedResponses',
    'unlimitedForms',
    'instagramIntegration',
    'googleDocsIntegration',
    'customThankYou',
  ],
  enterprise: ['paymentsPaypal', 'logicJumps', 'fileUpload', 'customMetrics', 'prioritySupport'],
};

interface PlanCardProps {
  plan: PricingPlan;
  annual: boolean;
  currency: string;
}

export function PlanCard({ plan, annual, currency }: PlanCardProps) {
  const { t, i18n } = useTranslation('demo');
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const perMonth = annual ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      variant="outlined"
      sx={{ height: '100%', borderColor: plan.popular ? 'primary.main' : 'divider', position: 'relative' }}
    >
      <CardContent sx={{ p: 4, textAlign: 'center' }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', minHeight: 24, mb: 2 }}>
          {plan.popular && <Chip label={t('pricing.popular')} color="primary" size="small" />}
          {plan.monthlyPrice === 0 && (
            <Chip label={t('pricing.currentPlan')} variant="outlined" size="small" />
          )}
        </Stack>
        <Typography id={titleId} variant="h5" component="h2">
          {t(`pricing.plans.${plan.id}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`pricing.plans.${plan.id}.subtitle`)}</Typography>
        <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'baseline', mt: 3 }}>
          <Typography variant="h3" component="p" color="primary" data-testid="plan-price">
            {money.format(perMonth)}
          </Typography>
          <Typography color="text.secondary">{t('pricing.perMonth')}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }} data-testid="plan-billed">
          {annual && plan.yearlyPlan.totalAnnual > 0
            ? t('pricing.billedAnnually', { amount: money.format(plan.yearlyPlan.totalAnnual) })
            : ''}
        </Typography>
        <List dense sx={{ mt: 2 }}>
          {PLAN_BENEFITS[plan.id].map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutlined fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={t(`pricing.benefits.${benefit}`)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
