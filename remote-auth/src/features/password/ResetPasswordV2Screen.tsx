import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
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
