import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { readableOn } from './readable-on';

/**
 * FullCalendar in the MUI theme, light or dark: its CSS variables from the palette, text that keeps
 * readable contrast (axe clean in both skins), the theme's type. Put it on the box around
 * `<FullCalendar>`; a screen adds its own rules after it.
 */
export function fullCalendarTheme(theme: Theme): CSSObject {
  const { palette } = theme;
  const moreBackground = palette.mode === 'dark' ? palette.grey[800] : palette.grey[300];
  return {
    '--fc-border-color': palette.divider,
    '--fc-page-bg-color': palette.background.paper,
    '--fc-neutral-bg-color': palette.action.hover,
    '--fc-list-event-hover-bg-color': palette.action.hover,
    '--fc-today-bg-color': alpha(palette.primary.main, 0.08),
    '--fc-now-indicator-color': palette.error.main,
    '--fc-button-bg-color': palette.primary.main,
    '--fc-button-border-color': palette.primary.main,
    '--fc-button-hover-bg-color': palette.primary.dark,
    '--fc-button-hover-border-color': palette.primary.dark,
    '--fc-button-active-bg-color': palette.primary.dark,
    '--fc-button-active-border-color': palette.primary.dark,
    '--fc-button-text-color': readableOn(palette.primary.main),
    '--fc-neutral-text-color': palette.text.secondary,
    '& .fc .fc-button-primary:hover, & .fc .fc-button-primary:not(:disabled).fc-button-active, & .fc .fc-button-primary:not(:disabled):active':
      { color: readableOn(palette.primary.dark) },
    // FullCalendar fades the days of the next and last month to 30 %: too faint to read.
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: palette.text.secondary },
    '& .fc .fc-daygrid-more-link': { color: palette.text.primary },
    '& .fc .fc-timegrid-more-link': { backgroundColor: moreBackground, color: readableOn(moreBackground) },
    '& .fc .fc-list-day-cushion': { backgroundColor: palette.action.hover },
    '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
    '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
    '& .fc .fc-toolbar-title': { fontSize: theme.typography.h6.fontSize },
    '& .fc a': { color: 'inherit' },
    // A title too long for its box is cut at its end, not its start, in a right-to-left layout too.
    '& .fc-direction-rtl .fc-event-title': { unicodeBidi: 'plaintext' },
  };
}
