import '../../i18n/auth-resources';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useSearchParams } from '@cloudfit/shared/router/app-router';
import { AUTH_MESSAGES, resetPasswordSchema } from '@cloudfit/shared/schemas/auth.schema';
import { FormError, FormPassword, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { z } from 'zod';
import { AuthOutcome } from '../../ui/AuthOutcome';

const resetFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Sets a new password with the single-use token of the mailed link (`?token=`). */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<'done' | 'invalidLink' | null>(token ? null : 'invalidLink');
  const kit = useKitForm(resetFormSchema, {
    defaultValues: { password: '', confirmPassword: '' } satisfies ResetForm,
    unreachableMessage: t('login.unreachable'),
    onSubmit: async ({ password }) => {
      await apiClient.post('jwt/reset-password', { token, password }, { skipRefresh: true });
      setOutcome('done');
    },
    onRefused: (error) => {
      if (!ApiError.is(error) || !error.fields?.token) return false;
      setOutcome('invalidLink');
      return true;
    },
  });

  if (outcome === 'done') {
    return (
      <AuthOutcome
        severity="success"
        message={t('reset.done')}
        to="/login"
        action={t('common.backToLogin')}
      />
    );
  }
  if (outcome === 'invalidLink') {
    return (
      <AuthOutcome
        severity="error"
        message={translateMessage(AUTH_MESSAGES.resetLinkInvalid)}
        to="/forgot-password"
        action={t('reset.askAgain')}
      />
    );
  }
  return (
    <Box component="form" noValidate onSubmit={kit.onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <FormError message={kit.formError} />
      <KitFormProvider form={kit}>
        <FormPassword<ResetForm>
          name="password"
          label={t('reset.newPassword')}
          autoComplete="new-password"
          autoFocus
          helperText={t('register.passwordHint')}
        />
        <FormPassword<ResetForm>
          name="confirmPassword"
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
        />
      </KitFormProvider>
      <Button type="submit" variant="contained" size="large" loading={kit.form.formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
      <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'center' }}>
        {t('common.backToLogin')}
      </Link>
    </Box>
  );
}
