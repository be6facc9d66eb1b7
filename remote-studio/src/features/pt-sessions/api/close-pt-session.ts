import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ClosePtSessionInput, PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /pt-sessions/:id/close`: cancelled (no session used) or no-show (the session is used). */
export function useClosePtSession(id: number, successMessage: (session: PtSessionItem) => string) {
  return useApiMutation({
    mutate: (input: ClosePtSessionInput) => apiClient.post<PtSessionItem>(`pt-sessions/${id}/close`, input),
    successMessage,
    invalidate: [['pt-sessions'], ['memberships']],
  });
}
