import type { PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from './all-pages';
import type { CalendarRange } from './calendar-classes';

/** Every PT session of the days the calendar shows, when the user may see sessions. */
export function useCalendarPtSessions(range: CalendarRange | null, mayRead: boolean) {
  return useQuery({
    queryKey: ['pt-sessions', 'calendar', range],
    queryFn: ({ signal }) => fetchAllPages<PtSessionItem>('pt-sessions', { ...range }, signal),
    enabled: range !== null && mayRead,
    placeholderData: keepPreviousData,
  });
}
