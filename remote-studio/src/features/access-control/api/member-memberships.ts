import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MembershipListItem } from '@cloudfit/shared/schemas/membership.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /memberships?memberId=`: the member's memberships with their state and credits left. */
export function useMemberMemberships(memberId: number | undefined) {
  return useQuery({
    queryKey: ['memberships', 'list', { memberId, perPage: MAX_PAGE_SIZE }],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MembershipListItem>>('memberships', {
        searchParams: { memberId, perPage: MAX_PAGE_SIZE },
        signal,
      }),
    enabled: memberId !== undefined,
    select: (result) => result.items.filter((membership) => membership.state !== 'cancelled'),
  });
}
