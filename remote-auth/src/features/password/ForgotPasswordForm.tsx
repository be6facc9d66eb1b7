import '../../i18n/auth-resources';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  PASSWORD_RESET_TTL_MINUTES,
} from '@cloudfit/shared/schemas/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldError } from '../../ui/field-error';

/** Asks for a reset link; the server answers alike whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      // The mail is written in the language this screen is shown in.
      await apiClient.post('jwt/forgot-password', { ...input, locale: i18n.language }, { skipRefresh: true });
      setSentTo(input.email);
    } catch (error) {
      if (!ApiError.is(error) || !error.body) setFormError(t('login.unreachable'));
      else if (error.fields?.email) setError('email', { message: error.fields.email });
      else setFormError(error.message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {formError && (
        <Alert severity="error" role="alert">
          {translateMessage(formError)}
        </Alert>
      )}
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
        </Alert>
      ) : (
        <>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            {...register('email')}
            error={Boolean(errors.email)}
            helperText={fieldError(errors.email?.message)}
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'center' }}>
        {t('common.backToLogin')}
      </Link>
    </Box>
  );
}
