import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { StaffListItem } from '@cloudfit/shared/schemas/staff.schema';
import { useQuery } from '@tanstack/react-query';

/** Active staff who can teach a class; only roles that may read staff ask (`enabled`). */
export function useInstructors(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'options', 'active'],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<StaffListItem>>('staff', {
        searchParams: { active: true, perPage: MAX_PAGE_SIZE, sortBy: 'fullName' },
        signal,
      }),
    select: (result) => result.items,
    enabled,
  });
}
