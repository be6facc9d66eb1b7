import { apiClient } from '@cloudfit/shared/http/api-client';
import type { PtSessionItem, UpdatePtSessionInput } from '@cloudfit/shared/schemas/pt-session.schema';

/** `PUT /pt-sessions/:id` with the version read: a stale version is a 409 with the current session. */
export function updatePtSession(id: number, input: UpdatePtSessionInput): Promise<PtSessionItem> {
  return apiClient.put<PtSessionItem>(`pt-sessions/${id}`, input);
}
