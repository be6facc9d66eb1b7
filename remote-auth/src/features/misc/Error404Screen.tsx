import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../ui/AuthCard';

export default function Error404Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('notFound.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.back')}
      </Button>
    </AuthCard>
  );
}
