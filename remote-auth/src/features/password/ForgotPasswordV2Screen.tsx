import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthSplit } from '../../ui/AuthSplit';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** forgot-password-v2: the same form in the template's second design. */
export default function ForgotPasswordV2Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthSplit title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthSplit>
  );
}
