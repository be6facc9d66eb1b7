import { apiClient } from '@cloudfit/shared/http/api-client';
import type { BookingChangeResult, MarkAttendanceInput } from '@cloudfit/shared/schemas/booking.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /bookings/:id/attendance`: attended or no-show (a no-show may be charged a fee by policy). */
export function useMarkAttendance(options: { successMessage(result: BookingChangeResult): string }) {
  return useApiMutation({
    mutate: ({ bookingId, ...input }: MarkAttendanceInput & { bookingId: number }) =>
      apiClient.post<BookingChangeResult>(`bookings/${bookingId}/attendance`, input),
    successMessage: options.successMessage,
    invalidate: [['classes'], ['bookings']],
  });
}
