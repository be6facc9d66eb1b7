import '../../i18n/auth-resources';
import { useTranslation } from 'react-i18next';
import { AuthSplit } from '../../ui/AuthSplit';
import { ResetPasswordForm } from './ResetPasswordForm';

/** reset-password-v2: the same form in the template's second design. */
export default function ResetPasswordV2Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthSplit title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm />
    </AuthSplit>
  );
}
