import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type CheckoutAddress, checkoutAddressSchema } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';

export const ADDRESS_FORM_ID = 'checkout-address';

const EMPTY_ADDRESS: CheckoutAddress = {
  fullName: '',
  phone: '',
  street: '',
  landmark: '',
  city: '',
  postcode: '',
  addressType: 'home',
};

/** The checkout's second step: the delivery address, checked by the shared schema. */
export function AddressStep({
  address,
  onSubmit,
}: {
  address: CheckoutAddress | null;
  onSubmit(address: CheckoutAddress): void;
}) {
  const { t } = useTranslation('demo');
  const { register, control, handleSubmit, formState } = useForm<CheckoutAddress>({
    resolver: zodResolver(checkoutAddressSchema),
    defaultValues: address ?? EMPTY_ADDRESS,
  });
  const field = (name: keyof CheckoutAddress, required = true) => {
    const message = formState.errors[name]?.message;
    return {
      ...register(name),
      label: t(`ecommerce.address.${name}`),
      required,
      fullWidth: true,
      error: Boolean(message),
      helperText: message ? translateMessage(message) : undefined,
    };
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('ecommerce.addNewAddress')}
        </Typography>
        <Grid
          container
          spacing={2}
          component="form"
          id={ADDRESS_FORM_ID}
          noValidate
          onSubmit={handleSubmit(onSubmit)}
        >
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('fullName')} autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('phone')} type="tel" autoComplete="tel" />
          </Grid>
          <Grid size={12}>
            <TextField {...field('street')} autoComplete="street-address" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('landmark', false)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('city')} autoComplete="address-level2" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('postcode')} autoComplete="postal-code" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="addressType"
              render={({ field: { ref, ...typeField } }) => (
                <TextField
                  {...typeField}
                  inputRef={ref}
                  select
                  fullWidth
                  label={t('ecommerce.address.addressType')}
                >
                  <MenuItem value="home">{t('ecommerce.address.home')}</MenuItem>
                  <MenuItem value="work">{t('ecommerce.address.work')}</MenuItem>
                </TextField>
              )}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
