import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Member, UpdateMemberInput } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

export const memberKey = (id: number) => ['members', 'record', id] as const;

/** `GET /members/:id`: the profile the Member Info screen edits. */
export function useMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: ({ signal }) => apiClient.get<Member>(`members/${id}`, { signal }),
  });
}

/** `PUT /members/:id` with the version the profile was read at; a stale version is a 409. */
export function updateMember(id: number, input: UpdateMemberInput): Promise<Member> {
  return apiClient.put<Member>(`members/${id}`, input);
}
