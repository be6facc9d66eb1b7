/**
 * One change, as the API's event stream (`GET /api/v1/events`, Server-Sent Events) sends it: what
 * was written, by whom and when, and the records it touches. It names fields, never their values:
 * a screen that shows the record reads it again.
 */
export interface LiveEvent {
  /** Increasing; send the last one seen as `Last-Event-ID` to catch up after a reconnect. */
  id: number;
  /** `<resource>.<action>`: the API resource (`check-ins`, `members`, `memberships`, `invoices`...) and what happened (`create`, `update`, `check-in`, `freeze`...). */
  type: string;
  /** The API resource written, as in its path and in the screens' query keys. */
  resource: string;
  action: string;
  /** The written record's id. */
  recordId: string;
  /** The record's version after the write, when it has one: an open form holding an older one is stale. */
  version: number | null;
  branchId: number | null;
  memberId: number | null;
  classId: number | null;
  invoiceId: number | null;
  /** Who made the change (a staff member's name), null for the system. */
  actorName: string | null;
  actorStaffId: number | null;
  /** When it was written (ISO 8601). */
  at: string;
  /** The fields whose values changed (empty for a record created or removed). */
  changed: string[];
}

/** The SSE event name of a change; `resync` (no data) tells the client it missed too much to catch up. */
export const LIVE_EVENT_NAME = 'change';
export const LIVE_RESYNC_EVENT_NAME = 'resync';
/** The stream's path under the API base. */
export const LIVE_EVENTS_PATH = 'events';

/**
 * The API resources whose screens' data a change of `resource` may alter: a check-in changes the
 * member's last visit and the membership's credits, a booking the class's places, a payment the
 * invoice's and the member's balance. Each is the first element of the screens' query keys.
 */
export const LIVE_AFFECTED_RESOURCES: Record<string, readonly string[]> = {
  'check-ins': ['check-ins', 'members', 'memberships'],
  members: ['members', 'check-ins', 'memberships', 'invoices'],
  memberships: ['memberships', 'members', 'check-ins', 'invoices', 'bookings'],
  // What a member owes decides the door (check-ins/evaluate): a payment taken at another desk ends a refusal here.
  invoices: ['invoices', 'payments', 'members', 'memberships', 'check-ins'],
  payments: ['payments', 'invoices', 'members', 'check-ins'],
  refunds: ['payments', 'invoices', 'members', 'check-ins'],
  bookings: ['bookings', 'classes', 'memberships', 'members', 'check-ins'],
  classes: ['classes', 'bookings', 'check-ins'],
  'class-series': ['class-series', 'classes'],
  closures: ['closures', 'classes', 'bookings', 'memberships'],
  'pt-sessions': ['pt-sessions', 'memberships', 'members'],
  'signature-requests': ['signature-requests', 'members', 'check-ins'],
  centers: ['centers'],
};

export function affectedResources(resource: string): readonly string[] {
  return LIVE_AFFECTED_RESOURCES[resource] ?? [resource];
}
