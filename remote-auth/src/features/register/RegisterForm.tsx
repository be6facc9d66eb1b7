import '../../i18n/auth-resources';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import { type RegisterInput, registerSchema } from '@cloudfit/shared/schemas/auth.schema';
import { FormError, FormPassword, FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AuthOutcome } from '../../ui/AuthOutcome';

/**
 * Creates an account. It has no role (docs/product.md, Roles and accounts), so the person is not signed in but told that
 * an administrator must give it access first.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const kit = useKitForm(registerSchema, {
    defaultValues: { username: '', email: '', password: '' } satisfies RegisterInput,
    unreachableMessage: t('login.unreachable'),
    onSubmit: async (input) => {
      await apiClient.post('jwt/register', input, { skipRefresh: true });
      setRegisteredEmail(input.email);
    },
  });

  if (registeredEmail) {
    return (
      <AuthOutcome
        severity="success"
        message={t('register.created', { email: registeredEmail })}
        to="/login"
        action={t('common.backToLogin')}
      />
    );
  }

  return (
    <Box component="form" noValidate onSubmit={kit.onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <FormError message={kit.formError} />
      <KitFormProvider form={kit}>
        <FormText<RegisterInput>
          name="username"
          label={t('register.username')}
          autoComplete="username"
          autoFocus
        />
        <FormText<RegisterInput> name="email" label={t('login.email')} type="email" autoComplete="email" />
        <FormPassword<RegisterInput>
          name="password"
          label={t('login.password')}
          autoComplete="new-password"
          helperText={t('register.passwordHint')}
        />
      </KitFormProvider>
      <Button type="submit" variant="contained" size="large" loading={kit.form.formState.isSubmitting}>
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
