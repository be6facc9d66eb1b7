import { apiClient } from '@cloudfit/shared/http/api-client';
import type { RoomItem } from '@cloudfit/shared/schemas/room.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /rooms/:id`: the room's name for the session's details. */
export function useRoom(id: number | null) {
  return useQuery({
    queryKey: ['rooms', 'record', id],
    queryFn: ({ signal }) => apiClient.get<RoomItem>(`rooms/${id}`, { signal }),
    enabled: id !== null,
  });
}
