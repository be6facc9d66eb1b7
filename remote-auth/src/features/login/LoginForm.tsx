import '../../i18n/auth-resources';
import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { switchLanguage, useTranslation } from '@cloudfit/shared/i18n/i18n';
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
import { FormPassword, FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
  const settings = useLoginSettings();
  const kit = useKitForm(loginSchema, {
    defaultValues: { email: '', password: '' } satisfies LoginInput,
    unreachableMessage: t('login.unreachable'),
    onSubmit: async (input) => {
      const { userData, accessToken, refreshToken } = await apiClient.post<LoginResponse>(
        'jwt/login',
        input,
        { skipRefresh: true },
      );
      const home = homeForRole(userData.role);
      if (home === LOGIN_PATH) {
        kit.setFormError(t('login.noRole'));
        return;
      }
      applyProfileLanguage(userData.locale);
      appStore.getState().signIn(userData, { accessToken, refreshToken });
      navigate(safeRedirectTarget(searchParams.get('redirect')) ?? home, { replace: true });
    },
  });
  const { formError } = kit;

  return (
    <Box component="form" noValidate onSubmit={kit.onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <KitFormProvider form={kit}>
        <LanguageSwitcher />
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : (
          searchParams.get('reason') === SESSION_ENDED_REASON && (
            <Alert severity="warning" role="status">
              {t('login.sessionEnded')}
            </Alert>
          )
        )}
        <FormText<LoginInput>
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormPassword<LoginInput>
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
        />
      </KitFormProvider>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          {t('login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={kit.form.formState.isSubmitting}>
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
