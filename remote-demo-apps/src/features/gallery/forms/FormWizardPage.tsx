import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type FormWizardInput,
  formWizardSchema,
  WIZARD_COUNTRIES,
  WIZARD_STEP_SCHEMAS,
  type WizardStep,
} from '@cloudfit/shared/schemas/demo/form-wizard.schema';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormTextField } from './FormTextField';

const STEPS = Object.keys(WIZARD_STEP_SCHEMAS) as WizardStep[];

const EMPTY: FormWizardInput = {
  account: { username: '', email: '', password: '', confirmPassword: '' },
  personal: { firstName: '', lastName: '', country: '' as FormWizardInput['personal']['country'] },
  address: { address: '', city: '', postcode: '' },
  social: { twitter: '', facebook: '', linkedin: '' },
};

function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

function StepFields({ step }: { step: WizardStep }) {
  const { t, i18n } = useTranslation('demo');
  const label = (field: string) => t(`gallery.wizard.fields.${field}`);
  if (step === 'account') {
    return (
      <>
        <Half>
          <FormTextField name="account.username" label={label('username')} autoComplete="username" />
        </Half>
        <Half>
          <FormTextField name="account.email" label={label('email')} type="email" autoComplete="email" />
        </Half>
        <Half>
          <FormTextField
            name="account.password"
            label={label('password')}
            type="password"
            autoComplete="new-password"
          />
        </Half>
        <Half>
          <FormTextField
            name="account.confirmPassword"
            label={label('confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        </Half>
      </>
    );
  }
  if (step === 'personal') {
    const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (
      <>
        <Half>
          <FormTextField name="personal.firstName" label={label('firstName')} autoComplete="given-name" />
        </Half>
        <Half>
          <FormTextField name="personal.lastName" label={label('lastName')} autoComplete="family-name" />
        </Half>
        <Half>
          <FormTextField name="personal.country" label={label('country')} select>
            {WIZARD_COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {countryNames.of(code)}
              </MenuItem>
            ))}
          </FormTextField>
        </Half>
      </>
    );
  }
  if (step === 'address') {
    return (
      <>
        <Grid size={12}>
          <FormTextField name="address.address" label={label('address')} autoComplete="street-address" />
        </Grid>
        <Half>
          <FormTextField name="address.city" label={label('city')} autoComplete="address-level2" />
        </Half>
        <Half>
          <FormTextField name="address.postcode" label={label('postcode')} autoComplete="postal-code" />
        </Half>
      </>
    );
  }
  return (
    <>
      {(['twitter', 'facebook', 'linkedin'] as const).map((network) => (
        <Half key={network}>
          <FormTextField
            name={`social.${network}`}
            label={label(network)}
            type="url"
            placeholder="https://"
          />
        </Half>
      ))}
    </>
  );
}

function Summary({ values, onRestart }: { values: FormWizardInput; onRestart: () => void }) {
  const { t, i18n } = useTranslation('demo');
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const none = t('gallery.wizard.none');
  const rows: [string, string][] = [
    ['username', values.account.username],
    ['email', values.account.email],
    ['firstName', values.personal.firstName],
    ['lastName', values.personal.lastName],
    ['country', countryNames.of(values.personal.country) ?? values.personal.country],
    ['address', values.address.address],
    ['city', values.address.city],
    ['postcode', values.address.postcode],
    ['twitter', values.social.twitter || none],
    ['facebook', values.social.facebook || none],
    ['linkedin', values.social.linkedin || none],
  ];
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('gallery.wizard.done')}
      </Alert>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('gallery.wizard.summary')}
      </Typography>
      <Box
        component="dl"
        aria-label={t('gallery.wizard.summary')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`gallery.wizard.fields.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" onClick={onRestart} sx={{ mt: 3 }}>
        {t('gallery.wizard.restart')}
      </Button>
    </Box>
  );
}

/** The form wizard: four steps, each checked before Next; the last one shows a summary of it all. */
export function FormWizardPage() {
  const { t } = useTranslation('demo');
  const [active, setActive] = useState(0);
  const [submitted, setSubmitted] = useState<FormWizardInput | null>(null);
  const kit = useKitForm(formWizardSchema, {
    defaultValues: EMPTY,
    mode: 'onTouched',
    onSubmit: (_values, form) => setSubmitted(form.getValues()),
  });
  const { trigger, reset } = kit.form;
  const step = STEPS[active] ?? 'account';
  const isLast = active === STEPS.length - 1;

  const next = async () => {
    if (await trigger(step, { shouldFocus: true })) setActive(active + 1);
  };
  // Enter in a field moves on like Next; only the last step submits the whole form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isLast) return void kit.onSubmit(event);
    event.preventDefault();
    void next();
  };

  return (
    <Box sx={{ pb: 4 }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 26, sm: 32 } }}>
          {t('gallery.wizard.title')}
        </Typography>
        <Typography color="text.secondary">{t('gallery.wizard.subtitle')}</Typography>
      </Box>
      <Card>
        <CardContent>
          <Stepper activeStep={submitted ? STEPS.length : active} alternativeLabel sx={{ mb: 4 }}>
            {STEPS.map((key) => (
              <Step key={key}>
                <StepLabel>{t(`gallery.wizard.steps.${key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {submitted ? (
            <Summary
              values={submitted}
              onRestart={() => {
                reset(EMPTY);
                setSubmitted(null);
                setActive(0);
              }}
            />
          ) : (
            <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="wizard-step-heading">
              <Typography id="wizard-step-heading" variant="h6" component="h2">
                {t('gallery.wizard.stepOf', {
                  step: active + 1,
                  count: STEPS.length,
                  name: t(`gallery.wizard.steps.${step}`),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {t(`gallery.wizard.hints.${step}`)}
              </Typography>
              <Grid container spacing={2.5}>
                <KitFormProvider form={kit}>
                  <StepFields step={step} />
                </KitFormProvider>
              </Grid>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
                <Button variant="outlined" disabled={active === 0} onClick={() => setActive(active - 1)}>
                  {t('gallery.wizard.previous')}
                </Button>
                <Button type="submit" variant="contained" color={isLast ? 'success' : 'primary'}>
                  {isLast ? t('gallery.submit') : t('gallery.wizard.next')}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
