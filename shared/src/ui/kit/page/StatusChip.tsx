import { alpha, type CSSObject, darken, lighten, styled, type Theme } from '@mui/material/styles';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default' | 'primary' | 'secondary';

const TINTED_TONES = ['success', 'warning', 'error', 'info', 'primary', 'secondary'] as const;

/**
 * Looks like a small MUI Chip (outlined for the default tone) but is one styled span: a list page
 * shows dozens of these, and a Chip is several components with a style per colour to work out.
 */
const StatusLabel = styled('span')(({ theme }) => labelStyles(theme));

const stylesOfTheme = new WeakMap<Theme, CSSObject>();

/** Worked out once per theme: the colours of every tone. */
function labelStyles(theme: Theme): CSSObject {
  const known = stylesOfTheme.get(theme);
  if (known) return known;
  const dark = theme.palette.mode === 'dark';
  const styles: CSSObject = {
    display: 'inline-block',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    padding: '0 7px',
    border: `1px solid ${dark ? theme.palette.grey[700] : theme.palette.grey[400]}`,
    borderRadius: 12,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: '22px',
    color: theme.palette.text.primary,
    ...Object.fromEntries(
      TINTED_TONES.map((tone) => {
        const main = theme.palette[tone].main;
        return [
          `&[data-tone="${tone}"]`,
          {
            borderColor: 'transparent',
            fontWeight: 600,
            backgroundColor: alpha(main, dark ? 0.24 : 0.14),
            color: dark ? lighten(main, 0.55) : darken(main, 0.5),
          },
        ];
      }),
    ),
  };
  stylesOfTheme.set(theme, styles);
  return styles;
}

/**
 * A record's state as a small tinted label; the colour comes from the screen's own map. The text is
 * a deep shade of the tone on a light tint of it, so every tone reads at WCAG AA contrast (a filled
 * warning or info chip with white text does not).
 */
export function StatusChip({ label, tone = 'default' }: { label: string; tone?: StatusTone }) {
  return <StatusLabel data-tone={tone}>{label}</StatusLabel>;
}
