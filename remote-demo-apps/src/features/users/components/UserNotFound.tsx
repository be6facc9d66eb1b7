import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** An unknown or unreadable user id on the view and edit screens. */
export function UserNotFound({ missing }: { missing: boolean }) {
  const { t } = useTranslation('demo');
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center' }}>
      <CardContent sx={{ p: 5 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {missing ? t('users.notFound') : t('common.loadFailed')}
        </Typography>
        <Button component={RouterLink} to="/apps/users/list" variant="contained" sx={{ mt: 2 }}>
          {t('users.backToList')}
        </Button>
      </CardContent>
    </Card>
  );
}
