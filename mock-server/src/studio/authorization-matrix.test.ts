import {
  type Action,
  createAbility,
  type Role,
  rulesForRole,
  type Subject,
} from '@cloudfit/shared/abilities/ability-rules';
import { memberInput } from '../test-support/member-input';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import {
  createMembersWithMemberships,
  createRoomAndInstructor,
  fromNow,
} from './bookings/schedule-test-fixtures';

/**
 * Who may call each studio route (docs/product.md, Roles and accounts; `rulesForRole`). Every route listed here is called
 * as each role with a valid request, so that the guard, not validation, decides: 401 without a
 * token, 403 for an account without a role or without the ability, anything else (never a 500)
 * when allowed. Every route the server lists in its OpenAPI document must be in the table, apart from
 * the public sign-in routes (PUBLIC_ROUTES), so a new route cannot be left out.
 */
interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as OpenAPI lists it, under /api/v1. */
  path: string;
  /** Concrete path to call; defaults to `path` with {id} replaced by 1. */
  url?: string | ((samples: Samples) => string);
  /** Every one is needed; a route may list a finer rule its handler checks (a check-in override). */
  abilities: [Action, Subject][];
  /** Only these roles, whatever their abilities: the release registry is developers' alone. */
  roles?: Role[];
  body?: (samples: Samples) => unknown;
}

