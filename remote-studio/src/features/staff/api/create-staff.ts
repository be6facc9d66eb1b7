import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CreateStaffInput, Staff } from '@cloudfit/shared/schemas/staff.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** `POST /staff`: a new account with its first password; every staff list refreshes. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateStaffInput) => {
      const created = await apiClient.post<Staff>('staff', input);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      return created;
    },
    [queryClient],
  );
}
