import { apiClient } from '@cloudfit/shared/http/api-client';
import { useCallback } from 'react';

/** `POST /staff/:id/password`: a new password; the server signs every session of the account out. */
export function useResetStaffPassword(id: number) {
  return useCallback(
    async (input: { password: string }) => {
      await apiClient.post(`staff/${id}/password`, input);
    },
    [id],
  );
}
