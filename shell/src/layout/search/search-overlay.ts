import type { SxProps, Theme } from '@mui/material/styles';

/** The opened search covers the navbar, so it fits a phone. */
export const SEARCH_OVERLAY_SX: SxProps<Theme> = {
  position: 'absolute',
  inset: 0,
  // Above the navbar's badges (MUI gives them z-index 1).
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  px: { xs: 1, sm: 2 },
  bgcolor: 'background.paper',
  borderRadius: 'inherit',
};
