import { CLIENT_VERSION } from '@cloudfit/shared/constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', justifyContent: 'space-between', py: 2, color: 'text.secondary' }}
    >
      <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2" data-testid="client-version">
        {t('footer.version', { version: CLIENT_VERSION })}
      </Typography>
    </Box>
  );
}
