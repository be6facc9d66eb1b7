import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckoutTotals } from './checkout-totals';
import { usePriceFormat } from './shop-format';

interface OrderSummaryProps {
  totals: CheckoutTotals;
  actionLabel: string;
  onAction?: () => void;
  actionDisabled?: boolean;
  /** Submits this form instead of calling onAction (the address step). */
  form?: string;
}

export function OrderSummary({ totals, actionLabel, onAction, actionDisabled, form }: OrderSummaryProps) {
  const { t } = useTranslation('demo');
  const price = usePriceFormat();
  const row = (label: string, value: string, color?: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography color={color}>{value}</Typography>
    </Stack>
  );
  return (
    <Card component="section" aria-labelledby="order-summary-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id="order-summary-title">
            {t('ecommerce.priceDetails')}
          </Typography>
          {row(t('ecommerce.bagTotal'), price(totals.bagTotal))}
          {row(t('ecommerce.bagDiscount'), `−${price(totals.discount)}`, 'success.main')}
          {row(t('ecommerce.delivery'), t('ecommerce.free'), 'success.main')}
          <Divider />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('ecommerce.total')}</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="order-total">
              {price(totals.total)}
            </Typography>
          </Stack>
          <Button
            variant="contained"
            fullWidth
            disabled={actionDisabled}
            onClick={onAction}
            type={form ? 'submit' : 'button'}
            form={form}
          >
            {actionLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
