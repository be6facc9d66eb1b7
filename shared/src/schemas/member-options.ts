// The member list's sort keys and statuses without zod, so the first screen does not load it.
export const MEMBER_SORT_KEYS = [
  'memberNumber',
  'lastName',
  'firstName',
  'email',
  'joinedAt',
  'createdAt',
] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

/**
 * A member's standing today, from their memberships (at each membership's center) and invoices:
 * `active` covered beyond the next 14 days, `expiring` covered only within them, `expired` had
 * memberships and none runs, `frozen`, `no_membership`, and `owes_money` (an open balance).
 */
export const MEMBER_STATUSES = [
  'active',
  'expiring',
  'expired',
  'frozen',
  'no_membership',
  'owes_money',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
