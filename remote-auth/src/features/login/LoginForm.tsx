import '../../i18n/auth-resources';
import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { switchLanguage, translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@cloudfit/shared/router/app-router';
import { type LoginInput, type LoginResponse, loginSchema } from '@cloudfit/shared/schemas/auth.schema';
import {
  homeForRole,
  LOGIN_PATH,
  SESSION_ENDED_REASON,
  safeRedirectTarget,
} from '@cloudfit/shared/session/home-route';
import { appStore } from '@cloudfit/shared/store/app-store';
import { PREFERENCE_KEYS } from '@cloudfit/shared/store/preferences';
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
import { useLoginSettings } from './api/get-login-settings';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The profile's language applies on a device where nobody chose one yet (here or in the navbar). */
function applyProfileLanguage(locale: Locale | null | undefined) {
  if (!locale || !LOCALES.includes(locale) || localStorage.getItem(PREFERENCE_KEYS.locale)) return;
  appStore.getState().setLocale(locale);
  void switchLanguage(locale);
}

/** The sign-in form both login designs show; an account without a role stays here with the reason. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const settings = useLoginSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const { userData, accessToken, refreshToken } = await apiClient.post<LoginResponse>(
        'jwt/login',
        input,
        { skipRefresh: true },
      );
      const home = homeForRole(userData.role);
      if (home === LOGIN_PATH) {
        setFormError(t('login.noRole'));
        return;
      }
      applyProfileLanguage(userData.locale);
      appStore.getState().signIn(userData, { accessToken, refreshToken });
      navigate(safeRedirectTarget(searchParams.get('redirect')) ?? home, { replace: true });
    } catch (error) {
      if (!ApiError.is(error)) {
        setFormError(t('login.unreachable'));
        return;
      }
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      if (!error.fields) setFormError(error.body ? error.message : t('login.unreachable'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <LanguageSwitcher />
      {formError ? (
        <Alert severity="error" role="alert">
          {translateMessage(formError)}
        </Alert>
      ) : (
        searchParams.get('reason') === SESSION_ENDED_REASON && (
          <Alert severity="warning" role="status">
            {t('login.sessionEnded')}
          </Alert>
        )
      )}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={fieldError(errors.email?.message)}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          {t('login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('login.newHere')}{' '}
        <Link component={RouterLink} to="/register">
          {t('login.register')}
        </Link>
      </Typography>
      {settings.data?.showDemoAccounts && (
        <Alert severity="info" variant="outlined" role="note" sx={{ fontSize: 13 }}>
          {t('login.demoAccounts')}
        </Alert>
      )}
    </Box>
  );
}
