import { getContrastRatio, useTheme } from '@mui/material/styles';

export const THEME_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;

/**
 * The palette colours whose text stays readable (4.5:1) in the current skin: `filled` for text in
 * the colour's contrastText on its main shade (contained buttons, filled chips, avatars), `onPaper`
 * for text in the colour itself on a card (outlined and text buttons). The examples show only
 * those, so a skin whose palette falls short shows fewer colours rather than unreadable ones.
 */
export function useReadableColors(): { filled: ThemeColor[]; onPaper: ThemeColor[] } {
  const { palette } = useTheme();
  return {
    filled: THEME_COLORS.filter(
      (color) => getContrastRatio(palette[color].main, palette[color].contrastText) >= AA_CONTRAST,
    ),
    onPaper: THEME_COLORS.filter(
      (color) => getContrastRatio(palette[color].main, palette.background.paper) >= AA_CONTRAST,
    ),
  };
}
