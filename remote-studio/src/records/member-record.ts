import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

/** The one cache key of a member's record, whichever screen reads or writes it. */
export const memberKey = (id: number) => ['members', 'record', id] as const;

/** `GET /members/:id`: the member as Member Info edits it and a sale reads it. */
export function useMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: ({ signal }) => apiClient.get<Member>(`members/${id}`, { signal }),
  });
}
