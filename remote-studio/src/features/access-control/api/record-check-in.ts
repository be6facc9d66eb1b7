import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CheckInEvaluationResult, CheckInItem } from '@cloudfit/shared/schemas/check-in.schema';
import { useApiMutation } from '../../../components/feedback/api-mutation';

export interface RecordCheckInInput {
  memberId: number;
  centerId: number;
  /** Lets a refused member in; the refusal stays on the record beside the note. */
  overrideNote?: string;
  /** The member was let in here minutes ago and has come back: record this one too. */
  confirmRepeat?: boolean;
}

export interface RecordedCheckIn {
  checkIn: CheckInItem;
  evaluation: CheckInEvaluationResult;
}

/** `POST /check-ins`: records the attempt, allowed or refused, and refreshes today's list. */
export function useRecordCheckIn(onRecorded: (result: RecordedCheckIn) => void) {
  return useApiMutation({
    mutate: (input: RecordCheckInInput) =>
      apiClient.post<RecordedCheckIn>('check-ins', {
        memberId: input.memberId,
        centerId: input.centerId,
        device: 'front desk',
        override: input.overrideNote === undefined ? undefined : { note: input.overrideNote },
        confirmRepeat: input.confirmRepeat,
      }),
    invalidate: [['check-ins'], ['members']],
    onSuccess: onRecorded,
  });
}
