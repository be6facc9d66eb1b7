import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthSplit } from '../../ui/AuthSplit';
import { RegisterForm } from './RegisterForm';

/** register-v2: the same form in the template's second design. */
export default function RegisterV2Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthSplit title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
    </AuthSplit>
  );
}
