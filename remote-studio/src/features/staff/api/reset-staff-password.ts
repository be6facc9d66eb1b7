import { apiClient } from '@cloudfit/shared/http/api-client';
import { recordKey } from '@cloudfit/shared/ui/kit/record';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `POST /staff/:id/password`: a new password; the server signs every session of the account out.
 * The account's version moves on, so the record is read again and its edit form saves with it.
 */
export function useResetStaffPassword(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: { password: string }) => {
      await apiClient.post(`staff/${id}/password`, input);
      await queryClient.invalidateQueries({ queryKey: recordKey('staff', id) });
    },
    [queryClient, id],
  );
}
