import type { ClosureItem } from '@cloudfit/shared/schemas/closure.schema';
import type { EventInput } from '@fullcalendar/core';
import type { Theme } from '@mui/material/styles';

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A closure as a background band over its days. The calendar shows the branch's wall clock as UTC
 * (zoned-time.ts), so the band runs from midnight of the first day to midnight after the last.
 */
export function toClosureEvent(closure: ClosureItem, title: string, theme: Theme): EventInput {
  return {
    id: `closure-${closure.id}`,
    title,
    start: `${closure.startsOn}T00:00:00Z`,
    end: `${nextDay(closure.endsOn)}T00:00:00Z`,
    display: 'background',
    backgroundColor: theme.palette.warning.light,
    classNames: ['closure'],
  };
}
