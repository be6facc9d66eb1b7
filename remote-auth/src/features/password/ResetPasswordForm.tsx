import '../../i18n/auth-resources';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useSearchParams } from '@cloudfit/shared/router/app-router';
import { AUTH_MESSAGES, resetPasswordSchema } from '@cloudfit/shared/schemas/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldError } from '../../ui/field-error';
import { PasswordField } from '../../ui/PasswordField';

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await apiClient.post('jwt/reset-password', { token, password }, { skipRefresh: true });
      setOutcome('done');
    } catch (error) {
      if (!ApiError.is(error) || !error.body) setFormError(t('login.unreachable'));
      else if (error.fields?.token) setOutcome('invalidLink');
      else if (error.fields?.password) setError('password', { message: error.fields.password });
      else setFormError(error.message);
    }
  });

  if (outcome === 'done') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {t('reset.done')}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('common.backToLogin')}
        </Button>
      </Box>
    );
  }
  if (outcome === 'invalidLink') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" role="alert">
          {translateMessage(AUTH_MESSAGES.resetLinkInvalid)}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained">
          {t('reset.askAgain')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {formError && (
        <Alert severity="error" role="alert">
          {translateMessage(formError)}
        </Alert>
      )}
      <PasswordField
        label={t('reset.newPassword')}
        autoComplete="new-password"
        autoFocus
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message) ?? t('register.passwordHint')}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={fieldError(errors.confirmPassword?.message)}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('reset.submit')}
      </Button>
      <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'center' }}>
        {t('common.backToLogin')}
      </Link>
    </Box>
  );
}
