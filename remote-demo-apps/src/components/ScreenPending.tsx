import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Stands in for a demo screen while it is being built; uses the shell's "not yet available" text. */
export function ScreenPending() {
  const { t } = useTranslation();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center' }} data-testid="not-yet-available">
      <CardContent sx={{ p: 5 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('notYetAvailable.title')}
        </Typography>
        <Typography color="text.secondary">{t('notYetAvailable.body')}</Typography>
      </CardContent>
    </Card>
  );
}
