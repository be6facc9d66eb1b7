import type { Skin } from '@cloudfit/shared/store/app-store';
import { createTheme, type Theme } from '@mui/material/styles';

const BREAKPOINT_NAMES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const FALLBACK_BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 };

/** Breakpoints come from the CSS variables `--breakpoint-*` of index.html (SPEC.md §9). */
function breakpointsFromCss(): Record<(typeof BREAKPOINT_NAMES)[number], number> {
  const style = getComputedStyle(document.documentElement);
  const values = { ...FALLBACK_BREAKPOINTS };
  for (const name of BREAKPOINT_NAMES) {
    const parsed = Number.parseInt(style.getPropertyValue(`--breakpoint-${name}`), 10);
    if (Number.isFinite(parsed)) values[name] = parsed;
  }
  return values;
}

export function createAppTheme(skin: Skin, direction: 'ltr' | 'rtl'): Theme {
  const dark = skin === 'dark';
  return createTheme({
    direction,
    breakpoints: { values: breakpointsFromCss() },
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: '#5E50EE' },
      secondary: { main: '#82868B' },
      background: dark ? { default: '#161d31', paper: '#283046' } : { default: '#f8f8f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans TC", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { boxShadow: '0 4px 24px 0 rgb(34 41 47 / 10%)' } },
      },
      MuiPaper: {
        styleOverrides: {
          root: skin === 'bordered' ? { boxShadow: 'none', border: '1px solid #ebe9f1' } : {},
        },
      },
    },
  });
}
