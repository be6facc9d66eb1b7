import { CLIENT_VERSION } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BLEED, GUTTER } from './gutter';

/** `sticky`: stays at the bottom of the window over the page, full width, instead of after the page. */
export function Footer({ sticky }: { sticky: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      data-footer-type={sticky ? 'sticky' : 'static'}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        py: 2,
        color: 'text.secondary',
        ...(sticky && {
          position: 'sticky',
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          mx: BLEED,
          px: GUTTER,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }),
        // Free space above the footer for the scroll-to-top button (40 px), which rides 8 px above it:
        // with the page's own 24 px it stays clear of the page's last controls (a form's Save).
        mt: 5,
      }}
    >
      <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2" data-testid="client-version">
        {t('footer.version', { version: CLIENT_VERSION })}
      </Typography>
    </Box>
  );
}
