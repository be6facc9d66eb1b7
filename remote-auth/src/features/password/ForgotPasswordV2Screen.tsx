import '../../i18n/auth-resources';
import { useTranslation } from 'react-i18next';
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
