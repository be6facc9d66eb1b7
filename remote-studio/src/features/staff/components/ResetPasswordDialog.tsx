import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { resetStaffPasswordSchema } from '@cloudfit/shared/schemas/staff.schema';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FormText, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import { useResetStaffPassword } from '../api/reset-staff-password';

/** An admin sets a new password for someone who forgot theirs (or whose password leaked). */
export function ResetPasswordDialog(props: {
  staffId: number;
  name: string;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('studio');
  const resetPassword = useResetStaffPassword(props.staffId);
  const resourceForm = useResourceForm({
    schema: resetStaffPasswordSchema,
    defaultValues: { password: '' },
    submit: resetPassword,
    successMessage: t('staff.password.done'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('staff.password.title', { name: props.name })}
      submitLabel={t('staff.password.submit')}
      resourceForm={resourceForm}
      onClose={props.onClose}
      maxWidth="xs"
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('staff.password.body')}
      </Alert>
      <FormText<{ password: string }>
        name="password"
        label={t('staff.password.field')}
        helperText={t('staff.fields.passwordHelp')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus
      />
    </FormDialog>
  );
}
