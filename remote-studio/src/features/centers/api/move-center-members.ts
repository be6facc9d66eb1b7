import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MoveCenterMembersResult } from '@cloudfit/shared/schemas/center.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /centers/:id/move-members`: every member whose home is this branch gets another one. */
export function useMoveCenterMembers(options: {
  centerId: number;
  successMessage(result: MoveCenterMembersResult): string;
  onSuccess(result: MoveCenterMembersResult): void;
}) {
  return useApiMutation({
    mutate: (toCenterId: number) =>
      apiClient.post<MoveCenterMembersResult>(`centers/${options.centerId}/move-members`, { toCenterId }),
    successMessage: options.successMessage,
    invalidate: [['members'], ['centers']],
    onSuccess: options.onSuccess,
  });
}
