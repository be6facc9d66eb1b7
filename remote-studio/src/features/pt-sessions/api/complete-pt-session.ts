import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CompletePtSessionInput, PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/**
 * `POST /pt-sessions/:id/complete`: uses one session of the PT pack and opens the confirmation
 * the member signs on the pad.
 */
export function useCompletePtSession(id: number, successMessage: string) {
  return useApiMutation({
    mutate: (input: CompletePtSessionInput) =>
      apiClient.post<PtSessionItem>(`pt-sessions/${id}/complete`, input),
    successMessage,
    invalidate: [['pt-sessions'], ['memberships'], ['signature-requests']],
  });
}
