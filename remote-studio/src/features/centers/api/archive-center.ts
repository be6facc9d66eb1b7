import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Center } from '@cloudfit/shared/schemas/center.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /centers/:id/archive`: the branch closes (inactive) and stays in lists and history. */
export function useArchiveCenter(options: { successMessage: string; onSuccess(): void }) {
  return useApiMutation({
    mutate: (center: Center) =>
      apiClient.post<Center>(`centers/${center.id}/archive`, { version: center.version }),
    successMessage: options.successMessage,
    invalidate: [['centers']],
    onSuccess: options.onSuccess,
  });
}
