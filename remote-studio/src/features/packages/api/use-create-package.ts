import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CreatePackageInput, PackageItem } from '@cloudfit/shared/schemas/package.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** `POST /packages`, then every package list refreshes. */
export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreatePackageInput) => {
      const created = await apiClient.post<PackageItem>('packages', input);
      await queryClient.invalidateQueries({ queryKey: ['packages'] });
      return created;
    },
    [queryClient],
  );
}
