import { apiClient } from '@cloudfit/shared/http/api-client';
import type { Staff } from '@cloudfit/shared/schemas/staff.schema';
import { useQuery } from '@tanstack/react-query';

export function staffRecordKey(id: number) {
  return ['staff', 'record', id] as const;
}

/** `GET /staff/:id`: the account with its branches; its key starts with `staff`, so any save refreshes it. */
export function useStaff(id: number) {
  return useQuery({
    queryKey: staffRecordKey(id),
    queryFn: ({ signal }) => apiClient.get<Staff>(`staff/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
