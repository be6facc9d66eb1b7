import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { entityId, orderedDateRange, queryBoolean, queryDate, queryId, versionField } from './studio-fields';

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

/** A booked member may be marked attended from this long before the class starts; a no-show once it starts. */
export const ATTENDANCE_OPENS_BEFORE_MINUTES = 30;

/** The bookings a member still holds a class with: `GET /bookings?active=true`. */
export const ACTIVE_BOOKING_STATUSES = ['booked', 'waitlisted', 'attended'] as const;

/** `POST /classes/:id/bookings`: the class is in the path. */
export const createBookingSchema = z.strictObject({
  memberId: entityId('Choose a member.'),
  /** Which membership pays; when absent or null the server picks the best valid one. */
  membershipId: entityId('Choose a membership.').nullable().optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

export const cancelBookingSchema = z.strictObject({ version: versionField });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

export const markAttendanceSchema = z.strictObject({
  status: z.enum(['attended', 'no_show'], { error: 'Choose attended or no-show.' }),
  version: versionField,
});
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

export const BOOKING_SORT_KEYS = ['bookedAt', 'classStartsAt', 'status'] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

export const bookingListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(BOOKING_SORT_KEYS).optional(),
    classId: queryId.optional(),
    memberId: queryId.optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    /** Only booked, waitlisted or attended bookings (`ACTIVE_BOOKING_STATUSES`): none cancelled or missed. */
    active: queryBoolean.optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const int = z.number().int();

export const bookingItemSchema = z.object({
  id: int,
  classId: int,
  classTitle: z.string(),
  classStartsAt: z.string(),
  memberId: int,
  memberName: z.string(),
  membershipId: int.nullable(),
  status: z.enum(BOOKING_STATUSES),
  waitlistPosition: int.nullable(),
  creditsCharged: int,
  bookedAt: z.string(),
  promotedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
  version: int,
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const bookingListResponseSchema = z.object({
  items: z.array(bookingItemSchema),
  total: int,
  totalCapped: z.boolean().optional(),
});

/** What a cancellation or attendance mark did, beside the booking itself. */
export const bookingChangeResultSchema = z.object({
  booking: bookingItemSchema,
  creditsReturned: int,
  /**
   * A cancellation inside the studio's cutoff: the booking is late-cancelled, and its credit is kept
   * unless the studio returns late cancellations' credits (then `creditsReturned` says so).
   */
  lateCancellation: z.boolean(),
  /** Bookings moved up from the waitlist into the freed place. */
  promotedBookingIds: z.array(int),
  /** A no-show fee due under the studio's policy, in minor units (0 for none). */
  noShowFee: int,
  /** The issued, unpaid invoice of that fee. */
  noShowInvoiceId: int.nullable(),
});
export type BookingChangeResult = z.infer<typeof bookingChangeResultSchema>;
