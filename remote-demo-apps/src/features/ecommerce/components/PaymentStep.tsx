import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CheckoutAddress } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';

export const PAYMENT_FORM_ID = 'checkout-payment';
export type PaymentMethod = 'card' | 'cashOnDelivery';

/** The Luhn checksum every payment card number carries in its last digit. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The expiry's month is still running (a card is valid through the end of its month). */
function notExpired(expiry: string, today: Date): boolean {
  const [month = 0, year = 0] = expiry.split('/').map(Number);
  return (
    2000 + year > today.getFullYear() ||
    (2000 + year === today.getFullYear() && month >= today.getMonth() + 1)
  );
}

// The messages are translation keys of this screen: card details never leave the browser.
const cardSchema = z.object({
  number: z
    .string()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), 'ecommerce.card.invalidNumber'),
  name: z.string().trim().min(1, 'ecommerce.card.nameRequired').max(120, 'ecommerce.card.nameRequired'),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'ecommerce.card.invalidExpiry')
    .refine((expiry) => notExpired(expiry, new Date()), 'ecommerce.card.expired'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'ecommerce.card.invalidCvc'),
});
type CardInput = z.input<typeof cardSchema>;

/**
 * The checkout's last step: the payment method, the card's details when paying by card (checked
 * here and never sent: the shop is a demo), and where the order goes.
 */
export function PaymentStep(props: {
  address: CheckoutAddress;
  payment: PaymentMethod;
  onPayment(payment: PaymentMethod): void;
  onPay(): void;
}) {
  const { t } = useTranslation('demo');
  const kit = useKitForm(cardSchema, {
    defaultValues: { number: '', name: '', expiry: '', cvc: '' },
    onSubmit: () => props.onPay(),
  });
  const { register, formState } = kit.form;
  const field = (name: keyof CardInput) => {
    const message = formState.errors[name]?.message;
    return {
      ...register(name),
      label: t(`ecommerce.card.${name}`),
      required: true,
      fullWidth: true,
      error: Boolean(message),
      helperText: message ? t(message) : undefined,
    };
  };
  const { address } = props;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <FormLabel id="payment-method-label">{t('ecommerce.paymentMethod')}</FormLabel>
          <RadioGroup
            aria-labelledby="payment-method-label"
            value={props.payment}
            onChange={(event) => props.onPayment(event.target.value as PaymentMethod)}
          >
            <FormControlLabel value="card" control={<Radio />} label={t('ecommerce.payByCard')} />
            <FormControlLabel
              value="cashOnDelivery"
              control={<Radio />}
              label={t('ecommerce.cashOnDelivery')}
            />
          </RadioGroup>
          {props.payment === 'card' && (
            <>
              <Alert severity="info">{t('ecommerce.card.demoNotice')}</Alert>
              <Grid
                container
                spacing={2}
                component="form"
                id={PAYMENT_FORM_ID}
                noValidate
                aria-label={t('ecommerce.card.details')}
                onSubmit={kit.onSubmit}
              >
                <Grid size={12}>
                  <TextField
                    {...field('number')}
                    autoComplete="cc-number"
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
                  />
                </Grid>
                <Grid size={12}>
                  <TextField {...field('name')} autoComplete="cc-name" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...field('expiry')}
                    autoComplete="cc-exp"
                    placeholder={t('ecommerce.card.expiryFormat')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...field('cvc')}
                    autoComplete="cc-csc"
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                  />
                </Grid>
              </Grid>
            </>
          )}
          <Typography variant="subtitle2" component="h2">
            {t('ecommerce.deliverTo')}
          </Typography>
          <Typography color="text.secondary">
            {[
              address.fullName,
              address.street,
              address.landmark,
              `${address.postcode} ${address.city}`,
              address.phone,
            ]
              .filter(Boolean)
              .join(', ')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
