import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { RoomItem } from '@cloudfit/shared/schemas/room.schema';
import { useQuery } from '@tanstack/react-query';

/** The rooms of a branch (or of every branch), for the room filter and for PT sessions' room names. */
export function useCalendarRooms(centerId: number | undefined) {
  return useQuery({
    queryKey: ['rooms', 'calendar', centerId],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<RoomItem>>('rooms', {
        searchParams: { centerId, perPage: MAX_PAGE_SIZE, sortBy: 'name' },
        signal,
      }),
    select: (result) => result.items,
    staleTime: 60_000,
  });
}
