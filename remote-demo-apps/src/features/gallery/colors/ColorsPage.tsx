import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { THEME_COLORS } from '../components/use-readable-colors';

const SHADES = ['light', 'main', 'dark'] as const;
const GREYS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** Black or white, whichever reads better: one of them always reaches WCAG AA (4.5:1) on any colour. */
function readableText(background: string, candidates: string[]): { text: string; ratio: number } {
  return candidates
    .map((text) => ({ text, ratio: getContrastRatio(background, text) }))
    .reduce((best, each) => (each.ratio > best.ratio ? each : best));
}

function Swatch({ name, background }: { name: string; background: string }) {
  const { t } = useTranslation('demo');
  const theme = useTheme();
  const { text, ratio } = readableText(background, [theme.palette.common.black, theme.palette.common.white]);
  return (
    <Box
      sx={{
        bgcolor: background,
        color: text,
        p: 1.5,
        borderRadius: 1,
        minHeight: 88,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, color: 'inherit' }}>{name}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'inherit' }}>
        {background}
      </Typography>
      <Typography variant="caption" sx={{ color: 'inherit' }}>
        {t('gallery.colors.contrast', { ratio: ratio.toFixed(1) })}
      </Typography>
    </Box>
  );
}

/** Colours: every palette colour of the current skin, with its text colour's contrast ratio. */
export function ColorsPage() {
  const { t } = useTranslation('demo');
  const theme = useTheme();
  return (
    <GalleryPage title={t('gallery.colors.title')} subtitle={t('gallery.colors.subtitle')}>
      {THEME_COLORS.map((color) => (
        <GalleryCard key={color} title={t(`gallery.colorNames.${color}`)}>
          <Grid container spacing={1.5}>
            {SHADES.map((shade) => (
              <Grid key={shade} size={{ xs: 12, sm: 4 }}>
                <Swatch name={`${color}.${shade}`} background={theme.palette[color][shade]} />
              </Grid>
            ))}
          </Grid>
        </GalleryCard>
      ))}
      <GalleryCard title={t('gallery.colors.greys')} wide>
        <Grid container spacing={1.5}>
          {GREYS.map((shade) => (
            <Grid key={shade} size={{ xs: 6, sm: 4, md: 2.4 }}>
              <Swatch name={`grey.${shade}`} background={theme.palette.grey[shade]} />
            </Grid>
          ))}
        </Grid>
      </GalleryCard>
      <GalleryCard title={t('gallery.colors.surfaces')} wide>
        <Grid container spacing={1.5}>
          {(
            [
              ['background.default', theme.palette.background.default],
              ['background.paper', theme.palette.background.paper],
            ] as const
          ).map(([name, background]) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <Swatch name={name} background={background} />
            </Grid>
          ))}
        </Grid>
      </GalleryCard>
    </GalleryPage>
  );
}
