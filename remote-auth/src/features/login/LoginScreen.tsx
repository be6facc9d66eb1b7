import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthCard } from '../../ui/AuthCard';
import { LoginForm } from './LoginForm';

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}
