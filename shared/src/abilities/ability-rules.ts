import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

/** The roles a staff account can hold; an account with no role cannot use the back office. */
export const ROLES = ['admin', 'developer', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'manage',
  'read',
  'create',
  'update',
  'delete',
  'void',
  'refund',
  'override',
  'attend',
  'unfreeze',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * `Auth` and `ACL` gate screens (docs/product.md, Screens and guards); the rest are studio data subjects the server checks
 * on every endpoint. `Demo` covers the template's demo apps.
 */
export const SUBJECTS = [
  'all',
  'Auth',
  'ACL',
  'Demo',
  'Member',
  'Membership',
  'Package',
  'Invoice',
  'Payment',
  'Coupon',
  'Product',
  'Class',
  'Booking',
  'PtSession',
  'CheckIn',
  'Signature',
  'Room',
  'Center',
  'Staff',
  'News',
  'Setting',
  'Expenditure',
  'Report',
  'AuditLog',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface AbilityRule {
  action: Action;
  subject: Subject;
}

export type AppAbility = MongoAbility<[Action, Subject]>;

/** What a visitor who is not signed in may do. */
export const VISITOR_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const FRONT_DESK_RULES: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
  ...(['Member', 'Package', 'Class', 'Room', 'Product', 'Coupon', 'Center', 'News'] as const).map(
    (subject): AbilityRule => ({ action: 'read', subject }),
  ),
  { action: 'create', subject: 'Member' },
  { action: 'update', subject: 'Member' },
  ...(['Membership', 'Invoice', 'Payment', 'Booking', 'CheckIn', 'Signature'] as const).flatMap(
    (subject): AbilityRule[] => [
      { action: 'read', subject },
      { action: 'create', subject },
    ],
  ),
  { action: 'read', subject: 'PtSession' },
  // The desk records a PT session as it happens: the member arrived and trained, or did not come.
  { action: 'update', subject: 'PtSession' },
  { action: 'attend', subject: 'Booking' },
  // A frozen member at the door: the desk may end the freeze (not start, extend or cancel one).
  { action: 'unfreeze', subject: 'Membership' },
  { action: 'update', subject: 'Booking' },
];

/** The one mapping of role to abilities, used by the server to authorize and sent to the browser. */
export function rulesForRole(role: Role | null | undefined): AbilityRule[] {
  switch (role) {
    case 'admin':
    case 'developer':
      return [{ action: 'manage', subject: 'all' }];
    case 'client':
      return FRONT_DESK_RULES;
    default:
      return [];
  }
}

export function createAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules as RawRuleOf<AppAbility>[]);
}
