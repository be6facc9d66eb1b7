import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

/** The member a sale is for. */
export function useMember(memberId: number) {
  return useQuery({
    queryKey: ['members', memberId],
    queryFn: ({ signal }) => apiClient.get<Member>(`members/${memberId}`, { signal }),
  });
}
