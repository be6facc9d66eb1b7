import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Center, CreateCenterInput, UpdateCenterInput } from '@cloudfit/shared/schemas/center.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `POST /centers` for a new branch, `PUT /centers/:id` (with the version it was read at) for an
 * existing one; then every branch query (pickers, the navbar, time zones) refreshes.
 */
export function useSaveCenter(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateCenterInput | UpdateCenterInput) => {
      const saved =
        id === null
          ? await apiClient.post<Center>('centers', input)
          : await apiClient.put<Center>(`centers/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['centers'] });
      return saved;
    },
    [queryClient, id],
  );
}
