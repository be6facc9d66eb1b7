import { apiClient } from '@cloudfit/shared/http/api-client';
import type { PackageItem, UpdatePackageInput } from '@cloudfit/shared/schemas/package.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** `PUT /packages/:id` with the version it was read at; a stale version answers 409. */
export function useUpdatePackage(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: UpdatePackageInput) => {
      const saved = await apiClient.put<PackageItem>(`packages/${id}`, input);
      queryClient.setQueryData(['packages', 'record', id], saved);
      await queryClient.invalidateQueries({ queryKey: ['packages', 'list'] });
      return saved;
    },
    [queryClient, id],
  );
}
