import type { ClassItem } from '@cloudfit/shared/schemas/class.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from './all-pages';

export interface CalendarRange {
  /** First and last calendar day shown, in each class's branch time zone. */
  from: string;
  to: string;
  centerId?: number;
}

/** Every class of the days the calendar shows. */
export function useCalendarClasses(range: CalendarRange | null) {
  return useQuery({
    queryKey: ['classes', 'calendar', range],
    queryFn: ({ signal }) => fetchAllPages<ClassItem>('classes', { ...range }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
