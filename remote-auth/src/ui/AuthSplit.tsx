import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The template's second design of the auth pages: an illustration panel on the left (from `lg` up)
 * and the form on the right. Takes the same props as AuthCard.
 */
export function AuthSplit({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        minHeight: '100%',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 6,
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'background.paper' : '#f3f2ff'),
        }}
      >
        <Box
          sx={{
            width: 260,
            height: 260,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 8,
          }}
        >
          <FitnessCenter sx={{ fontSize: 140 }} />
        </Box>
        <Typography variant="h6" color="text.secondary" sx={{ maxWidth: 420, textAlign: 'center' }}>
          {t('split.caption')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 3, sm: 6 },
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 4 }}>
            <FitnessCenter color="primary" fontSize="large" />
            <Typography variant="h5" color="primary" sx={{ fontWeight: 700 }}>
              CloudFit
            </Typography>
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
