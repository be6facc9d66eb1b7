import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ClassItem, CreateClassInput, UpdateClassInput } from '@cloudfit/shared/schemas/class.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `POST /classes` for a one-off class, `PUT /classes/:id` (with the version it was read at) for one
 * class; an occurrence of a series edited this way keeps its own values from then on.
 */
export function useSaveClass(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateClassInput | UpdateClassInput) => {
      const saved =
        id === null
          ? await apiClient.post<ClassItem>('classes', input)
          : await apiClient.put<ClassItem>(`classes/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['classes'] });
      return saved;
    },
    [queryClient, id],
  );
}
