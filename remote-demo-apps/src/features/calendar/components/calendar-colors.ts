import type { CalendarCategory } from '@cloudfit/shared/schemas/demo/calendar.schema';

/** The template's colour of each calendar, from the theme's palette. */
export const CALENDAR_COLORS: Record<CalendarCategory, 'error' | 'primary' | 'warning' | 'success' | 'info'> =
  {
    Personal: 'error',
    Business: 'primary',
    Family: 'warning',
    Holiday: 'success',
    ETC: 'info',
  };
