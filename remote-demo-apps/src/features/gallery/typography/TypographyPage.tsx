import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXT_VARIANTS = ['subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;
const TEXT_COLORS = [
  'text.primary',
  'text.secondary',
  'text.disabled',
  'primary.main',
  'success.main',
  'error.main',
] as const;

function VariantRow({ variant, sample }: { variant: TypographyProps['variant'] & string; sample: string }) {
  const theme = useTheme();
  const style = theme.typography[variant as keyof typeof theme.typography] as {
    fontSize?: string | number;
    fontWeight?: string | number;
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        gap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ width: 140, flexShrink: 0, fontFamily: 'monospace' }}
      >
        {variant} · {String(style.fontSize ?? '')} · {String(style.fontWeight ?? '')}
      </Typography>
      {/* Samples are paragraphs so the page keeps one h1 and its card headings as its outline. */}
      <Typography variant={variant} component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {sample}
      </Typography>
    </Box>
  );
}

/** Typography: the theme's variants with their sizes, text colours and a quotation. */
export function TypographyPage() {
  const { t } = useTranslation('demo');
  return (
    <GalleryPage title={t('gallery.typography.title')} subtitle={t('gallery.typography.subtitle')}>
      <GalleryCard title={t('gallery.typography.headings')} wide>
        {HEADINGS.map((variant) => (
          <VariantRow
            key={variant}
            variant={variant}
            sample={t('gallery.typography.headingSample', { level: variant.slice(1) })}
          />
        ))}
      </GalleryCard>
      <GalleryCard title={t('gallery.typography.text')} wide>
        {TEXT_VARIANTS.map((variant) => (
          <VariantRow key={variant} variant={variant} sample={t('gallery.typography.textSample')} />
        ))}
      </GalleryCard>
      <GalleryCard title={t('gallery.typography.colors')}>
        <Stack spacing={1}>
          {TEXT_COLORS.map((color) => (
            <Typography key={color} color={color}>
              {color} — {t('gallery.typography.textSample')}
            </Typography>
          ))}
        </Stack>
      </GalleryCard>
      <GalleryCard title={t('gallery.typography.quote')}>
        <Box component="figure" sx={{ m: 0 }}>
          <Box component="blockquote" sx={{ m: 0, ps: 2, borderInlineStart: 4, borderColor: 'primary.main' }}>
            <Typography variant="h6" component="p" sx={{ fontStyle: 'italic' }}>
              {t('gallery.typography.quoteText')}
            </Typography>
          </Box>
          <Typography component="figcaption" color="text.secondary" sx={{ mt: 1, ps: 2 }}>
            — {t('gallery.typography.quoteSource')}
          </Typography>
        </Box>
        <Typography sx={{ mt: 3 }}>
          {t('gallery.typography.inlineBefore')} <strong>{t('gallery.typography.bold')}</strong>,{' '}
          <em>{t('gallery.typography.italic')}</em>,{' '}
          <Box
            component="code"
            sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', fontFamily: 'monospace' }}
          >
            code
          </Box>
          ,{' '}
          <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'common.black', px: 0.5 }}>
            {t('gallery.typography.marked')}
          </Box>
          .
        </Typography>
      </GalleryCard>
    </GalleryPage>
  );
}
