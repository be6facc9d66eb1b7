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
        // On a phone the scroll-to-top button sits at the bottom left, over where the footer begins.
        pl: sticky ? { xs: 7, sm: GUTTER.xs, md: GUTTER.md } : { xs: 7, sm: 0 },
      }}
    >
      <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2" data-testid="client-version">
        {t('footer.version', { version: CLIENT_VERSION })}
      </Typography>
    </Box>
  );
}
