import { apiClient } from '@cloudfit/shared/http/api-client';
import type { BookingChangeResult } from '@cloudfit/shared/schemas/booking.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

export interface CancelBookingInput {
  bookingId: number;
  version: number;
}

/**
 * `POST /bookings/:id/cancel`: credits back unless it is late (`lateCancellation`); the first on
 * the waitlist may move up.
 */
export function useCancelBooking(options: {
  successMessage(result: BookingChangeResult): string;
  onSuccess?(result: BookingChangeResult): void;
}) {
  return useApiMutation({
    mutate: (input: CancelBookingInput) =>
      apiClient.post<BookingChangeResult>(`bookings/${input.bookingId}/cancel`, { version: input.version }),
    successMessage: options.successMessage,
    invalidate: [['classes'], ['bookings']],
    onSuccess: options.onSuccess,
  });
}
