import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Members whose name or number matches `q` (`GET /members?q=`); nothing is asked for an empty query. */
export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: ['members', 'search', q],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MemberListEntry>>('members', { searchParams: { q, perPage: 10 }, signal }),
    select: (result) => result.items,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
