import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthCard } from '../../ui/AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

/** reset-password-v1, where the mailed link leads. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
