import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Staff, UpdateStaffInput } from '@cloudfit/shared/schemas/staff.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffRecordKey } from './use-staff';

/**
 * `PUT /staff/:id` with the version it was read at. The server refuses (400 on the field) to
 * deactivate your own account or change your own role.
 */
export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: UpdateStaffInput) => {
      const saved = await apiClient.put<Staff>(`staff/${id}`, input);
      queryClient.setQueryData(staffRecordKey(id), saved);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'list'] });
      return saved;
    },
    [queryClient, id],
  );
}
