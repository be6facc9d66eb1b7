import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MembershipListItem } from '@cloudfit/shared/schemas/membership.schema';
import { useQuery } from '@tanstack/react-query';

/** The member's memberships, latest end first: what they hold now and when it ends. */
export function useMemberMemberships(memberId: number) {
  const params = { memberId, perPage: MAX_PAGE_SIZE, sortBy: 'endDate', sortDesc: true };
  return useQuery({
    queryKey: ['memberships', 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MembershipListItem>>('memberships', { searchParams: params, signal }),
    select: (result) => result.items,
  });
}
