import '@cloudfit/shared/ui/kit/kit.i18n';
import '../settings.i18n';
import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type SettingsItem,
  type UpdateSettingsInput,
  updateSettingsSchema,
} from '@cloudfit/shared/schemas/settings.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ResourceFormBody, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import { useRecord, useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { SettingsFields } from '../components/SettingsFields';
import { settingsConflictFields, settingsFormValues } from '../components/settings-form';

export default function SystemConfigScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  // Every setting of the studio (managers only; others read the profile, `['settings', 'profile']`).
  const settings = useRecord<SettingsItem>('settings', 'all', { path: 'settings' });

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={
          settings.data && t('settings.subtitle', { updatedAt: format.dateTime(settings.data.updatedAt) })
        }
      />
      {settings.error && <Alert severity="error">{t('settings.loadFailed')}</Alert>}
      {settings.isPending && <LinearProgress aria-label={t('kit:list.loading')} />}
      {/* Keyed by version: a save elsewhere that reaches this screen resets the form to the saved values. */}
      {settings.data && <SettingsForm key={settings.data.version} settings={settings.data} />}
    </>
  );
}

/** One versioned form for every setting: a save that crossed someone else's opens the 409 dialog. */
function SettingsForm({ settings }: { settings: SettingsItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  // Every `settings` query refreshes, the studio profile included, so money and dates follow a new
  // currency or zone.
  const updateSettings = useSaveRecord<SettingsItem, UpdateSettingsInput>('settings', 'all', {
    path: 'settings',
    keepAnswer: true,
  });
  const [currencyLocked, setCurrencyLocked] = useState(false);
  const resourceForm = useResourceForm({
    schema: updateSettingsSchema,
    defaultValues: settingsFormValues(settings),
    submit: updateSettings,
    successMessage: t('settings.saved'),
    // Invoices exist: the saved currency goes back in the field, which stays shut, and the form error says why.
    onRefused: (error, _values, form) => {
      if (error.code !== DOMAIN_CODES.currencyLocked) return false;
      form.setValue('currency', settings.currency);
      setCurrencyLocked(true);
      return false;
    },
    // The studio's one settings record.
    live: { resource: 'studio-settings', recordId: 1 },
    conflict: {
      fields: settingsConflictFields(t, format),
      toFormValues: (current) => settingsFormValues(current as SettingsItem),
    },
  });
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('kit:form.save')}>
      <SettingsFields currencyLocked={currencyLocked} />
    </ResourceFormBody>
  );
}
