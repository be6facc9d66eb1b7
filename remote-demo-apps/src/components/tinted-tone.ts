import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

export type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * The template's tinted look for chips and avatars: a deep shade of the tone on a light tint of it,
 * so every tone reads at WCAG AA contrast in the light and the dark skin (white on a filled warning
 * or secondary does not).
 */
export function tintedTone(tone: Tone) {
  return (theme: Theme) => {
    const main = theme.palette[tone].main;
    const dark = theme.palette.mode === 'dark';
    return {
      fontWeight: 600,
      bgcolor: alpha(main, dark ? 0.24 : 0.14),
      color: dark ? lighten(main, 0.55) : darken(main, 0.5),
    };
  };
}
