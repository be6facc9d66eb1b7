import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import {
  type CheckInEvaluationResult,
  type CheckInItem,
  repeatCheckInDetailsSchema,
} from '@cloudfit/shared/schemas/check-in.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import { useQueryClient } from '@tanstack/react-query';

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

/** The server's answer: recorded, or not recorded because the member was let in here minutes ago (at `alreadyInAt`). */
export type CheckInAnswer = RecordedCheckIn | { alreadyInAt: string };

/** `POST /check-ins`: records the attempt, allowed or refused, and refreshes today's list. */
export function useRecordCheckIn(onRecorded: (result: CheckInAnswer) => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutate: async (input: RecordCheckInInput): Promise<CheckInAnswer> => {
      try {
        return await apiClient.post<RecordedCheckIn>('check-ins', {
          memberId: input.memberId,
          centerId: input.centerId,
          device: 'front desk',
          override: input.overrideNote === undefined ? undefined : { note: input.overrideNote },
          confirmRepeat: input.confirmRepeat,
        });
      } catch (error) {
        // Let in since the desk last looked (another desk, a second tab): the desk asks, not a failure.
        if (ApiError.is(error) && error.code === DOMAIN_CODES.alreadyCheckedIn) {
          const details = repeatCheckInDetailsSchema.safeParse(error.body?.error.details);
          if (details.success) return { alreadyInAt: details.data.at };
        }
        throw error;
      }
    },
    // The server's answer is the outcome: it shows at once, not after the card, today's list and the
    // member reload (they are marked for reloading first, so a Check in meanwhile waits for the card).
    invalidate: [],
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['check-ins'] });
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      onRecorded(answer);
    },
  });
}
