import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { RoomItem } from '@cloudfit/shared/schemas/room.schema';
import { useQuery } from '@tanstack/react-query';

/** The active rooms of one branch, or of every branch without one, for pickers and filters. */
export function useRooms(centerId: number | undefined) {
  return useQuery({
    queryKey: ['rooms', 'options', centerId ?? null],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<RoomItem>>('rooms', {
        searchParams: {
          active: true,
          perPage: MAX_PAGE_SIZE,
          sortBy: 'name',
          ...(centerId === undefined ? {} : { centerId }),
        },
        signal,
      }),
    select: (result) => result.items,
  });
}
