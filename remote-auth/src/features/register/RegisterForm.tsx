import '../../i18n/auth-resources';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import { type RegisterInput, registerSchema } from '@cloudfit/shared/schemas/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldError } from '../../ui/field-error';
import { PasswordField } from '../../ui/PasswordField';

const FIELDS = ['username', 'email', 'password'] as const;

/**
 * Creates an account. It has no role (docs/product.md, Roles and accounts), so the person is not signed in but told that
 * an administrator must give it access first.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await apiClient.post('jwt/register', input, { skipRefresh: true });
      setRegisteredEmail(input.email);
    } catch (error) {
      if (!ApiError.is(error) || !error.body) {
        setFormError(t('login.unreachable'));
        return;
      }
      const fields = Object.entries(error.fields ?? {}).filter(([field]) =>
        (FIELDS as readonly string[]).includes(field),
      );
      for (const [field, message] of fields) setError(field as (typeof FIELDS)[number], { message });
      if (fields.length === 0) setFormError(error.message);
    }
  });

  if (registeredEmail) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {t('register.created', { email: registeredEmail })}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('common.backToLogin')}
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
      <TextField
        label={t('register.username')}
        autoComplete="username"
        autoFocus
        fullWidth
        {...register('username')}
        error={Boolean(errors.username)}
        helperText={fieldError(errors.username?.message)}
      />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        fullWidth
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={fieldError(errors.email?.message)}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="new-password"
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message) ?? t('register.passwordHint')}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('register.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('register.signInInstead')}
        </Link>
      </Typography>
    </Box>
  );
}
