import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type CheckoutAddress, checkoutAddressSchema } from '@cloudfit/shared/schemas/demo/ecommerce.schema';
import { FormSelect, FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

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
  const kit = useKitForm(checkoutAddressSchema, { defaultValues: address ?? EMPTY_ADDRESS, onSubmit });
  const field = (name: keyof CheckoutAddress, required = true) => ({
    name,
    label: t(`ecommerce.address.${name}`),
    required,
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('ecommerce.addNewAddress')}
        </Typography>
        <KitFormProvider form={kit}>
          <Grid
            container
            spacing={2}
            component="form"
            id={ADDRESS_FORM_ID}
            noValidate
            onSubmit={kit.onSubmit}
          >
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText<CheckoutAddress> {...field('fullName')} autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText<CheckoutAddress> {...field('phone')} type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={12}>
              <FormText<CheckoutAddress> {...field('street')} autoComplete="street-address" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText<CheckoutAddress> {...field('landmark', false)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText<CheckoutAddress> {...field('city')} autoComplete="address-level2" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText<CheckoutAddress> {...field('postcode')} autoComplete="postal-code" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect<CheckoutAddress>
                name="addressType"
                label={t('ecommerce.address.addressType')}
                options={[
                  { value: 'home', label: t('ecommerce.address.home') },
                  { value: 'work', label: t('ecommerce.address.work') },
                ]}
              />
            </Grid>
          </Grid>
        </KitFormProvider>
      </CardContent>
    </Card>
  );
}
