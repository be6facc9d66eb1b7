import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { entityId, isOrderedRange, queryDate, queryId, versionField } from './studio-fields';

export const BOOKING_STATUSES = [
  'booked',
  'waitlisted',
  'cancelled',
  'late_cancelled',
  'attended',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A member holds at most one booking in these statuses per class (a unique partial index). */
export const HOLDING_BOOKING_STATUSES = ['booked', 'waitlisted', 'attended', 'no_show'] as const;

export const createBookingSchema = z.strictObject({
  classId: entityId('Choose a class.'),
  memberId: entityId('Choose a member.'),
  /** Which membership pays; when null the server picks the best valid one. */
  membershipId: entityId('Choose a membership.').nullable(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

export const cancelBookingSchema = z.strictObject({ version: versionField });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

export const markAttendanceSchema = z.strictObject({
  status: z.enum(['attended', 'no_show'], { error: 'Choose attended or no-show.' }),
  version: versionField,
});
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

export const bookingListQuerySchema = listQuerySchema
  .extend({
    classId: queryId.optional(),
    memberId: queryId.optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine((value) => isOrderedRange(value.from, value.to), {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export interface BookingItem {
  id: number;
  classId: number;
  classTitle: string;
  classStartsAt: string;
  memberId: number;
  memberName: string;
  membershipId: number | null;
  status: BookingStatus;
  waitlistPosition: number | null;
  creditsCharged: number;
  bookedAt: string;
  cancelledAt: string | null;
  attendedAt: string | null;
  version: number;
}
