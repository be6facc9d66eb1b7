import { LOCALES } from '@cloudfit/shared/constants';
import { isolate } from '@cloudfit/shared/i18n/bidi';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { NO_SHOW_POLICIES, type UpdateSettingsInput } from '@cloudfit/shared/schemas/settings.schema';
import {
  FieldGrid,
  FormInteger,
  FormMoney,
  FormSearchSelect,
  FormSelect,
  FormSwitch,
  FormText,
  FormTimeZone,
  LOCALE_NAMES,
} from '@cloudfit/shared/ui/kit/form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormPercent } from './FormPercent';

function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function useCurrencyOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }, [i18n.language]);
}

/** Every setting of the studio, grouped as a manager thinks of them. */
export function SettingsFields({ currencyLocked }: { currencyLocked: boolean }) {
  const { t } = useTranslation('studio');
  const { control } = useFormContext<UpdateSettingsInput>();
  const noShowPolicy = useWatch({ control, name: 'noShowPolicy' });
  const currencies = useCurrencyOptions();
  return (
    <Stack spacing={3}>
      <SettingsCard title={t('settings.cards.studio')} description={t('settings.cards.studioHelp')}>
        <FieldGrid>
          <FormText<UpdateSettingsInput> name="studioName" label={t('settings.fields.studioName')} required />
          <FormSelect<UpdateSettingsInput>
            name="defaultLocale"
            label={t('settings.fields.defaultLocale')}
            helperText={t('settings.fields.defaultLocaleHelp')}
            required
            options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
          />
          <FormTimeZone<UpdateSettingsInput>
            name="timeZone"
            label={t('settings.fields.timeZone')}
            helperText={t('settings.fields.timeZoneHelp')}
            required
          />
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title={t('settings.cards.money')} description={t('settings.cards.moneyHelp')}>
        <FieldGrid columns={3}>
          <FormSearchSelect<UpdateSettingsInput>
            name="currency"
            label={t('settings.fields.currency')}
            helperText={t(currencyLocked ? 'settings.fields.currencyLocked' : 'settings.fields.currencyHelp')}
            options={currencies}
            disabled={currencyLocked}
            required
          />
          <FormPercent<UpdateSettingsInput>
            name="taxRateBasisPoints"
            label={t('settings.fields.taxRate')}
            helperText={t('settings.fields.taxRateHelp')}
          />
          <FormText<UpdateSettingsInput>
            name="invoicePrefix"
            label={t('settings.fields.invoicePrefix')}
            helperText={isolate(t('settings.fields.invoicePrefixHelp'))}
            required
          />
          <FormText<UpdateSettingsInput>
            name="taxNumber"
            label={t('settings.fields.taxNumber')}
            helperText={t('settings.fields.taxNumberHelp')}
          />
          <div className="full-row">
            <FormSwitch<UpdateSettingsInput>
              name="pricesIncludeTax"
              label={t('settings.fields.pricesIncludeTax')}
              helperText={t('settings.fields.pricesIncludeTaxHelp')}
            />
          </div>
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title={t('settings.cards.bookings')} description={t('settings.cards.bookingsHelp')}>
        <FieldGrid>
          <FormInteger<UpdateSettingsInput>
            name="bookingWindowDays"
            label={t('settings.fields.bookingWindowDays')}
            helperText={t('settings.fields.bookingWindowDaysHelp')}
            required
            min={1}
          />
          <FormInteger<UpdateSettingsInput>
            name="cancelCutoffHours"
            label={t('settings.fields.cancelCutoffHours')}
            helperText={t('settings.fields.cancelCutoffHoursHelp')}
            required
            min={0}
          />
          <FormSelect<UpdateSettingsInput>
            name="noShowPolicy"
            label={t('settings.fields.noShowPolicy')}
            required
            options={NO_SHOW_POLICIES.map((policy) => ({
              value: policy,
              label: t(`settings.noShowPolicies.${policy}`),
            }))}
          />
          {noShowPolicy === 'charge_fee' && (
            <FormMoney<UpdateSettingsInput>
              name="noShowFee"
              label={t('settings.fields.noShowFee')}
              required
            />
          )}
          <div className="full-row">
            <FormSwitch<UpdateSettingsInput>
              name="lateCancelCountsCredit"
              label={t('settings.fields.lateCancelCountsCredit')}
              helperText={t('settings.fields.lateCancelCountsCreditHelp')}
            />
          </div>
          <div className="full-row">
            <FormSwitch<UpdateSettingsInput>
              name="waitlistAutoPromote"
              label={t('settings.fields.waitlistAutoPromote')}
              helperText={t('settings.fields.waitlistAutoPromoteHelp')}
            />
          </div>
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title={t('settings.cards.checkIn')} description={t('settings.cards.checkInHelp')}>
        <FieldGrid>
          <FormMoney<UpdateSettingsInput>
            name="checkInBlockOwingOver"
            label={t('settings.fields.checkInBlockOwingOver')}
            helperText={t('settings.fields.checkInBlockOwingOverHelp')}
          />
          <FormSwitch<UpdateSettingsInput>
            name="checkInRequireWaiver"
            label={t('settings.fields.checkInRequireWaiver')}
            helperText={t('settings.fields.checkInRequireWaiverHelp')}
          />
        </FieldGrid>
      </SettingsCard>
      <SettingsCard
        title={t('settings.cards.registration')}
        description={t('settings.cards.registrationHelp')}
      >
        <FormSwitch<UpdateSettingsInput>
          name="selfRegistration"
          label={t('settings.fields.selfRegistration')}
          helperText={t('settings.fields.selfRegistrationHelp')}
        />
      </SettingsCard>
    </Stack>
  );
}
