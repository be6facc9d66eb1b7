import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CalendarCategory,
  CalendarEvent,
  CalendarEventInput,
} from '@cloudfit/shared/schemas/demo/calendar.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const EVENTS_KEY = ['demo', 'calendar-events'] as const;

/** `GET /apps/calendar/events?calendars`: the events of the chosen calendars (none chosen, none shown). */
export function useCalendarEvents(calendars: CalendarCategory[]) {
  return useQuery({
    queryKey: [...EVENTS_KEY, calendars],
    queryFn: ({ signal }) =>
      calendars.length === 0
        ? Promise.resolve([])
        : apiClient.get<CalendarEvent[]>('apps/calendar/events', {
            searchParams: { calendars: calendars.join(',') },
            signal,
          }),
  });
}

/** Adds (`POST /apps/calendar/events`) or, with an id, changes (`POST /apps/calendar/events/{id}`) an event. */
export function useSaveCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, event }: { id?: number; event: CalendarEventInput }) =>
      apiClient.post<{ event: CalendarEvent }>(
        id === undefined ? 'apps/calendar/events' : `apps/calendar/events/${id}`,
        { event },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}

/** `DELETE /apps/calendar/events/{id}`. */
export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<{ id: number }>(`apps/calendar/events/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
