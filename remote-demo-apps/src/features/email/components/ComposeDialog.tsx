import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type ComposeEmailInput, composeEmailSchema } from '@cloudfit/shared/schemas/demo/email.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { FormTags, FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSendEmail } from '../api/use-emails';

const BLANK: ComposeEmailInput = { to: [], cc: [], subject: '', message: '' };

/** Writes and sends an email (to, cc, subject, message); it then shows under "sent". */
export function ComposeDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('demo');
  const sendEmail = useSendEmail();
  const kit = useKitForm(composeEmailSchema, {
    defaultValues: BLANK,
    onSubmit: async (email) => {
      try {
        await sendEmail.mutateAsync(email);
      } catch {
        return; // the mutation already showed why; the dialog keeps what was written
      }
      appStore.getState().toast(t('email.sent'));
      close();
    },
  });
  const close = () => {
    kit.form.reset(BLANK);
    props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="compose-email-title">
      <form onSubmit={kit.onSubmit} noValidate>
        <DialogTitle id="compose-email-title">{t('email.compose')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <KitFormProvider form={kit}>
              <FormTags<ComposeEmailInput>
                name="to"
                label={t('email.to')}
                helperText={t('email.addressesHelp')}
                autoSelect
              />
              <FormTags<ComposeEmailInput>
                name="cc"
                label={t('email.cc')}
                helperText={t('email.addressesHelp')}
                autoSelect
              />
              <FormText<ComposeEmailInput> name="subject" label={t('email.subject')} />
              <FormText<ComposeEmailInput> name="message" label={t('email.message')} multiline minRows={6} />
            </KitFormProvider>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('email.cancel')}</Button>
          <Button type="submit" variant="contained" loading={kit.form.formState.isSubmitting}>
            {t('email.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
