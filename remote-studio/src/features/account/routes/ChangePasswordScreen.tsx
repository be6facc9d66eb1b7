import '@cloudfit/shared/ui/kit/kit.i18n';
import '../account.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { changePasswordSchema } from '@cloudfit/shared/schemas/account.schema';
import { AUTH_MESSAGES } from '@cloudfit/shared/schemas/auth.schema';
import { FormText, ResourceFormBody, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { changePassword } from '../api/account-api';

const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Change password: the current one, then the new one twice, under the reset page's rule. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('studio');
  const resourceForm = useResourceForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    successMessage: t('account.password.done'),
    afterSave: 'reset',
    draftKey: false,
  });
  return (
    <>
      <PageHeader
        title={t('titles.changePassword', { ns: 'common' })}
        subtitle={t('account.password.subtitle')}
      />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('account.password.otherDevices')}
          </Alert>
          <ResourceFormBody
            resourceForm={resourceForm}
            submitLabel={t('account.password.submit')}
            discardable={false}
          >
            <Stack spacing={2}>
              <FormText<ChangePasswordForm>
                name="currentPassword"
                label={t('account.password.current')}
                type="password"
                autoComplete="current-password"
                required
              />
              <FormText<ChangePasswordForm>
                name="newPassword"
                label={t('account.password.new')}
                helperText={t('account.password.newHelp')}
                type="password"
                autoComplete="new-password"
                required
              />
              <FormText<ChangePasswordForm>
                name="confirmPassword"
                label={t('account.password.confirm')}
                type="password"
                autoComplete="new-password"
                required
              />
            </Stack>
          </ResourceFormBody>
        </CardContent>
      </Card>
    </>
  );
}