interface Samples {
  settings: Record<string, unknown>;
  trainerId: number;
  /** Rows the selling and front-desk routes act on, made in beforeAll. */
  memberId: number;
  packageId: number;
  membershipId: number;
  draftInvoiceId: number;
  deletableDraftId: number;
  issuedInvoiceId: number;
  voidableInvoiceId: number;
  paymentId: number;
  couponCode: string;
  classId: number;
  cancellableClassId: number;
  classBody: Record<string, unknown>;
  seriesId: number;
  seriesBody: Record<string, unknown>;
  bookingId: number;
  attendanceBookingId: number;
  ptSessionId: number;
  ptSessionBody: Record<string, unknown>;
  signatureRequestId: number;
  notStartedMemberId: number;
  expiredMemberId: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a parsed response body
type Json = any;

/**
 * Public routes: signing in, registering, refreshing, signing out, the sign-in page's settings and
 * the password reset need no ability.
 */
const PUBLIC_ROUTES = [
  'POST /jwt/login',
  'POST /jwt/register',
  'POST /jwt/refresh-token',
  'POST /jwt/logout',
  'GET /jwt/login-settings',
  'POST /jwt/forgot-password',
  'POST /jwt/reset-password',
];

const day = (days: number) => fromNow(days).slice(0, 10);
const PNG_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const member = memberInput({ firstName: 'Matrix', lastName: 'Member', homeCenterId: 1 });
const center = {
  name: 'Matrix',
  code: 'MATRIX',
  address: 'Somewhere 1',
  phone: '02-0000',
  timezone: 'Asia/Taipei',
};
const room = { centerId: 1, name: 'Matrix Room', capacity: 10, active: true };
const pack = {
  kind: 'time',
  name: 'Matrix month',
  description: null,
  durationValue: 1,
  durationUnit: 'months',
  credits: null,
  price: 100000,
  currency: 'TWD',
  centerIds: [1],
  active: true,
};
const coupon = {
  code: 'MATRIX10',
  description: null,
  kind: 'percent',
  value: 10,
  scope: 'all',
  validFrom: null,
  validTo: null,
  totalLimit: null,
  perMemberLimit: null,
  minAmount: null,
  active: true,
};
const product = {
  sku: 'MATRIX-1',
  barcode: null,
  name: 'Matrix bar',
  description: null,
  price: 5000,
  cost: 2000,
  reorderLevel: 1,
  active: true,
};
const newsItem = {
  title: 'Matrix',
  body: 'Text',
  centerIds: [1],
  publishAt: null,
  expiresAt: null,
  pinned: false,
  status: 'draft',
};
const expenditure = {
  spentOn: '2026-01-15',
  centerId: 1,
  category: 'other',
  vendor: 'Matrix',
  amount: 100,
  method: 'cash',
  note: null,
};
const staffAccount = {
  email: 'matrix@demo.com',
  fullName: 'Matrix Staff',
  role: 'client',
  centerIds: [1],
  isTrainer: false,
  active: true,
};

const ROUTE_RULES: RouteRule[] = [
  { method: 'GET', path: '/outbox', abilities: [['manage', 'Staff']] },
  // Every role's stream carries only what it may read (live/live-routes.test.ts).
  { method: 'GET', path: '/events', abilities: [] },
  // Every signed-in staff member's own account.
  { method: 'GET', path: '/account/profile', abilities: [] },
  {
    method: 'PUT',
    path: '/account/profile',
    abilities: [],
    body: () => ({ fullName: 'Matrix', phone: null, locale: null, version: 1_000_000 }),
  },
  {
    method: 'POST',
    path: '/account/password',
    abilities: [],
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'matrix-password' }),
  },

  { method: 'GET', path: '/members', abilities: [['read', 'Member']] },
  {
    method: 'GET',
    path: '/members/export.csv',
    url: '/members/export.csv?q=nothing-matches',
    abilities: [['read', 'Member']],
  },
  { method: 'GET', path: '/members/{id}', abilities: [['read', 'Member']] },
  { method: 'GET', path: '/members/tags', abilities: [['read', 'Member']] },
  { method: 'POST', path: '/members', abilities: [['create', 'Member']], body: () => member },
  {
    method: 'PUT',
    path: '/members/{id}',
    url: '/members/30',
    abilities: [['update', 'Member']],
    body: () => ({ ...member, version: 1 }),
  },
  {
    method: 'POST',
    path: '/members/{id}/archive',
    url: '/members/31/archive',
    abilities: [['delete', 'Member']],
    body: () => ({ version: 1 }),
  },

  { method: 'GET', path: '/centers', abilities: [['read', 'Center']] },
  { method: 'GET', path: '/centers/{id}', abilities: [['read', 'Center']] },
  { method: 'POST', path: '/centers', abilities: [['create', 'Center']], body: () => center },
  {
    method: 'PUT',
    path: '/centers/{id}',
    url: '/centers/3',
    abilities: [['update', 'Center']],
    body: () => ({ ...center, code: 'MATRIX2', openingHours: [], active: true, version: 1 }),
  },
  {
    method: 'POST',
    path: '/centers/{id}/archive',
    url: '/centers/3/archive',
    abilities: [['update', 'Center']],
    body: () => ({ version: 2 }),
  },
  {
    method: 'POST',
    path: '/centers/{id}/move-members',
    url: '/centers/3/move-members',
    abilities: [['update', 'Center']],
    body: () => ({ toCenterId: 1, memberIds: [999_999] }),
  },
  { method: 'GET', path: '/closures', abilities: [['read', 'Center']] },
  { method: 'GET', path: '/closures/export.csv', abilities: [['read', 'Center']] },
  { method: 'GET', path: '/closures/{id}', abilities: [['read', 'Center']] },
  {
    method: 'POST',
    path: '/closures/preview',
    abilities: [['create', 'Center']],
    body: () => ({ centerId: 2, startsOn: day(300), endsOn: day(300), reason: 'Matrix' }),
  },
  {
    method: 'POST',
    path: '/closures',
    abilities: [['create', 'Center']],
    body: () => ({ centerId: 2, startsOn: day(300), endsOn: day(300), reason: 'Matrix' }),
  },
  {
    method: 'POST',
    path: '/members/bulk',
    abilities: [['update', 'Member']],
    body: () => ({ selection: { ids: [30] }, action: { type: 'addTag', tag: 'matrix' }, dryRun: true }),
  },
  {
    method: 'POST',
    path: '/members/bulk',
    abilities: [
      ['update', 'Member'],
      ['update', 'Membership'],
    ],
    body: () => ({
      selection: { ids: [30] },
      action: { type: 'extend', days: 1, reason: 'Matrix' },
      dryRun: true,
    }),
  },

  {
    method: 'GET',
    path: '/staff/trainers',
    url: () => '/staff/trainers',
    abilities: [['create', 'Membership']],
  },
  { method: 'GET', path: '/staff', abilities: [['read', 'Staff']] },
  { method: 'GET', path: '/staff/{id}', abilities: [['read', 'Staff']] },
  {
    method: 'POST',
    path: '/staff',
    abilities: [['create', 'Staff']],
    body: () => ({ ...staffAccount, username: 'matrix', password: 'matrix-password' }),
  },
  {
    method: 'PUT',
    path: '/staff/{id}',
    abilities: [['update', 'Staff']],
    url: '/staff/trainer',
    body: () => ({ ...staffAccount, email: 'matrix-trainer@demo.com', isTrainer: true, version: 1 }),
  },
  {
    method: 'POST',
    path: '/staff/{id}/password',
    url: '/staff/trainer/password',
    abilities: [['update', 'Staff']],
    body: () => ({ password: 'a-new-password' }),
  },

  { method: 'GET', path: '/rooms', abilities: [['read', 'Room']] },
  {
    method: 'GET',
    path: '/rooms/export.csv',
    url: '/rooms/export.csv?q=nothing-matches',
    abilities: [['read', 'Room']],
  },
  { method: 'GET', path: '/rooms/{id}', abilities: [['read', 'Room']] },
  { method: 'POST', path: '/rooms', abilities: [['create', 'Room']], body: () => room },
  {
    method: 'PUT',
    path: '/rooms/{id}',
    abilities: [['update', 'Room']],
    body: () => ({ ...room, version: 1 }),
  },

  { method: 'GET', path: '/packages', abilities: [['read', 'Package']] },
  {
    method: 'GET',
    path: '/packages/export.csv',
    url: '/packages/export.csv?q=nothing-matches',
    abilities: [['read', 'Package']],
  },
  { method: 'GET', path: '/packages/{id}', abilities: [['read', 'Package']] },
  {
    method: 'GET',
    path: '/packages/{id}/memberships',
    abilities: [
      ['read', 'Package'],
      ['read', 'Membership'],
    ],
  },
  { method: 'POST', path: '/packages', abilities: [['create', 'Package']], body: () => pack },
  {
    method: 'PUT',
    path: '/packages/{id}',
    abilities: [['update', 'Package']],
    body: () => ({ ...pack, version: 1 }),
  },

  { method: 'GET', path: '/coupons', abilities: [['read', 'Coupon']] },
  {
    method: 'GET',
    path: '/coupons/export.csv',
    url: '/coupons/export.csv?q=nothing-matches',
    abilities: [['read', 'Coupon']],
  },
  { method: 'GET', path: '/coupons/{id}', abilities: [['read', 'Coupon']] },
  { method: 'GET', path: '/coupons/{id}/redemptions', abilities: [['read', 'Coupon']] },
  { method: 'POST', path: '/coupons', abilities: [['create', 'Coupon']], body: () => coupon },
  {
    method: 'PUT',
    path: '/coupons/{id}',
    abilities: [['update', 'Coupon']],
    body: () => ({ ...coupon, code: 'MATRIX20', version: 1 }),
  },

  { method: 'GET', path: '/products', abilities: [['read', 'Product']] },
  {
    method: 'GET',
    path: '/products/export.csv',
    url: '/products/export.csv?q=nothing-matches',
    abilities: [['read', 'Product']],
  },
  { method: 'GET', path: '/products/{id}', abilities: [['read', 'Product']] },
  { method: 'GET', path: '/products/{id}/stock-movements', abilities: [['read', 'Product']] },
  { method: 'POST', path: '/products', abilities: [['create', 'Product']], body: () => product },
  {
    method: 'PUT',
    path: '/products/{id}',
    abilities: [['update', 'Product']],
    body: () => ({ ...product, sku: 'MATRIX-2', version: 1 }),
  },
  {
    method: 'POST',
    path: '/products/{id}/stock-adjustments',
    abilities: [['update', 'Product']],
    body: () => ({ centerId: 1, kind: 'restock', quantityDelta: 1, reason: 'Matrix' }),
  },

  { method: 'GET', path: '/news', abilities: [['read', 'News']] },
  {
    method: 'GET',
    path: '/news/export.csv',
    url: '/news/export.csv?q=nothing-matches',
    abilities: [['read', 'News']],
  },
  { method: 'GET', path: '/news/{id}', abilities: [['read', 'News']] },
  { method: 'POST', path: '/news', abilities: [['create', 'News']], body: () => newsItem },
  {
    method: 'PUT',
    path: '/news/{id}',
    abilities: [['update', 'News']],
    body: () => ({ ...newsItem, version: 1 }),
  },
  { method: 'DELETE', path: '/news/{id}', url: '/news/2', abilities: [['delete', 'News']] },

  { method: 'GET', path: '/settings', abilities: [['read', 'Setting']] },
  { method: 'GET', path: '/settings/profile', abilities: [['read', 'ACL']] },
  { method: 'PUT', path: '/settings', abilities: [['update', 'Setting']], body: (s) => s.settings },

  { method: 'GET', path: '/expenditures', abilities: [['read', 'Expenditure']] },
  {
    method: 'GET',
    path: '/expenditures/export.csv',
    url: '/expenditures/export.csv?q=nothing-matches',
    abilities: [['read', 'Expenditure']],
  },
  { method: 'GET', path: '/expenditures/monthly-totals', abilities: [['read', 'Expenditure']] },
  { method: 'GET', path: '/expenditures/{id}', abilities: [['read', 'Expenditure']] },
  { method: 'POST', path: '/expenditures', abilities: [['create', 'Expenditure']], body: () => expenditure },
  {
    method: 'PUT',
    path: '/expenditures/{id}',
    abilities: [['update', 'Expenditure']],
    body: () => ({ ...expenditure, version: 1 }),
  },
  { method: 'GET', path: '/memberships', abilities: [['read', 'Membership']] },
  {
    method: 'GET',
    path: '/memberships/export.csv',
    url: '/memberships/export.csv?q=nothing-matches',
    abilities: [['read', 'Membership']],
  },
  {
    method: 'GET',
    path: '/memberships/{id}',
    url: (s) => `/memberships/${s.membershipId}`,
    abilities: [['read', 'Membership']],
  },
  {
    method: 'POST',
    path: '/members/{memberId}/memberships',
    url: (s) => `/members/${s.memberId}/memberships`,
    abilities: [['create', 'Membership']],
    body: (s) => ({ packageId: s.packageId, startDate: day(1), payment: { amount: 100, method: 'cash' } }),
  },
  {
    method: 'POST',
    path: '/memberships/{id}/freeze',
    url: (s) => `/memberships/${s.membershipId}/freeze`,
    abilities: [['update', 'Membership']],
    body: () => ({ fromDate: day(10), toDate: day(20), reason: 'Matrix', version: 1 }),
  },
  {
    method: 'POST',
    path: '/memberships/{id}/unfreeze',
    url: (s) => `/memberships/${s.membershipId}/unfreeze`,
    abilities: [['unfreeze', 'Membership']],
    body: () => ({ resumeOn: day(15), version: 2 }),
  },
  {
    method: 'POST',
    path: '/memberships/{id}/extend',
    url: (s) => `/memberships/${s.membershipId}/extend`,
    abilities: [['update', 'Membership']],
    body: () => ({ days: 7, version: 3 }),
  },
  {
    method: 'POST',
    path: '/memberships/{id}/cancel',
    url: (s) => `/memberships/${s.membershipId}/cancel`,
    abilities: [['update', 'Membership']],
    body: () => ({ reason: 'Matrix', version: 4 }),
  },

  { method: 'GET', path: '/invoices', abilities: [['read', 'Invoice']] },
  {
    method: 'GET',
    path: '/invoices/export.csv',
    url: '/invoices/export.csv?q=nothing-matches',
    abilities: [['read', 'Invoice']],
  },
  {
    method: 'GET',
    path: '/invoices/{id}',
    url: (s) => `/invoices/${s.issuedInvoiceId}`,
    abilities: [['read', 'Invoice']],
  },
  {
    method: 'POST',
    path: '/invoices',
    abilities: [['create', 'Invoice']],
    body: (s) => invoiceBody(s.memberId, false),
  },
  {
    method: 'PUT',
    path: '/invoices/{id}',
    url: (s) => `/invoices/${s.draftInvoiceId}`,
    abilities: [['create', 'Invoice']],
    body: (s) => ({ ...invoiceBody(s.memberId, false), version: 1 }),
  },
  {
    method: 'DELETE',
    path: '/invoices/{id}',
    url: (s) => `/invoices/${s.deletableDraftId}`,
    abilities: [['create', 'Invoice']],
  },
  {
    method: 'POST',
    path: '/invoices/{id}/issue',
    url: (s) => `/invoices/${s.draftInvoiceId}/issue`,
    abilities: [['create', 'Invoice']],
    body: () => ({ dueDate: day(30), version: 1 }),
  },
  {
    method: 'POST',
    path: '/invoices/{id}/void',
    url: (s) => `/invoices/${s.voidableInvoiceId}/void`,
    abilities: [['void', 'Invoice']],
    body: () => ({ reason: 'Matrix', version: 1 }),
  },
  {
    method: 'POST',
    path: '/invoices/{id}/payments',
    url: (s) => `/invoices/${s.issuedInvoiceId}/payments`,
    abilities: [['create', 'Payment']],
    body: () => ({ amount: 100, method: 'cash' }),
  },
  {
    method: 'POST',
    path: '/payments/{id}/refunds',
    url: (s) => `/payments/${s.paymentId}/refunds`,
    abilities: [['refund', 'Payment']],
    body: () => ({ amount: 100, reason: 'Matrix' }),
  },
  {
    method: 'POST',
    path: '/payments/{id}/reversal',
    url: (s) => `/payments/${s.paymentId}/reversal`,
    abilities: [['refund', 'Payment']],
    body: () => ({ reason: 'Matrix' }),
  },
  { method: 'GET', path: '/payments', abilities: [['read', 'Payment']] },
  {
    method: 'GET',
    path: '/payments/export.csv',
    url: '/payments/export.csv?q=nothing-matches',
    abilities: [['read', 'Payment']],
  },
  { method: 'GET', path: '/refunds', abilities: [['read', 'Payment']] },
  {
    method: 'GET',
    path: '/refunds/export.csv',
    url: '/refunds/export.csv?q=nothing-matches',
    abilities: [['read', 'Payment']],
  },
  { method: 'GET', path: '/audit-log', abilities: [['read', 'AuditLog']] },
  { method: 'GET', path: '/audit-log/export.csv', abilities: [['read', 'AuditLog']] },
  {
    method: 'POST',
    path: '/coupons/validate',
    abilities: [['read', 'Coupon']],
    body: (s) => ({ code: s.couponCode, memberId: s.memberId, amount: 100000 }),
  },

  { method: 'GET', path: '/classes', abilities: [['read', 'Class']] },
  {
    method: 'GET',
    path: '/classes/export.csv',
    url: '/classes/export.csv?q=nothing-matches',
    abilities: [['read', 'Class']],
  },
  {
    method: 'GET',
    path: '/classes/{id}',
    url: (s) => `/classes/${s.classId}`,
    abilities: [['read', 'Class']],
  },
  {
    method: 'POST',
    path: '/classes',
    abilities: [['create', 'Class']],
    body: (s) => ({ ...s.classBody, startsAt: fromNow(300), endsAt: fromNow(300, 1) }),
  },
  {
    method: 'PUT',
    path: '/classes/{id}',
    url: (s) => `/classes/${s.classId}`,
    abilities: [['update', 'Class']],
    body: (s) => ({ ...s.classBody, title: 'Matrix class renamed', version: 1 }),
  },
  {
    method: 'POST',
    path: '/classes/{id}/cancel',
    url: (s) => `/classes/${s.cancellableClassId}/cancel`,
    abilities: [['update', 'Class']],
    body: () => ({ reason: 'Matrix', version: 1 }),
  },
  {
    method: 'POST',
    path: '/class-series',
    abilities: [['create', 'Class']],
    body: (s) => ({ ...s.seriesBody, fromDate: day(320), untilDate: day(330) }),
  },
  {
    method: 'GET',
    path: '/class-series/{id}',
    url: (s) => `/class-series/${s.seriesId}`,
    abilities: [['read', 'Class']],
  },
  {
    method: 'PUT',
    path: '/class-series/{id}',
    url: (s) => `/class-series/${s.seriesId}`,
    abilities: [['update', 'Class']],
    body: (s) => ({ ...s.seriesBody, title: 'Matrix series renamed', applyFrom: day(200), version: 1 }),
  },
  {
    method: 'POST',
    path: '/classes/import',
    abilities: [['create', 'Class']],
    body: () => ({
      centerId: 1,
      dryRun: true,
      rows: [
        {
          date: day(340),
          startTime: '06:00',
          endTime: '07:00',
          title: 'Matrix import',
          room: 'x',
          instructor: 'x',
          capacity: '5',
        },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/classes/import/undo',
    abilities: [['delete', 'Class']],
    // A class no import created: refused whoever may delete classes, and nothing is removed.
    body: (s) => ({ classIds: [s.classId] }),
  },

  { method: 'GET', path: '/bookings', abilities: [['read', 'Booking']] },
  {
    method: 'GET',
    path: '/bookings/export.csv',
    url: '/bookings/export.csv?q=nothing-matches',
    abilities: [['read', 'Booking']],
  },
  {
    method: 'GET',
    path: '/bookings/{id}',
    url: (s) => `/bookings/${s.bookingId}`,
    abilities: [['read', 'Booking']],
  },
  {
    method: 'POST',
    path: '/classes/{id}/bookings',
    url: (s) => `/classes/${s.classId}/bookings`,
    abilities: [['create', 'Booking']],
    body: (s) => ({ memberId: s.memberId }),
  },
  {
    method: 'POST',
    path: '/bookings/{id}/cancel',
    url: (s) => `/bookings/${s.bookingId}/cancel`,
    abilities: [['update', 'Booking']],
    body: () => ({ version: 1 }),
  },
  {
    method: 'POST',
    path: '/bookings/{id}/attendance',
    url: (s) => `/bookings/${s.attendanceBookingId}/attendance`,
    abilities: [['attend', 'Booking']],
    body: () => ({ status: 'attended', version: 1 }),
  },

  { method: 'GET', path: '/pt-sessions', abilities: [['read', 'PtSession']] },
  {
    method: 'GET',
    path: '/pt-sessions/export.csv',
    url: '/pt-sessions/export.csv?q=nothing-matches',
    abilities: [['read', 'PtSession']],
  },
  {
    method: 'GET',
    path: '/pt-sessions/{id}',
    url: (s) => `/pt-sessions/${s.ptSessionId}`,
    abilities: [['read', 'PtSession']],
  },
  {
    method: 'POST',
    path: '/pt-sessions',
    abilities: [['create', 'PtSession']],
    body: (s) => ({ ...s.ptSessionBody, startsAt: fromNow(310), endsAt: fromNow(310, 1) }),
  },
  {
    method: 'PUT',
    path: '/pt-sessions/{id}',
    url: (s) => `/pt-sessions/${s.ptSessionId}`,
    abilities: [['update', 'PtSession']],
    body: (s) => ({ ...s.ptSessionBody, notes: 'Matrix', version: 1 }),
  },
  {
    method: 'POST',
    path: '/pt-sessions/{id}/complete',
    url: (s) => `/pt-sessions/${s.ptSessionId}/complete`,
    abilities: [['update', 'PtSession']],
    body: () => ({ workoutNotes: 'Matrix', version: 2 }),
  },
  {
    method: 'POST',
    path: '/pt-sessions/{id}/close',
    url: (s) => `/pt-sessions/${s.ptSessionId}/close`,
    abilities: [['update', 'PtSession']],
    body: () => ({ status: 'no_show', version: 2 }),
  },

  { method: 'GET', path: '/signature-requests', abilities: [['read', 'Signature']] },
  {
    method: 'GET',
    path: '/signature-requests/{id}',
    url: (s) => `/signature-requests/${s.signatureRequestId}`,
    abilities: [['read', 'Signature']],
  },
  {
    method: 'POST',
    path: '/signature-requests',
    abilities: [['create', 'Signature']],
    body: (s) => ({
      kind: 'waiver',
      memberId: s.memberId,
      referenceId: null,
      text: 'Matrix waiver',
      locale: 'en',
    }),
  },
  {
    method: 'POST',
    path: '/signature-requests/{id}/sign',
    url: (s) => `/signature-requests/${s.signatureRequestId}/sign`,
    abilities: [['create', 'Signature']],
    body: () => ({ typedName: 'Matrix Member', signatureImage: PNG_SIGNATURE, device: 'Matrix pad' }),
  },

  { method: 'GET', path: '/check-ins', abilities: [['read', 'CheckIn']] },
  {
    method: 'GET',
    path: '/check-ins/export.csv',
    url: '/check-ins/export.csv?q=nothing-matches',
    abilities: [['read', 'CheckIn']],
  },
  {
    method: 'POST',
    path: '/check-ins/evaluate',
    abilities: [['create', 'CheckIn']],
    body: (s) => ({ centerId: 1, memberId: s.expiredMemberId }),
  },
  {
    method: 'POST',
    path: '/check-ins',
    abilities: [['create', 'CheckIn']],
    body: (s) => ({ centerId: 1, memberId: s.expiredMemberId, device: 'Matrix desk' }),
  },
  // The front desk may override a membership that starts later, not one that has run out.
  {
    method: 'POST',
    path: '/check-ins',
    abilities: [['create', 'CheckIn']],
    body: (s) => ({ centerId: 1, memberId: s.notStartedMemberId, override: { note: 'Starts tomorrow' } }),
  },
  {
    method: 'POST',
    path: '/check-ins',
    abilities: [
      ['create', 'CheckIn'],
      ['override', 'CheckIn'],
    ],
    body: (s) => ({ centerId: 1, memberId: s.expiredMemberId, override: { note: 'Renewing today' } }),
  },
  {
    method: 'GET',
    path: '/check-ins/door-list',
    url: '/check-ins/door-list?centerId=1',
    abilities: [['create', 'CheckIn']],
  },
  {
    method: 'POST',
    path: '/check-ins/replay',
    abilities: [['create', 'CheckIn']],
    body: (s) => ({
      checkIns: [
        {
          clientId: crypto.randomUUID(),
          memberId: s.expiredMemberId,
          centerId: 1,
          at: new Date(Date.now() - 60_000).toISOString(),
          allowed: false,
          reason: 'expired',
        },
      ],
    }),
  },
  // Only a manager takes a check-in let in offline off the review list.
  { method: 'POST', path: '/check-ins/{id}/review', abilities: [['override', 'CheckIn']] },

  { method: 'GET', path: '/reports/transactions', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/transactions/export.csv', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/non-payment', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/non-payment/export.csv', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/personal-training', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/personal-training/export.csv', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/catalogue', abilities: [['read', 'Report']] },
  { method: 'GET', path: '/reports/{code}', url: '/reports/revenue', abilities: [['read', 'Report']] },
  {
    method: 'GET',
    path: '/reports/{code}/export.csv',
    url: '/reports/retention/export.csv',
    abilities: [['read', 'Report']],
  },
  // The release registry (mock-server/src/releases): developers (and the deploy token) only.
  { method: 'GET', path: '/remote-releases', abilities: [], roles: ['developer'] },
  {
    method: 'POST',
    path: '/remote-releases',
    abilities: [],
    roles: ['developer'],
    body: () => ({
      remote: 'remote_reports',
      version: '9.9.9',
      contentHash: 'abcdef12',
      commit: 'matrix',
      builtAt: '2026-01-01T00:00:00.000Z',
      sizeBytes: 1,
    }),
  },
  {
    method: 'POST',
    path: '/remote-releases/promote',
    abilities: [],
    roles: ['developer'],
    body: () => ({ releaseId: 999999, reason: 'matrix' }),
  },
  {
    method: 'POST',
    path: '/remote-releases/rollback',
    abilities: [],
    roles: ['developer'],
    body: () => ({ remote: 'remote_reports', reason: 'matrix' }),
  },
  {
    method: 'POST',
    path: '/remote-releases/canary',
    abilities: [],
    roles: ['developer'],
    body: () => ({ remote: 'remote_reports', releaseId: 999999, percent: 10, reason: 'matrix' }),
  },
  {
    method: 'POST',
    path: '/remote-releases/canary/stop',
    abilities: [],
    roles: ['developer'],
    body: () => ({ remote: 'remote_reports', reason: 'matrix' }),
  },
];

function invoiceBody(memberId: number, issue: boolean) {
  return {
    memberId,
    centerId: 1,
    issue,
    lines: [{ kind: 'custom', description: 'Matrix towel', quantity: 1, unitPrice: 30000 }],
  };
}

type Caller = { name: string; role: Role | null; token?: string };

let server: TestServer;
let samples: Samples;
const callers: Caller[] = [];
let openApi: {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
};

beforeAll(async () => {
  server = await startTestServer();
  const roleless = await server.request('/api/v1/jwt/register', {
    method: 'POST',
    body: { username: 'norole', email: 'norole@demo.com', password: 'norole-password' },
  });
  expect(roleless.status).toBe(201);
  // The role-less, client and anonymous callers go first: they must not change anything the others rely on.
  callers.push(
    { name: 'no token', role: null },
    {
      name: 'role-less account',
      role: null,
      token: (await server.login('norole@demo.com', 'norole-password')).accessToken,
    },
    { name: 'client', role: 'client', token: (await server.login('client@demo.com', 'client')).accessToken },
    { name: 'admin', role: 'admin', token: (await server.login('admin@demo.com', 'admin')).accessToken },
    {
      name: 'developer',
      role: 'developer',
      token: (await server.login('developer@demo.com', 'developer')).accessToken,
    },
  );
  const admin = callers[3]!.token!;
  const created = async (pathname: string, body: unknown): Promise<Json> => {
    const response = await server.request(`/api/v1${pathname}`, { method: 'POST', token: admin, body });
    if (response.status !== 201) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const one = async <Row>(text: string, params: unknown[] = []): Promise<Row> => {
    const [row] = await server.query<Row>(text, params);
    if (!row) throw new Error(`no row from: ${text}`);
    return row;
  };

  // The check-in refusals below must be the membership's, not a missing waiver's.
  await server.query('update studio_settings set check_in_require_waiver = false');
  const settings = await (await server.request('/api/v1/settings', { token: admin })).json();
  const { updatedAt: _updatedAt, ...settingsInput } = settings;
  const [trainer] = await server.query<{ id: number }>(
    `select id from staff where is_trainer and email not like '%@demo.com' order by id limit 1`,
  );

  const place = await createRoomAndInstructor(server, 'matrix');
  const people = await createMembersWithMemberships(server, 'MATRIX-', 5, 'time', null);
  const [memberId, notStartedMemberId, expiredMemberId, bookedMemberId, attendingMemberId] =
    people.memberIds as [number, number, number, number, number];
  await server.query('update memberships set start_date = current_date + 3 where member_id = $1', [
    notStartedMemberId,
  ]);
  await server.query('update memberships set end_date = current_date - 5 where member_id = $1', [
    expiredMemberId,
  ]);
  const pt = await createMembersWithMemberships(server, 'MATRIXPT-', 1, 'pt', 10, place.instructorId);

  const { id: packageId } = await one<{ id: number }>(
    `select p.id from packages p join package_centers pc on pc.package_id = p.id and pc.center_id = 1
     where p.active and p.kind = 'time' order by p.id limit 1`,
  );
  const membership = await created(`/members/${memberId}/memberships`, { packageId, startDate: day(0) });
  const draft = await created('/invoices', invoiceBody(memberId, false));
  const deletableDraft = await created('/invoices', invoiceBody(memberId, false));
  const issued = await created('/invoices', {
    ...invoiceBody(memberId, true),
    payment: { amount: 1000, method: 'cash' },
  });
  const voidable = await created('/invoices', invoiceBody(memberId, true));
  const { code: couponCode } = await one<{ code: string }>('select code from coupons order by id limit 1');

  const startsAt = fromNow(2);
  const classBody = {
    centerId: 1,
    roomId: place.roomId,
    instructorId: place.instructorId,
    title: 'Matrix class',
    description: null,
    capacity: 10,
    creditCost: 1,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
  };
  const klass = await created('/classes', classBody);
  const cancellable = await created('/classes', {
    ...classBody,
    startsAt: fromNow(3),
    endsAt: fromNow(3, 1),
  });
  const { startsAt: _startsAt, endsAt: _endsAt, ...seriesFields } = classBody;
  const seriesBody = { ...seriesFields, weekdays: [1, 3, 5], startTime: '06:00', durationMinutes: 45 };
  const series = await created('/class-series', { ...seriesBody, fromDate: day(100), untilDate: day(110) });
  const booking = await created(`/classes/${klass.id}/bookings`, { memberId: bookedMemberId });
  // Attendance is marked once a class has started: book a class, then move it into the past.
  const started = await created('/classes', { ...classBody, startsAt: fromNow(4), endsAt: fromNow(4, 1) });
  const attending = await created(`/classes/${started.id}/bookings`, { memberId: attendingMemberId });
  await server.query(
    `update classes set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = $1`,
    [started.id],
  );

  const ptSessionBody = {
    memberId: pt.memberIds[0]!,
    trainerId: place.instructorId,
    roomId: null,
    membershipId: pt.membershipIds[0]!,
    startsAt: fromNow(1, 2),
    endsAt: fromNow(1, 3),
    notes: null,
  };
  const ptSession = await created('/pt-sessions', ptSessionBody);
  const signatureRequest = await created('/signature-requests', {
    kind: 'waiver',
    memberId,
    referenceId: null,
    text: 'Matrix waiver',
    locale: 'en',
  });

  samples = {
    settings: settingsInput,
    trainerId: trainer!.id,
    memberId,
    packageId,
    membershipId: membership.id,
    draftInvoiceId: draft.id,
    deletableDraftId: deletableDraft.id,
    issuedInvoiceId: issued.id,
    voidableInvoiceId: voidable.id,
    paymentId: issued.payments[0].id,
    couponCode,
    classId: klass.id,
    cancellableClassId: cancellable.id,
    classBody,
    seriesId: series.series.id,
    seriesBody: { ...seriesBody, fromDate: day(100), untilDate: day(110) },
    bookingId: booking.id,
    attendanceBookingId: attending.id,
    ptSessionId: ptSession.id,
    ptSessionBody,
    signatureRequestId: signatureRequest.id,
    notStartedMemberId,
    expiredMemberId,
  };
  openApi = await (await server.request('/api/v1/openapi.json')).json();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

/** The template's demo calls (SPEC §7), all behind a token and the `Demo` ability. */
const DEMO_PATH =
  /^\/(apps|card|analytics|ecommerce|autosuggest|good-table|faq|kb|pricing|account-setting|profile|blog)\//;

/** One rule per demo route the server lists: a request with any id, so the guard decides first. */
function demoRules(): RouteRule[] {
  return Object.entries(openApi.paths).flatMap(([listedPath, operations]) => {
    const path = listedPath.replace(/^\/api\/v1/, '');
    if (!DEMO_PATH.test(path)) return [];
    return Object.keys(operations).map((method) => ({
      method: method.toUpperCase() as RouteRule['method'],
      path,
      url: path.replace(/\{[^}]+\}/g, '1'),
      abilities: [['read', 'Demo']] as [Action, Subject][],
    }));
  });
}

function urlOf(rule: RouteRule): string {
  const url =
    typeof rule.url === 'function'
      ? rule.url(samples)
      : (rule.url ?? rule.path.replaceAll('{id}', '1')).replace('trainer', String(samples.trainerId));
  return `/api/v1${url}`;
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3 document built from the zod schemas, listing every route of the matrix', () => {
    expect(openApi.openapi).toMatch(/^3\./);
    expect(openApi.info.title).toBe('CloudFit API');
    expect(Object.keys(openApi.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
    for (const rule of ROUTE_RULES) {
      expect(openApi.paths[`/api/v1${rule.path}`]?.[rule.method.toLowerCase()]).toBeDefined();
    }
    const createRoom = openApi.paths['/api/v1/rooms']!.post as Json;
    expect(createRoom.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['centerId', 'name', 'capacity', 'active']),
      properties: { capacity: { type: 'integer', minimum: 1, maximum: 500 } },
    });
    const listRooms = openApi.paths['/api/v1/rooms']!.get as Json;
    expect(listRooms.responses['200'].content['application/json'].schema.properties).toMatchObject({
      items: { type: 'array' },
      total: { type: 'integer' },
    });
  });
});

describe('authorization matrix', () => {
  it.each(['no token', 'role-less account', 'client', 'admin', 'developer'])(
    'answers %s as its role allows on every route of the matrix',
    async (callerName) => {
      const caller = callers.find((candidate) => candidate.name === callerName)!;
      const ability = createAbility(rulesForRole(caller.role));
      const failures: string[] = [];
      for (const rule of [...ROUTE_RULES, ...demoRules()]) {
        const response = await server.request(urlOf(rule), {
          method: rule.method,
          token: caller.token,
          body: rule.body?.(samples),
        });
        const allowed =
          rule.abilities.every(([action, subject]) => ability.can(action, subject)) &&
          (!rule.roles || (caller.role !== null && rule.roles.includes(caller.role)));
        const expected = !caller.token ? [401] : !caller.role ? [403] : allowed ? undefined : [403];
        const ok = expected
          ? expected.includes(response.status)
          : ![401, 403].includes(response.status) && response.status < 500;
        if (!ok) failures.push(`${rule.method} ${rule.path}: ${response.status} ${await response.text()}`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );

  it('covers every route the server lists, apart from the public sign-in routes', () => {
    const covered = new Set([
      ...[...ROUTE_RULES, ...demoRules()].map((rule) => `${rule.method} ${rule.path}`),
      ...PUBLIC_ROUTES,
    ]);
    expect(demoRules().length).toBeGreaterThan(40);
    const listed = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`),
    );
    expect(listed.filter((route) => !covered.has(route))).toEqual([]);
    expect(PUBLIC_ROUTES.filter((route) => !listed.includes(route))).toEqual([]);
  });
});
