import { apiClient } from '@cloudfit/shared/http/api-client';
import type { PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /pt-sessions/:id`: the session with member, trainer and the PT pack's sessions left. */
export function usePtSession(id: number) {
  return useQuery({
    queryKey: ['pt-sessions', 'record', id],
    queryFn: ({ signal }) => apiClient.get<PtSessionItem>(`pt-sessions/${id}`, { signal }),
    retry: false,
  });
}
