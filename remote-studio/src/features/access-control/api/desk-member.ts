import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

/**
 * The member at the desk with photo and statuses. The list is where the server computes
 * statuses; searching by the member number and keeping the exact match finds exactly this member.
 */
export function useDeskMember(memberNumber: string | undefined) {
  return useQuery({
    queryKey: ['members', 'desk', memberNumber],
    queryFn: async ({ signal }) => {
      const result = await apiClient.get<ListResult<MemberListEntry>>('members', {
        searchParams: { q: memberNumber, sortBy: 'memberNumber', perPage: 10 },
        signal,
      });
      return result.items.find((member) => member.memberNumber === memberNumber) ?? null;
    },
    enabled: memberNumber !== undefined,
  });
}
