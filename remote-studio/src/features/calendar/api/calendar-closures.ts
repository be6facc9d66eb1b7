import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ClosureItem } from '@cloudfit/shared/schemas/closure.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarRange } from './calendar-classes';

/** The closures overlapping the days the calendar shows (a branch has a handful a year: one page). */
export function useCalendarClosures(range: CalendarRange | null) {
  return useQuery({
    queryKey: ['closures', 'calendar', range],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<ClosureItem>>('closures', {
        searchParams: { ...range, perPage: MAX_PAGE_SIZE, sortBy: 'startsOn' },
        signal,
      }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    select: (result) => result.items,
  });
}
