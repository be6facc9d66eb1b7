import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  DEMO_PLANS,
  type FormValidationInput,
  type FormValidationValues,
  formValidationSchema,
} from '@cloudfit/shared/schemas/demo/form-validation.schema';
import { FormCheckbox, FormRadioGroup, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { FormTextField } from './FormTextField';

const EMPTY = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  website: '',
  age: null,
  plan: undefined,
  acceptTerms: false,
} as unknown as FormValidationInput;

/** Form validation: a zod schema shared with the server side of the app, messages in the user's language. */
export function FormValidationPage() {
  const { t } = useTranslation('demo');
  const [accepted, setAccepted] = useState<FormValidationValues | null>(null);
  const kit = useKitForm(formValidationSchema, {
    defaultValues: EMPTY,
    mode: 'onTouched',
    onSubmit: (values) => setAccepted(values),
  });
  const label = (field: string) => t(`gallery.validation.fields.${field}`);
  return (
    <GalleryPage title={t('gallery.validation.title')} subtitle={t('gallery.validation.subtitle')}>
      <GalleryCard
        title={t('gallery.validation.cardTitle')}
        description={t('gallery.validation.cardDescription')}
        wide
      >
        <Box
          component="form"
          noValidate
          onSubmit={kit.onSubmit}
          aria-label={t('gallery.validation.cardTitle')}
        >
          <KitFormProvider form={kit}>
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="fullName" label={label('fullName')} required autoComplete="name" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="email"
                  label={label('email')}
                  type="email"
                  required
                  autoComplete="email"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="password"
                  label={label('password')}
                  type="password"
                  required
                  autoComplete="new-password"
                  helperText={t('gallery.validation.passwordHint')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="confirmPassword"
                  label={label('confirmPassword')}
                  type="password"
                  required
                  autoComplete="new-password"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="website" label={label('website')} type="url" placeholder="https://" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="age" label={label('age')} numeric required />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormRadioGroup<FormValidationInput>
                  name="plan"
                  label={label('plan')}
                  required
                  row
                  options={DEMO_PLANS.map((plan) => ({
                    value: plan,
                    label: t(`gallery.validation.plans.${plan}`),
                  }))}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormCheckbox<FormValidationInput> name="acceptTerms" label={label('acceptTerms')} required />
              </Grid>
            </Grid>
          </KitFormProvider>
          {accepted && (
            <Alert severity="success" sx={{ mt: 3 }} role="status">
              {t('gallery.validation.accepted', { name: accepted.fullName })}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
            <Button type="submit" variant="contained">
              {t('gallery.submit')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                kit.form.reset(EMPTY);
                setAccepted(null);
              }}
            >
              {t('gallery.reset')}
            </Button>
          </Box>
        </Box>
      </GalleryCard>
    </GalleryPage>
  );
}
