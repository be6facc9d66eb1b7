import type { Locale } from '@cloudfit/shared/constants';
import type { SettingsItem, UpdateSettingsInput } from '@cloudfit/shared/schemas/settings.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import { LOCALE_NAMES } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

export function settingsFormValues(settings: SettingsItem): UpdateSettingsInput {
  return {
    studioName: settings.studioName,
    currency: settings.currency,
    taxRateBasisPoints: settings.taxRateBasisPoints,
    pricesIncludeTax: settings.pricesIncludeTax,
    invoicePrefix: settings.invoicePrefix,
    taxNumber: settings.taxNumber,
    timeZone: settings.timeZone,
    bookingWindowDays: settings.bookingWindowDays,
    cancelCutoffHours: settings.cancelCutoffHours,
    lateCancelCountsCredit: settings.lateCancelCountsCredit,
    noShowPolicy: settings.noShowPolicy,
    noShowFee: settings.noShowFee,
    waitlistAutoPromote: settings.waitlistAutoPromote,
    checkInBlockOwingOver: settings.checkInBlockOwingOver,
    checkInRequireWaiver: settings.checkInRequireWaiver,
    selfRegistration: settings.selfRegistration,
    defaultLocale: settings.defaultLocale as Locale,
    version: settings.version,
  };
}

/** 1900 basis points → "19"; 1250 → "12.5". */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

export function settingsConflictFields(t: TFunction<'studio'>, format: StudioFormat): ConflictField[] {
  const onOff = (value: unknown) => t(value ? 'settings.on' : 'settings.off');
  return [
    { name: 'studioName', label: t('settings.fields.studioName') },
    {
      name: 'defaultLocale',
      label: t('settings.fields.defaultLocale'),
      format: (value) => LOCALE_NAMES[value as Locale] ?? String(value),
    },
    { name: 'timeZone', label: t('settings.fields.timeZone') },
    { name: 'currency', label: t('settings.fields.currency') },
    {
      name: 'taxRateBasisPoints',
      label: t('settings.fields.taxRate'),
      format: (value) => `${basisPointsToPercent(value as number)} %`,
    },
    { name: 'pricesIncludeTax', label: t('settings.fields.pricesIncludeTax'), format: onOff },
    { name: 'invoicePrefix', label: t('settings.fields.invoicePrefix') },
    { name: 'taxNumber', label: t('settings.fields.taxNumber') },
    { name: 'bookingWindowDays', label: t('settings.fields.bookingWindowDays') },
    { name: 'cancelCutoffHours', label: t('settings.fields.cancelCutoffHours') },
    { name: 'lateCancelCountsCredit', label: t('settings.fields.lateCancelCountsCredit'), format: onOff },
    {
      name: 'noShowPolicy',
      label: t('settings.fields.noShowPolicy'),
      format: (value) => t(`settings.noShowPolicies.${value}`),
    },
    {
      name: 'noShowFee',
      label: t('settings.fields.noShowFee'),
      format: (value) => format.money(value as number),
    },
    { name: 'waitlistAutoPromote', label: t('settings.fields.waitlistAutoPromote'), format: onOff },
    {
      name: 'checkInBlockOwingOver',
      label: t('settings.fields.checkInBlockOwingOver'),
      format: (value) => (value === null ? t('settings.never') : format.money(value as number)),
    },
    { name: 'checkInRequireWaiver', label: t('settings.fields.checkInRequireWaiver'), format: onOff },
    { name: 'selfRegistration', label: t('settings.fields.selfRegistration'), format: onOff },
  ];
}
