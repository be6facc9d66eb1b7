import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CheckInEvaluationResult } from '@cloudfit/shared/schemas/check-in.schema';
import { useQuery } from '@tanstack/react-query';

/** Who stands at the desk: a scanned or typed member number, or a member chosen by name. */
export type DeskMember = { memberNumber: string } | { memberId: number };

/**
 * `POST /check-ins/evaluate`: whether the member would be let in now, and who may override a
 * refusal. Nothing is recorded; it is keyed under `check-ins` so a recorded attempt refreshes it.
 */
export function useCheckInEvaluation(who: DeskMember | null, centerId: number | undefined) {
  return useQuery({
    queryKey: ['check-ins', 'evaluate', who, centerId],
    queryFn: ({ signal }) =>
      apiClient.post<CheckInEvaluationResult>('check-ins/evaluate', { ...who, centerId }, { signal }),
    enabled: who !== null && centerId !== undefined,
    retry: false,
  });
}
