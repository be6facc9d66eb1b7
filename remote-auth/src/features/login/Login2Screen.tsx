import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthSplit } from '../../ui/AuthSplit';
import { LoginForm } from './LoginForm';

/** /login2: the same sign-in in the template's second design. */
export default function Login2Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthSplit title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthSplit>
  );
}
