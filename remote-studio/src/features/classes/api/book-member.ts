import { apiClient } from '@cloudfit/shared/http/api-client';
import type { BookingItem } from '@cloudfit/shared/schemas/booking.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

export interface BookMemberInput {
  classId: number;
  memberId: number;
}

/**
 * `POST /classes/:id/bookings`: answers the booking, `waitlisted` when the class was full. A refusal
 * (no valid membership, no credits, already booked...) is toasted in the user's language.
 */
export function useBookMember(options: {
  successMessage(booking: BookingItem): string;
  onSuccess?(booking: BookingItem): void;
}) {
  return useApiMutation({
    mutate: (input: BookMemberInput) =>
      apiClient.post<BookingItem>(`classes/${input.classId}/bookings`, { memberId: input.memberId }),
    successMessage: options.successMessage,
    invalidate: [['classes'], ['bookings']],
    onSuccess: options.onSuccess,
    // The roster says why a booking was refused, under the member chosen.
    errorToast: false,
  });
}
