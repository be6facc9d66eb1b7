import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import { backTarget } from '@cloudfit/shared/router/last-visit';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's heading: back link, title, what it is about, and its main actions. */
export function PageHeader(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where Back leads; a list comes back with the search and filters it was left with. */
  backTo?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('kit');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      {props.backTo && (
        <Tooltip title={t('back')}>
          <IconButton component={RouterLink} to={backTarget(props.backTo)} aria-label={t('back')}>
            <ArrowBackOutlined
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.subtitle && (
          <Typography variant="body2" color="text.secondary" component="div">
            {/* A sentence in its own direction: "51 classes." keeps its number and full stop in right to left. */}
            <bdi>{props.subtitle}</bdi>
          </Typography>
        )}
      </Box>
      {props.actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {props.actions}
        </Stack>
      )}
    </Box>
  );
}
