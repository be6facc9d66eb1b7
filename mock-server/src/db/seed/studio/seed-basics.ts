import type { BookingPolicy, MembershipForBooking } from '@cloudfit/shared/domain/class-booking';
import * as studio from '../../schema/studio';
import type { StudioSeed } from './studio-seed-types';

export const STUDIO_FAKER_SEED = 20261102;
export const INVOICE_PREFIX = 'CF';
export const HISTORY_DAYS = 365;
export const SCHEDULE_DAYS_BACK = 56;
export const SCHEDULE_DAYS_AHEAD = 28;
export const PAYMENT_DUE_DAYS = 14;
/** A tiny valid PNG: the seed stores the shape of a signature, not a drawing. */
export const SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The order to insert the seed's tables in, so that every foreign key finds its row. */
export const STUDIO_SEED_INSERT_ORDER = [
  ['settings', studio.studioSettings],
  ['rooms', studio.rooms],
  ['packages', studio.packages],
  ['packageCenters', studio.packageCenters],
  ['coupons', studio.coupons],
  ['products', studio.products],
  ['productStock', studio.productStock],
  ['invoices', studio.invoices],
  ['invoiceLines', studio.invoiceLines],
  ['payments', studio.payments],
  ['refunds', studio.refunds],
  ['couponRedemptions', studio.couponRedemptions],
  ['memberships', studio.memberships],
  ['membershipFreezes', studio.membershipFreezes],
  ['classSeries', studio.classSeries],
  ['classes', studio.classes],
  ['bookings', studio.bookings],
  ['signatureRequests', studio.signatureRequests],
  ['ptSessions', studio.ptSessions],
  ['signedDocuments', studio.signedDocuments],
  ['membershipCreditMovements', studio.membershipCreditMovements],
  ['stockMovements', studio.stockMovements],
  ['checkIns', studio.checkIns],
  ['news', studio.news],
  ['newsCenters', studio.newsCenters],
  ['expenditures', studio.expenditures],
] as const satisfies readonly (readonly [keyof StudioSeed, unknown])[];

export const POLICY: BookingPolicy = {
  bookingWindowDays: 14,
  cancelCutoffHours: 12,
  lateCancelCountsCredit: true,
  noShowPolicy: 'forfeit_credit',
  noShowFee: 0,
  waitlistAutoPromote: true,
};
export const CHECK_IN_BLOCK_OWING_OVER = 1_000_00;

export type Invoice = StudioSeed['invoices'][number];
export type Payment = StudioSeed['payments'][number];
export type Membership = StudioSeed['memberships'][number];
export type Booking = StudioSeed['bookings'][number];

/** A membership as the booking and check-in rules see it, with its running credit balance. */
export interface LiveMembership extends MembershipForBooking {
  memberId: number;
  cancelledOn: string | null;
}

/** The share of time members who also trained with monthly memberships in the past year. */
export const PAST_MEMBERS_SHARE = 0.6;
/** The chance such a member trained in each month, January first: resolutions, then the summer dip. */
export const SEASON_ACTIVITY = [0.95, 0.75, 0.6, 0.5, 0.4, 0.25, 0.15, 0.15, 0.35, 0.4, 0.4, 0.35];

/** June to September, month indexes. */
export const SUMMER = new Set([5, 6, 7, 8]);

export function monthIndex(day: string): number {
  return Number(day.slice(5, 7)) - 1;
}

/** The first of the month `months` after the month of `firstOfMonth`. */
export function addMonths(firstOfMonth: string, months: number): string {
  const index = Number(firstOfMonth.slice(0, 4)) * 12 + monthIndex(firstOfMonth) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

export function idSequence(): () => number {
  let last = 0;
  return () => {
    last += 1;
    return last;
  };
}
