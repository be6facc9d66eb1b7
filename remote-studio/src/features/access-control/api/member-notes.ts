import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /members/:id`: the member's notes and tags, which the desk must see before letting them in. */
export function useMemberRecord(memberId: number | undefined) {
  return useQuery({
    queryKey: ['members', 'record', memberId],
    queryFn: ({ signal }) => apiClient.get<Member>(`members/${memberId}`, { signal }),
    enabled: memberId !== undefined,
  });
}
