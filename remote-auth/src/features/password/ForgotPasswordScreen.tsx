import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthCard } from '../../ui/AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** /forgot-password and forgot-password-v1. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
