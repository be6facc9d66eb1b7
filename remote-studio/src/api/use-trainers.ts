import { apiClient } from '@cloudfit/shared/http/api-client';
import type { TrainerOption } from '@cloudfit/shared/schemas/staff.schema';
import { useQuery } from '@tanstack/react-query';

/** Active trainers, for a PT pack's trainer: the front desk may read these, not the staff list. */
export function useTrainers(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'trainers'],
    queryFn: ({ signal }) => apiClient.get<{ items: TrainerOption[] }>('staff/trainers', { signal }),
    select: (result) => result.items,
    enabled,
  });
}
