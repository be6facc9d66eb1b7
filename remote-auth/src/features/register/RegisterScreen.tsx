import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { AuthCard } from '../../ui/AuthCard';
import { RegisterForm } from './RegisterForm';

/** /register and register-v1. */
export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}
