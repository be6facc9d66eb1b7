import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { StaffListItem } from '@cloudfit/shared/schemas/staff.schema';
import { useQuery } from '@tanstack/react-query';

/** Active staff with the trainer flag, for a PT pack's trainer. */
export function useTrainers(enabled: boolean) {
  const params = { isTrainer: true, active: true, perPage: MAX_PAGE_SIZE, sortBy: 'fullName' };
  return useQuery({
    queryKey: ['staff', 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<StaffListItem>>('staff', { searchParams: params, signal }),
    select: (result) => result.items,
    enabled,
  });
}
