import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { BookingItem } from '@cloudfit/shared/schemas/booking.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /bookings?memberId&from&to&active=true`: the member's classes today, booked, waitlisted or attended. */
export function useTodaysBookings(memberId: number | undefined, today: string) {
  return useQuery({
    queryKey: [
      'bookings',
      'list',
      { memberId, from: today, to: today, active: true, perPage: MAX_PAGE_SIZE },
    ],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<BookingItem>>('bookings', {
        searchParams: { memberId, from: today, to: today, active: true, perPage: MAX_PAGE_SIZE },
        signal,
      }),
    enabled: memberId !== undefined,
    select: (result) => result.items,
  });
}
