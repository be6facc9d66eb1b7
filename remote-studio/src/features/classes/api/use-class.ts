import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ClassDetail } from '@cloudfit/shared/schemas/class.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /classes/:id`: the class with its roster; the key starts with `classes`, so every class change refreshes it. */
export function useClass(id: number | null) {
  return useQuery({
    queryKey: ['classes', 'record', id],
    queryFn: ({ signal }) => apiClient.get<ClassDetail>(`classes/${id}`, { signal }),
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
  });
}
