import '../../../i18n/demo-common.i18n';
import '../ecommerce.i18n';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import type { CheckoutAddress } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCart, useCartQuantity, useShopListChange } from '../api/shop-queries';
import { ADDRESS_FORM_ID, AddressStep } from '../components/AddressStep';
import { CartStep } from '../components/CartStep';
import { checkoutTotals } from '../components/checkout-totals';
import { OrderSummary } from '../components/OrderSummary';
import { PAYMENT_FORM_ID, type PaymentMethod, PaymentStep } from '../components/PaymentStep';

const STEPS = ['cart', 'address', 'payment'] as const;

/** /apps/e-commerce/checkout: the cart, the delivery address and the payment, then the order is placed. */
export default function CheckoutScreen() {
  const { t } = useTranslation('demo');
  const cart = useCart();
  const change = useShopListChange();
  const quantity = useCartQuantity();
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<CheckoutAddress | null>(null);
  const [payment, setPayment] = useState<PaymentMethod>('card');
  const [placed, setPlaced] = useState(false);
  const fail = (error: unknown) => appStore.getState().toast(translateApiError(error), 'error');

  const items = cart.data?.products ?? [];
  const totals = checkoutTotals(items);

  const placeOrder = async () => {
    try {
      for (const item of items)
        await change.mutateAsync({ list: 'cart', action: 'remove', productId: item.id });
      setPlaced(true);
    } catch (error) {
      fail(error);
    }
  };

  if (placed) {
    return (
      <Card sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
        <CardContent sx={{ p: 5 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('ecommerce.orderPlaced')}
          </Typography>
          <Typography color="text.secondary">{t('ecommerce.orderPlacedBody')}</Typography>
          <Button component={RouterLink} to="/apps/e-commerce/shop" variant="contained" sx={{ mt: 3 }}>
            {t('ecommerce.backToShop')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('ecommerce.checkoutTitle')}
      </Typography>
      <Card>
        <CardContent>
          <Stepper nonLinear activeStep={step} alternativeLabel>
            {STEPS.map((name, index) => (
              <Step key={name} completed={index < step}>
                <StepButton
                  onClick={() => setStep(index)}
                  disabled={index > step || (index === 2 && !address)}
                >
                  {t(`ecommerce.steps.${name}`)}
                </StepButton>
              </Step>
            ))}
          </Stepper>
        </CardContent>
      </Card>
      {cart.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {cart.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {cart.data && items.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/apps/e-commerce/shop">
              {t('ecommerce.backToShop')}
            </Button>
          }
        >
          {t('ecommerce.cartEmpty')}
        </Alert>
      )}
      {items.length > 0 && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            {step === 0 && (
              <CartStep
                items={items}
                onQuantity={(productId, qty) => quantity.mutate({ productId, qty }, { onError: fail })}
                onRemove={(productId) =>
                  change.mutate({ list: 'cart', action: 'remove', productId }, { onError: fail })
                }
                removing={change.isPending}
              />
            )}
            {step === 1 && (
              <AddressStep
                address={address}
                onSubmit={(value) => {
                  setAddress(value);
                  setStep(2);
                }}
              />
            )}
            {step === 2 && address && (
              <PaymentStep address={address} payment={payment} onPayment={setPayment} onPay={placeOrder} />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            {step === 0 && (
              <OrderSummary
                totals={totals}
                actionLabel={t('ecommerce.continue')}
                onAction={() => setStep(1)}
              />
            )}
            {step === 1 && (
              <OrderSummary totals={totals} actionLabel={t('ecommerce.deliverHere')} form={ADDRESS_FORM_ID} />
            )}
            {step === 2 && (
              <OrderSummary
                totals={totals}
                actionLabel={t('ecommerce.placeOrder')}
                onAction={payment === 'card' ? undefined : placeOrder}
                form={payment === 'card' ? PAYMENT_FORM_ID : undefined}
                actionDisabled={change.isPending}
              />
            )}
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
