import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type AccountNotification,
  NOTIFICATION_FLAGS,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { FormSwitch, KitFormProvider } from '@cloudfit/shared/ui/kit/form';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { SectionActions } from './SectionActions';
import { useSectionForm } from './section-form';

/** The six email notification flags. */
export function NotificationsTab({ saved }: { saved: AccountNotification }) {
  const { t } = useTranslation('demo');
  const { kit, form, submit } = useSectionForm('notification', saved);
  return (
    <KitFormProvider form={kit}>
      <form onSubmit={submit} noValidate aria-label={t('accountSetting.tabs.notification')}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('accountSetting.notification.heading')}
        </Typography>
        <FormGroup>
          {NOTIFICATION_FLAGS.map((flag) => (
            <FormSwitch<AccountNotification>
              key={flag}
              name={flag}
              label={t(`accountSetting.notification.flags.${flag}`)}
            />
          ))}
        </FormGroup>
        <SectionActions saving={form.formState.isSubmitting} onDiscard={() => form.reset(saved)} />
      </form>
    </KitFormProvider>
  );
}
