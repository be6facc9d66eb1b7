/**
 * Codes of the studio's business rules. The API returns one as `error.code` in a 422 body (and a
 * refused check-in stores one as its reason); the browser translates the code, so the text of
 * `error.message` is only a fallback.
 */
export const DOMAIN_CODES = {
  // Memberships
  membershipNotFound: 'membership_not_found',
  membershipCancelled: 'membership_cancelled',
  membershipExpired: 'membership_expired',
  freezeOverlaps: 'freeze_overlaps',
  freezeOutsideMembership: 'freeze_outside_membership',
  freezeInPast: 'freeze_in_past',
  freezeTooLong: 'freeze_too_long',
  freezeNotActive: 'freeze_not_active',
  packageInactive: 'package_inactive',
  packageNotSoldAtCenter: 'package_not_sold_at_center',
  trainerRequired: 'trainer_required',

  // Class booking
  classCancelled: 'class_cancelled',
  classAlreadyStarted: 'class_already_started',
  outsideBookingWindow: 'outside_booking_window',
  alreadyBooked: 'already_booked',
  noValidMembership: 'no_valid_membership',
  membershipFrozen: 'membership_frozen',
  noCredits: 'no_credits',
  bookingNotActive: 'booking_not_active',
  attendanceTooEarly: 'attendance_too_early',

  // Timetable: a room, instructor or trainer already taken at that time (by a class or PT session)
  roomTaken: 'room_taken',
  instructorBusy: 'instructor_busy',

  // Editing a class: a capacity below the booked places, or a move that would drop booked members
  classCapacityBelowBooked: 'class_capacity_below_booked',
  classMoveLosesBookings: 'class_move_loses_bookings',

  // Branches and settings
  centerInUse: 'center_in_use',
  /** A new record (staff, news, package, room) placed at an archived branch. */
  centerArchived: 'center_archived',
  currencyLocked: 'currency_locked',

  // Closures and bulk actions
  closureOverlaps: 'closure_overlaps',
  closureInPast: 'closure_in_past',
  bulkSelectionTooLarge: 'bulk_selection_too_large',

  // Personal training
  ptSessionNotScheduled: 'pt_session_not_scheduled',
  ptNoSessionsLeft: 'pt_no_sessions_left',

  // Invoices, payments, refunds
  invoiceVoid: 'invoice_void',
  invoiceNotIssued: 'invoice_not_issued',
  invoiceAlreadyIssued: 'invoice_already_issued',
  invoiceHasPayments: 'invoice_has_payments',
  amountNotPositive: 'amount_not_positive',
  paymentExceedsBalance: 'payment_exceeds_balance',
  refundExceedsPayment: 'refund_exceeds_payment',
  /** A reversal or refund of a payment already reversed (recorded by mistake and taken back). */
  paymentReversed: 'payment_reversed',
  /** A reversal of a payment with refunds: what is left of it is refunded instead. */
  paymentHasRefunds: 'payment_has_refunds',
  discountExceedsSubtotal: 'discount_exceeds_subtotal',
  insufficientStock: 'insufficient_stock',
  /** Edit or delete of an invoice that was issued: only a draft changes; an issued one is voided. */
  invoiceNotDraft: 'invoice_not_draft',
  /** Void of a draft: a draft was never issued, so it is deleted instead. */
  invoiceIsDraft: 'invoice_is_draft',

  // Coupons
  couponNotFound: 'coupon_not_found',
  couponInactive: 'coupon_inactive',
  couponNotYetValid: 'coupon_not_yet_valid',
  couponExpired: 'coupon_expired',
  couponLimitReached: 'coupon_limit_reached',
  couponMemberLimitReached: 'coupon_member_limit_reached',
  couponNotApplicable: 'coupon_not_applicable',
  couponMinimumNotMet: 'coupon_minimum_not_met',

  // Signatures
  signatureRequestNotPending: 'signature_request_not_pending',
  signatureTextChanged: 'signature_text_changed',
  signedDocumentImmutable: 'signed_document_immutable',

  // The front desk's day
  ptSessionNotStarted: 'pt_session_not_started',
  alreadyCheckedIn: 'already_checked_in',
} as const;
export type DomainCode = (typeof DOMAIN_CODES)[keyof typeof DOMAIN_CODES];

/** Why a check-in was refused; stored on the check-in row and shown at the front desk. */
export const CHECK_IN_REFUSAL_CODES = [
  'no_membership',
  'not_started',
  'expired',
  'frozen',
  'no_credits',
  'owes_money',
  'unsigned_document',
  'outside_opening_hours',
  'not_valid_at_center',
] as const;
export type CheckInRefusalCode = (typeof CHECK_IN_REFUSAL_CODES)[number];

/**
 * Refusals a staff member may override with a note. A frozen membership is unfrozen instead, and a
 * member with no membership is sold one: letting them in by override would hide the real fix.
 */
export const OVERRIDABLE_CHECK_IN_REFUSALS: readonly CheckInRefusalCode[] = [
  'not_started',
  'expired',
  'no_credits',
  'owes_money',
  'unsigned_document',
  'outside_opening_hours',
  'not_valid_at_center',
];

export function isOverridableCheckInRefusal(code: CheckInRefusalCode): boolean {
  return OVERRIDABLE_CHECK_IN_REFUSALS.includes(code);
}
