/** The calendar's views by the name the address uses, and FullCalendar's name for each. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  /** A week as a list by day: readable with every branch's classes, and on a phone. */
  list: 'listWeek',
} as const;
export type CalendarView = keyof typeof CALENDAR_VIEWS;

export function isCalendarView(value: string | null): value is CalendarView {
  return value !== null && Object.hasOwn(CALENDAR_VIEWS, value);
}
