import { matchesServerViewport } from '@cloudfit/shared/page/server-viewport';
import type { Skin } from '@cloudfit/shared/store/app-store';
import { lightIconRules } from '@cloudfit/shared/ui/light-svg-icon';
import { createTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { Direction } from './emotion-cache';

const BREAKPOINT_NAMES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const FALLBACK_BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 };

/**
 * Quotes and apostrophes from a Latin face: where none of the Latin faces below is installed (a
 * Linux desk with only the Noto CJK fonts), the CJK face drew them full width ("Today’ s").
 */
const LATIN_PUNCTUATION_FACE = {
  fontFamily: 'CloudFit Latin Punctuation',
  src: 'local("Segoe UI"), local("Roboto"), local("Helvetica Neue"), local("Arial"), local("Noto Sans"), local("DejaVu Sans"), local("Liberation Sans")',
  unicodeRange: 'U+2018-201F, U+2032-2033',
};

/** Latin faces first; the Noto CJK and system CJK faces render zh-TW where the Latin ones have no glyphs. */
const FONT_STACK = [
  '"CloudFit Latin Punctuation"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Noto Sans TC"',
  '"Noto Sans CJK TC"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  'sans-serif',
].join(', ');

const CARD_SHADOW = '0 4px 24px 0 rgb(34 41 47 / 10%)';

/** Breakpoints come from the CSS variables `--breakpoint-*` of index.html (docs/product.md, Limits and timings). */
function breakpointsFromCss(): Record<(typeof BREAKPOINT_NAMES)[number], number> {
  // Rendered on the server: index.html's values, which the fallback repeats.
  if (typeof document === 'undefined') return FALLBACK_BREAKPOINTS;
  const style = getComputedStyle(document.documentElement);
  const values = { ...FALLBACK_BREAKPOINTS };
  for (const name of BREAKPOINT_NAMES) {
    const parsed = Number.parseInt(style.getPropertyValue(`--breakpoint-${name}`), 10);
    if (Number.isFinite(parsed)) values[name] = parsed;
  }
  return values;
}

/**
 * The theme of the shell and every remote. Skins: light; bordered (light, outlined surfaces, no
 * shadows); dark; semi-dark (light content, the menu takes `createMenuTheme`'s dark theme).
 * Every palette colour keeps a 4.5:1 contrast as text on the skin's surfaces: on the dark ones the
 * brand violet is lightened, on the light ones grey, warning and info are deepened.
 */
export function createAppTheme(skin: Skin, direction: Direction): Theme {
  const dark = skin === 'dark';
  const bordered = skin === 'bordered';
  const outline = '1px solid #ebe9f1';
  return createTheme({
    direction,
    breakpoints: { values: breakpointsFromCss() },
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: '#A59EF7' },
          secondary: { main: '#B4B7BD' },
          background: { default: '#161d31', paper: '#283046' },
          divider: '#3b4253',
        }
      : {
          mode: 'light',
          primary: { main: '#5E50EE' },
          // Deeper than the template's grey, orange and blue (#82868B, #ED6C02, #0288D1), which reach
          // only 3-3.9:1 on white: text in these colours (outlined chips, text buttons, a label in
          // warning.main) and white on them both keep 4.5:1 on paper and on the page background.
          secondary: { main: '#696D71' },
          warning: { main: '#A65300' },
          info: { main: '#0270AD' },
          background: { default: '#f8f8f8', paper: '#ffffff' },
        },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A page rendered on the server lays out for the width the browser last had.
      MuiUseMediaQuery: {
        defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesServerViewport(query) }) },
      },
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          '@font-face': LATIN_PUNCTUATION_FACE,
          ...lightIconRules(theme),
        }),
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { boxShadow: bordered ? 'none' : CARD_SHADOW } },
      },
      MuiPaper: {
        styleOverrides: { root: bordered ? { boxShadow: 'none', border: outline } : {} },
      },
    },
  });
}

/** The menu's theme: the page's own, except on the semi-dark skin where the menu alone is dark. */
export function createMenuTheme(skin: Skin, direction: Direction): Theme | null {
  return skin === 'semi-dark' ? createAppTheme('dark', direction) : null;
}

/** For icons that point (back, forward, sign out): mirrored when the page reads right to left. */
export const mirrorInRtl: SxProps<Theme> = (theme) =>
  theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};
