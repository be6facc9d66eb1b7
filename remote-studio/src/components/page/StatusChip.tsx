import Chip from '@mui/material/Chip';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default' | 'primary' | 'secondary';

/**
 * A record's state as a small tinted label; the colour comes from the screen's own map. The text is
 * a deep shade of the tone on a light tint of it, so every tone reads at WCAG AA contrast (a filled
 * warning or info chip with white text does not).
 */
export function StatusChip({ label, tone = 'default' }: { label: string; tone?: StatusTone }) {
  if (tone === 'default') return <Chip size="small" label={label} variant="outlined" />;
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme: Theme) => {
        const main = theme.palette[tone].main;
        const dark = theme.palette.mode === 'dark';
        return {
          fontWeight: 600,
          bgcolor: alpha(main, dark ? 0.24 : 0.14),
          color: dark ? lighten(main, 0.55) : darken(main, 0.5),
        };
      }}
    />
  );
}
