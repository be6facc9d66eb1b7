import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type AccountNotification,
  NOTIFICATION_FLAGS,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider } from 'react-hook-form';
import { SectionActions } from './SectionActions';
import { useSectionForm } from './section-form';

/** The six email notification flags. */
export function NotificationsTab({ saved }: { saved: AccountNotification }) {
  const { t } = useTranslation('demo');
  const { form, submit } = useSectionForm('notification', saved);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('accountSetting.tabs.notification')}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('accountSetting.notification.heading')}
        </Typography>
        <FormGroup>
          {NOTIFICATION_FLAGS.map((flag) => (
            <Controller
              key={flag}
              name={flag}
              control={form.control}
              render={({ field }) => (
                <FormControlLabel
                  label={t(`accountSetting.notification.flags.${flag}`)}
                  control={
                    <Switch
                      name={field.name}
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
        <SectionActions saving={form.formState.isSubmitting} onDiscard={() => form.reset(saved)} />
      </form>
    </FormProvider>
  );
}
