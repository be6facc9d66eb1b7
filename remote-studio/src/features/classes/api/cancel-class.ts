import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CancelClassInput, ClassItem } from '@cloudfit/shared/schemas/class.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface CancelClassResult {
  class: ClassItem;
  creditsReturned: number;
}

/** `POST /classes/:id/cancel`: the server cancels every booking and returns their credits. */
export function useCancelClass(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CancelClassInput) => {
      const result = await apiClient.post<CancelClassResult>(`classes/${id}/cancel`, input);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      ]);
      return result;
    },
    [queryClient, id],
  );
}
