import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CreateRoomInput, RoomItem, UpdateRoomInput } from '@cloudfit/shared/schemas/room.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `POST /rooms` for a new room, `PUT /rooms/:id` (with the version it was read at) for an existing
 * one; then every room list refreshes.
 */
export function useSaveRoom(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateRoomInput | UpdateRoomInput) => {
      const saved =
        id === null
          ? await apiClient.post<RoomItem>('rooms', input)
          : await apiClient.put<RoomItem>(`rooms/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['rooms'] });
      return saved;
    },
    [queryClient, id],
  );
}
