import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  DEMO_PLANS,
  type FormValidationInput,
  type FormValidationValues,
  formValidationSchema,
} from '@cloudfit/shared/schemas/demo/form-validation.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  const { control, handleSubmit, reset } = useForm<FormValidationInput, unknown, FormValidationValues>({
    resolver: zodResolver(formValidationSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
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
          onSubmit={handleSubmit(setAccepted)}
          aria-label={t('gallery.validation.cardTitle')}
        >
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="fullName"
                label={label('fullName')}
                required
                autoComplete="name"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="email"
                label={label('email')}
                type="email"
                required
                autoComplete="email"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
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
                control={control}
                name="confirmPassword"
                label={label('confirmPassword')}
                type="password"
                required
                autoComplete="new-password"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="website"
                label={label('website')}
                type="url"
                placeholder="https://"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField control={control} name="age" label={label('age')} numeric required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="plan"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)} required>
                    <FormLabel id="validation-plan-label">{label('plan')}</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby="validation-plan-label"
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                    >
                      {DEMO_PLANS.map((plan) => (
                        <FormControlLabel
                          key={plan}
                          value={plan}
                          control={
                            <Radio
                              slotProps={{ input: { ref: plan === DEMO_PLANS[0] ? field.ref : undefined } }}
                            />
                          }
                          label={t(`gallery.validation.plans.${plan}`)}
                        />
                      ))}
                    </RadioGroup>
                    {fieldState.error?.message && (
                      <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>
                    )}
                  </FormControl>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="acceptTerms"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)} required>
                    <FormControlLabel
                      control={
                        <Checkbox
                          slotProps={{ input: { ref: field.ref } }}
                          checked={field.value === true}
                          onChange={(event) => field.onChange(event.target.checked)}
                          onBlur={field.onBlur}
                        />
                      }
                      label={label('acceptTerms')}
                    />
                    {fieldState.error?.message && (
                      <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>
                    )}
                  </FormControl>
                )}
              />
            </Grid>
          </Grid>
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
                reset(EMPTY);
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
