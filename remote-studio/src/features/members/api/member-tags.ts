import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MemberTagsResponse } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /members/tags`: the tags in use, most used first, for the member list's tag filter. */
export function useMemberTags() {
  return useQuery({
    queryKey: ['members', 'tags'],
    queryFn: ({ signal }) => apiClient.get<MemberTagsResponse>('members/tags', { signal }),
    select: (result) => result.items,
    staleTime: 60_000,
  });
}
