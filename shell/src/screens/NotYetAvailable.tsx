import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** The page of a route whose screen a later issue builds; its guard and layout already apply. */
export function NotYetAvailable() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center' }} data-testid="not-yet-available">
      <CardContent sx={{ p: 5 }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 56, mb: 2 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('notYetAvailable.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('notYetAvailable.body')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
          {pathname}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/member-list">
          {t('notYetAvailable.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
