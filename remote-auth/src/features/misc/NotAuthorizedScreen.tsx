import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import { homeForRole, LOGIN_PATH } from '@cloudfit/shared/session/home-route';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../ui/AuthCard';

export default function NotAuthorizedScreen() {
  const { t } = useTranslation('auth');
  const role = useAppStore((s) => s.session.userData?.role);
  const home = homeForRole(role);
  return (
    <AuthCard title={t('notAuthorized.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notAuthorized.body')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={home === LOGIN_PATH ? LOGIN_PATH : home}>
        {t('notAuthorized.back')}
      </Button>
    </AuthCard>
  );
}
