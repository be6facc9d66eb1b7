import '../../i18n/auth-resources';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  PASSWORD_RESET_TTL_MINUTES,
} from '@cloudfit/shared/schemas/auth.schema';
import { FormError, FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';

/** Asks for a reset link; the server answers alike whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kit = useKitForm(forgotPasswordSchema, {
    defaultValues: { email: '' } satisfies ForgotPasswordInput,
    unreachableMessage: t('login.unreachable'),
    onSubmit: async (input) => {
      // The mail is written in the language this screen is shown in.
      await apiClient.post('jwt/forgot-password', { ...input, locale: i18n.language }, { skipRefresh: true });
      setSentTo(input.email);
    },
  });

  return (
    <Box component="form" noValidate onSubmit={kit.onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <FormError message={kit.formError} />
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
        </Alert>
      ) : (
        <KitFormProvider form={kit}>
          <FormText<ForgotPasswordInput>
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={kit.form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </KitFormProvider>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'center' }}>
        {t('common.backToLogin')}
      </Link>
    </Box>
  );
}
