import { apiClient } from '@cloudfit/shared/http/api-client';
import type { PackageItem } from '@cloudfit/shared/schemas/package.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /packages/:id`; its key starts with `packages`, so saving any package refreshes it. */
export function usePackage(id: number) {
  return useQuery({
    queryKey: ['packages', 'record', id],
    queryFn: ({ signal }) => apiClient.get<PackageItem>(`packages/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
