import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { PackageItem } from '@cloudfit/shared/schemas/package.schema';
import { useQuery } from '@tanstack/react-query';

/** Active packages sold at a branch, by name. */
export function usePackagesForSale(centerId: number | undefined) {
  const params = { active: true, centerId, perPage: MAX_PAGE_SIZE, sortBy: 'name' };
  return useQuery({
    queryKey: ['packages', 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<PackageItem>>('packages', { searchParams: params, signal }),
    select: (result) => result.items,
    enabled: centerId !== undefined,
  });
}
