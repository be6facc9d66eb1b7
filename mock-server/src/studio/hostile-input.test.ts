import { memberInput } from '../test-support/member-input';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';
import {
  createMembersWithMemberships,
  createRoomAndInstructor,
  fromNow,
} from './bookings/schedule-test-fixtures';

/**
 * Malformed and hostile requests to every catalog and administration write (and the member
 * profile PUT), and to every selling, timetable and front-desk write: each must be refused with a
 * 4xx, never a 500, and must leave the database as it was.
 */

// biome-ignore lint/suspicious/noExplicitAny: request bodies are built and broken on purpose
type Json = any;

interface WriteEndpoint {
  method: 'POST' | 'PUT';
  url: string;
  /** A valid body: each hostile case changes one thing in it. */
  base: () => Promise<Record<string, Json>>;
  /** Hostile values for particular fields: negative money, impossible dates, unknown enum values... */
  cases: Record<string, Json>[];
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const TABLES = [
  'rooms',
  'packages',
  'package_centers',
  'coupons',
  'products',
  'product_stock',
  'stock_movements',
  'news',
  'news_centers',
  'studio_settings',
  'expenditures',
  'centers',
  'staff',
  'staff_centers',
  'members',
  'audit_log',
  'memberships',
  'membership_freezes',
  'membership_credit_movements',
  'invoices',
  'invoice_lines',
  'payments',
  'refunds',
  'coupon_redemptions',
  'class_series',
  'classes',
  'bookings',
  'pt_sessions',
  'signature_requests',
  'signed_documents',
  'check_ins',
  'password_reset_tokens',
];

/** A fingerprint of every table a write here could touch. */
async function snapshot(): Promise<Record<string, string>> {
  const rows = await server.query<{ name: string; digest: string }>(
    TABLES.map(
      (table) =>
        `select '${table}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`,
    ).join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

async function getJson(pathname: string): Promise<Json> {
  return (await server.request(`/api/v1${pathname}`, { token })).json();
}

/** The record's editable fields: the item without its read-only ones. */
async function editable(pathname: string, readOnly: string[]): Promise<Record<string, Json>> {
  const item = await getJson(pathname);
  return Object.fromEntries(Object.entries(item).filter(([key]) => !readOnly.includes(key)));
}

const HUGE = 'x'.repeat(100_000);
const SQL = "1'; DROP TABLE members; --";
const SCRIPT = '<script>alert(1)</script>';

/**
 * One field broken at a time: missing, of a wrong type, out of range, huge. A value of the field's
 * own type can be valid, so only other types are sent (text to a text field is text).
 */
function fieldCases(base: Record<string, Json>): Record<string, Json>[] {
  const cases: Record<string, Json>[] = [];
  for (const [key, value] of Object.entries(base)) {
    const { [key]: _removed, ...without } = base;
    const broken: Json[] = [{}];
    if (typeof value === 'number') broken.push(SQL, -1, 1.5, 2 ** 31);
    else if (typeof value === 'boolean') broken.push('true');
    else if (Array.isArray(value))
      broken.push(
        SQL,
        [HUGE],
        Array.from({ length: 5000 }, (_, i) => i + 1),
      );
    else if (typeof value === 'string') broken.push(HUGE, 2 ** 31, `${value}\u0000x`);
    else broken.push(HUGE, 2 ** 31);
    // An absent optional text field is null (shared schemas), so leaving text out can be valid.
    if (value !== null && typeof value !== 'string') cases.push(without);
    cases.push(...broken.map((bad) => ({ ...base, [key]: bad })));
  }
  return cases;
}

/** Sends the requests a few at a time and returns those not answered with a 4xx. */
async function notRefused(
  requests: { method: string; pathname: string; body?: unknown; headers?: Record<string, string> }[],
) {
  const failures: string[] = [];
  for (let start = 0; start < requests.length; start += 8) {
    await Promise.all(
      requests.slice(start, start + 8).map(async ({ method, pathname, body, headers }) => {
        const response = await server.request(`/api/v1${pathname}`, { method, token, body, headers });
        if (response.status < 400 || response.status >= 500) {
          failures.push(
            `${response.status} for ${method} ${pathname} ${JSON.stringify(body)?.slice(0, 300)}`,
          );
        }
      }),
    );
  }
  return failures;
}

const WHOLE_BODY_CASES: Json[] = [{}, [], 'text', 42, { $where: '1 == 1' }, { __proto__: { admin: true } }];

const ENDPOINTS: WriteEndpoint[] = [
  {
    method: 'POST',
    url: '/jwt/forgot-password',
    base: async () => ({ email: 'nobody-hostile@demo.com' }),
    cases: [{ email: SQL }, { email: SCRIPT }, { email: 'admin@demo.com', role: 'admin' }],
  },
  {
    method: 'POST',
    url: '/jwt/reset-password',
    base: async () => ({ token: 'x'.repeat(43), password: 'hostile-password' }),
    cases: [{ token: SQL }, { token: '' }, { password: 'short' }, { token: 'x'.repeat(43), staffId: 1 }],
  },
  {
    method: 'POST',
    url: '/rooms',
    base: async () => ({ centerId: 1, name: 'Hostile Room', capacity: 10, active: true }),
    cases: [{ capacity: 0 }, { capacity: 501 }, { centerId: 999_999 }, { name: '   ' }],
  },
  {
    method: 'PUT',
    url: '/rooms/1',
    base: () => editable('/rooms/1', ['id', 'centerName', 'createdAt', 'updatedAt']),
    cases: [{ version: 0 }, { version: 99 }, { centerId: 999_999 }],
  },
  {
    method: 'POST',
    url: '/packages',
    base: async () => ({
      kind: 'sessions',
      name: 'Hostile pack',
      description: null,
      durationValue: 1,
      durationUnit: 'months',
      credits: 10,
      price: 1000,
      currency: 'TWD',
      centerIds: [1],
      active: true,
    }),
    cases: [
      { price: -100 },
      { kind: 'lifetime' },
      { durationUnit: 'years' },
      { kind: 'time' },
      { credits: null },
      { durationValue: 121 },
      { currency: 'twd' },
      { centerIds: [] },
      { centerIds: [1, 1] },
      { centerIds: [999_999] },
      { price: 1_000_000_001 },
    ],
  },
  {
    method: 'PUT',
    url: '/packages/1',
    base: () => editable('/packages/1', ['id', 'membershipsSold', 'trainerName', 'createdAt', 'updatedAt']),
    cases: [{ price: -1 }, { version: 99 }, { centerIds: [999_999] }],
  },
  {
    method: 'POST',
    url: '/coupons',
    base: async () => ({
      code: 'HOSTILE1',
      description: null,
      kind: 'percent',
      value: 10,
      scope: 'all',
      validFrom: '2027-01-01',
      validTo: '2027-01-31',
      totalLimit: 10,
      perMemberLimit: 1,
      minAmount: null,
      active: true,
    }),
    cases: [
      { value: 101 },
      { value: -5 },
      { kind: 'bogus' },
      { scope: 'everything' },
      { validFrom: '2027-02-30' },
      { validTo: '2026-12-31' },
      { validFrom: 'yesterday' },
      { code: SQL },
      { code: SCRIPT },
      { perMemberLimit: 11 },
      { minAmount: -1 },
    ],
  },
  {
    method: 'PUT',
    url: '/coupons/1',
    base: () => editable('/coupons/1', ['id', 'redemptions', 'createdAt', 'updatedAt']),
    cases: [{ version: 99 }, { validTo: '2000-01-01' }],
  },
  {
    method: 'POST',
    url: '/products',
    base: async () => ({
      sku: 'HOSTILE-1',
      barcode: null,
      name: 'Hostile bar',
      description: null,
      price: 100,
      cost: 50,
      reorderLevel: 0,
      active: true,
    }),
    cases: [
      { price: -1 },
      { cost: -1 },
      { sku: SQL },
      { sku: 'SUP-BCAA' },
      { barcode: SCRIPT },
      { barcode: '123' },
      { reorderLevel: -3 },
    ],
  },
  {
    method: 'PUT',
    url: '/products/1',
    base: () => editable('/products/1', ['id', 'stock', 'createdAt', 'updatedAt']),
    cases: [{ version: 99 }, { price: -1 }],
  },
  {
    method: 'POST',
    url: '/products/1/stock-adjustments',
    base: async () => ({ centerId: 1, kind: 'restock', quantityDelta: 5, reason: 'Delivery' }),
    cases: [
      { kind: 'sale' },
      { kind: 'steal' },
      { quantityDelta: 0 },
      { quantityDelta: -5 },
      { kind: 'waste', quantityDelta: -1_000_000 },
      { kind: 'waste', quantityDelta: -99_999 },
      { kind: 'adjustment', quantityDelta: -99_999 },
      { kind: 'transfer', quantityDelta: -1 },
      { kind: 'transfer', quantityDelta: -1, toCenterId: 1 },
      { kind: 'transfer', quantityDelta: -1, toCenterId: 999_999 },
      { kind: 'transfer', quantityDelta: -99_999, toCenterId: 2 },
      { toCenterId: 2 },
      { centerId: 999_999 },
    ],
  },
  {
    method: 'POST',
    url: '/news',
    base: async () => ({
      title: 'Hostile',
      body: 'Body',
      centerIds: [1],
      publishAt: '2027-01-01T00:00:00Z',
      expiresAt: '2027-02-01T00:00:00Z',
      pinned: false,
      status: 'draft',
    }),
    cases: [
      { status: 'archived' },
      { publishAt: '2027-02-30T00:00:00Z' },
      { publishAt: '2027-01-01' },
      { expiresAt: '2026-12-31T00:00:00Z' },
      { centerIds: [999_999] },
      { body: 'y'.repeat(20_001) },
    ],
  },
  {
    method: 'PUT',
    url: '/news/1',
    base: () => editable('/news/1', ['id', 'centerNames', 'authorId', 'createdAt', 'updatedAt']),
    cases: [{ version: 99 }, { status: 'deleted' }],
  },
  {
    method: 'PUT',
    url: '/settings',
    base: () => editable('/settings', ['updatedAt']),
    cases: [
      { taxRateBasisPoints: -1 },
      { taxRateBasisPoints: 10_001 },
      { timeZone: 'Mars/Olympus' },
      { timeZone: SQL },
      { currency: 'EURO' },
      { invoicePrefix: SCRIPT },
      { noShowPolicy: 'jail' },
      { noShowPolicy: 'charge_fee', noShowFee: 0 },
      { noShowFee: -500 },
      { defaultLocale: 'xx' },
      { version: 99 },
      { nextInvoiceNumber: 1 },
    ],
  },
  {
    method: 'POST',
    url: '/expenditures',
    base: async () => ({
      spentOn: '2026-05-01',
      centerId: 1,
      category: 'rent',
      vendor: 'Landlord',
      amount: 1000,
      method: 'transfer',
      note: null,
    }),
    cases: [
      { amount: -1000 },
      { amount: 0 },
      { spentOn: '2026-02-30' },
      { spentOn: '2026-13-01' },
      { spentOn: '01/05/2026' },
      { category: 'bribes' },
      { method: 'bitcoin' },
      { centerId: 999_999 },
    ],
  },
  {
    method: 'PUT',
    url: '/expenditures/1',
    base: () => editable('/expenditures/1', ['id', 'centerName', 'staffId', 'createdAt', 'updatedAt']),
    cases: [{ version: 99 }, { amount: -1 }],
  },
  {
    method: 'POST',
    url: '/centers',
    base: async () => ({
      name: 'Hostile',
      code: 'HOSTILE',
      address: 'Street 1',
      phone: '02-1111',
      timezone: 'Asia/Taipei',
    }),
    cases: [{ code: 'XINYI' }, { code: SQL }, { timezone: 'Nowhere/Land' }, { active: false }],
  },
  {
    method: 'PUT',
    url: '/centers/1',
    base: () => editable('/centers/1', ['id']),
    cases: [{ version: 99 }, { code: 'DAAN' }, { timezone: SCRIPT }],
  },
  {
    method: 'POST',
    url: '/centers/1/archive',
    base: async () => ({ version: (await getJson('/centers/1')).version }),
    cases: [{ version: 99 }, { version: 1, active: false }],
  },
  {
    method: 'POST',
    url: '/centers/2/move-members',
    // An unknown receiving center refuses even the body without `memberIds`, which would move them all.
    base: async () => ({ toCenterId: 999_999, memberIds: [1] }),
    cases: [
      { toCenterId: 2 },
      { toCenterId: 0 },
      { memberIds: [] },
      { memberIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { memberIds: ['1'] },
    ],
  },
  {
    method: 'POST',
    url: '/closures',
    base: async () => ({ centerId: 2, startsOn: '2099-01-01', endsOn: '2099-01-02', reason: 'Hostile' }),
    cases: [
      { startsOn: '2099-02-30' },
      { endsOn: '01/05/2099' },
      { endsOn: '2098-12-31' },
      { endsOn: '2099-03-01' },
      { startsOn: '2000-01-01', endsOn: '2000-01-02' },
      { centerId: 0 },
      { centerId: 999_999 },
      { reason: '' },
      { reason: 'x'.repeat(201) },
    ],
  },
  {
    method: 'POST',
    url: '/members/bulk',
    base: async () => ({ selection: { ids: [1] }, action: { type: 'addTag', tag: 'hostile' } }),
    cases: [
      { selection: { ids: ['1'] } },
      { selection: { ids: [1], filter: {} } },
      { selection: { filter: { centerId: 'x' } } },
      { selection: { filter: { status: 'sleeping' } } },
      { action: { type: 'addTag', tag: 'x'.repeat(41) } },
      { action: { type: 'extend', days: -1, reason: 'x' } },
      { action: { type: 'extend', days: 1.5, reason: 'x' } },
      { action: { type: 'rename', tag: 'x' } },
      { dryRun: 'yes' },
    ],
  },
  {
    method: 'POST',
    url: '/staff',
    base: async () => ({
      email: 'hostile@demo.com',
      username: 'hostile',
      fullName: 'Hostile',
      password: 'long-enough-password',
      role: 'client',
      centerIds: [1],
      isTrainer: false,
      active: true,
    }),
    cases: [
      { role: 'superadmin' },
      { email: 'not-an-email' },
      { email: `${SQL}@x.com` },
      { email: 'admin@demo.com' },
      { username: 'johndoe' },
      { username: SCRIPT },
      { password: 'short' },
      { centerIds: [999_999] },
      { passwordHash: 'scrypt$1$1$1$x$y' },
    ],
  },
  {
    method: 'PUT',
    url: '/staff/3',
    base: () => editable('/staff/3', ['id', 'username', 'avatar', 'createdAt', 'updatedAt']),
    cases: [{ version: 99 }, { role: 'root' }, { password: 'new-password-1' }, { username: 'renamed' }],
  },
  {
    method: 'POST',
    url: '/staff/3/password',
    base: async () => ({ password: 'long-enough-password' }),
    cases: [{ password: 'short' }, { password: HUGE }, { password: 'long-enough', version: 1 }],
  },
  {
    method: 'PUT',
    url: '/account/profile',
    base: () => editable('/account/profile', ['id', 'email', 'username', 'role']),
    cases: [
      { version: 99 },
      { role: 'developer' },
      { email: 'me@demo.com' },
      { locale: 'xx' },
      { phone: HUGE },
    ],
  },
  {
    method: 'POST',
    url: '/account/password',
    base: async () => ({ currentPassword: 'admin', newPassword: 'long-enough-password' }),
    cases: [{ newPassword: 'short' }, { newPassword: HUGE }, { currentPassword: HUGE }, { version: 1 }],
  },
  {
    method: 'POST',
    url: '/members',
    base: async () =>
      memberInput({ firstName: 'Hostile', lastName: 'Member', birthday: '1990-01-01', homeCenterId: 1 }),
    cases: [
      { birthday: '1990-02-30' },
      { gender: 'unknown' },
      { homeCenterId: 999_999 },
      { email: SCRIPT },
      { memberNumber: 'M000001' },
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
    ],
  },
  {
    method: 'PUT',
    url: '/members/12',
    base: () =>
      editable('/members/12', [
        'id',
        'memberNumber',
        'fullName',
        'homeCenterName',
        'joinedAt',
        'createdAt',
        'updatedAt',
      ]),
    cases: [
      { version: 99 },
      { birthday: '2001-02-29' },
      { homeCenterId: 999_999 },
      { memberNumber: 'M999999' },
      { archivedAt: null },
    ],
  },
  {
    method: 'POST',
    url: '/members/12/archive',
    base: async () => ({ version: (await getJson('/members/12')).version }),
    cases: [{ version: 99 }],
  },
];

describe('hostile input to the catalog and administration writes', () => {
  let before: Record<string, string>;
  // Digesting every table of the seeded studio takes seconds on a busy machine.
  beforeAll(async () => {
    before = await snapshot();
  }, TEST_SERVER_START_TIMEOUT_MS);

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
    '%s refuses every malformed or hostile body with a 4xx and changes nothing',
    async (_name, endpoint) => {
      const base = await endpoint.base();
      const bodies = [
        ...WHOLE_BODY_CASES,
        { ...base, id: 1, isAdmin: true },
        ...fieldCases(base),
        ...endpoint.cases.map((patch) => ({ ...base, ...patch })),
      ];
      const failures = await notRefused(
        bodies.map((body) => ({ method: endpoint.method, pathname: endpoint.url, body })),
      );
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
    30_000,
  );

  it('refuses hostile ids, non-JSON bodies and hostile list queries without a 500', async () => {
    const requests: [string, string, unknown?, Record<string, string>?][] = [
      ['PUT', '/rooms/1%20OR%201=1', {}],
      ['PUT', '/rooms/-1', {}],
      ['PUT', '/rooms/99999999999', {}],
      ['GET', '/products/1e3'],
      ['GET', '/packages/2147483648/memberships'],
      [
        'POST',
        '/products/99999999999/stock-adjustments',
        { centerId: 1, kind: 'restock', quantityDelta: 1, reason: 'x' },
      ],
      ['POST', '/members/0/archive', { version: 1 }],
      ['POST', '/rooms', 'name=x&capacity=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['POST', '/rooms', '<room/>', { 'content-type': 'application/xml' }],
      ['POST', '/rooms', '{"centerId": 1, "name": ', { 'content-type': 'application/json' }],
      ['POST', '/rooms', 'x', { 'content-type': 'text/plain' }],
      ['GET', `/rooms?q=${'q'.repeat(300)}`],
      ['GET', '/rooms?q=a%00b'],
      ['GET', '/members?q=a%00b'],
      ['GET', '/pt-sessions?q=a%00b'],
      ['GET', '/pt-sessions/export.csv?q=a%00b'],
      ['GET', '/rooms?sortBy=name;DROP%20TABLE%20rooms'],
      ['GET', '/rooms?centerId=1%20OR%201=1'],
      ['GET', '/rooms?centerId=99999999999'],
      ['GET', '/rooms?perPage=1000000'],
      ['GET', '/products?lowStock=yes'],
      ['GET', '/news?status=%3Cscript%3E'],
      ['GET', '/expenditures?from=2026-02-30'],
      ['GET', '/expenditures/monthly-totals?from=2026-05-01&to=2026-01-01'],
      ['GET', '/expenditures/monthly-totals?centerId=-1'],
      ['GET', '/coupons?kind=free'],
      ['GET', '/packages?kind=time&unknown=1'],
    ];
    const before = await snapshot();
    const failures = await notRefused(
      requests.map(([method, pathname, body, headers]) => ({ method, pathname, body, headers })),
    );
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 30_000);
});

/** Rows the selling and front-desk writes act on, made before the fingerprint is taken. */
interface Fixtures {
  memberId: number;
  packageId: number;
  membershipId: number;
  draftInvoiceId: number;
  invoiceId: number;
  invoiceVersion: number;
  paymentId: number;
  classBody: Record<string, Json>;
  classId: number;
  seriesBody: Record<string, Json>;
  seriesId: number;
  bookingId: number;
  ptBody: Record<string, Json>;
  ptSessionId: number;
  timeMembershipId: number;
  /** Another member's membership. */
  otherMembershipId: number;
  signatureRequestId: number;
}

interface FixtureEndpoint {
  method: 'POST' | 'PUT';
  /** The route, for the test's name. */
  route: string;
  url: (f: Fixtures) => string;
  /** A valid body (never sent as it is): each hostile case changes one thing in it. */
  base: (f: Fixtures) => Record<string, Json>;
  cases: (f: Fixtures) => Record<string, Json>[];
}

const day = (days: number) => fromNow(days).slice(0, 10);

/** A check-in a desk made offline a minute ago. */
const offlineAttempt = (memberId: number) => ({
  clientId: crypto.randomUUID(),
  memberId,
  centerId: 1,
  at: new Date(Date.now() - 60_000).toISOString(),
  allowed: true,
});
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const customLine = { kind: 'custom', description: 'Towel', quantity: 1, unitPrice: 3000 };

const SALES_AND_SCHEDULE_ENDPOINTS: FixtureEndpoint[] = [
  {
    method: 'POST',
    route: '/members/{memberId}/memberships',
    url: (f) => `/members/${f.memberId}/memberships`,
    base: (f) => ({ packageId: f.packageId, startDate: day(1) }),
    cases: () => [
      { startDate: '2026-02-30' },
      { startDate: '1999-12-31' },
      { startDate: '2100-01-01' },
      { startDate: 'tomorrow' },
      { packageId: 999_999 },
      { centerId: 999_999 },
      { centerId: 2 ** 31 },
      { trainerId: 999_999 },
      { trainerId: -1 },
      { couponCode: SQL },
      { couponCode: SCRIPT },
      { couponCode: HUGE },
      { payment: { amount: -100, method: 'cash' } },
      { payment: { amount: 0, method: 'cash' } },
      { payment: { amount: 10.5, method: 'cash' } },
      { payment: { amount: 100, method: 'bitcoin' } },
      { payment: { amount: 1_000_000_001, method: 'cash' } },
      { payment: { amount: 999_999_999, method: 'cash' } },
      { payment: { amount: 100, method: 'cash', staffId: 1 } },
      { payment: 'paid' },
      { notes: HUGE },
    ],
  },
  {
    method: 'POST',
    route: '/memberships/{id}/freeze',
    url: (f) => `/memberships/${f.membershipId}/freeze`,
    base: () => ({ fromDate: day(10), toDate: day(20), reason: 'Travelling', version: 1 }),
    cases: () => [
      { toDate: day(5) },
      { fromDate: '2026-02-30' },
      { toDate: '2026-13-01' },
      { toDate: '9999-12-31' },
      { fromDate: '0001-01-01' },
      { reason: '   ' },
      { version: 99 },
      { version: 0 },
    ],
  },
  {
    method: 'POST',
    route: '/memberships/{id}/unfreeze',
    url: (f) => `/memberships/${f.membershipId}/unfreeze`,
    base: () => ({ resumeOn: day(15), version: 1 }),
    cases: () => [{ resumeOn: '2026-02-30' }, { resumeOn: SCRIPT }, { version: 99 }],
  },
  {
    method: 'POST',
    route: '/memberships/{id}/extend',
    url: (f) => `/memberships/${f.membershipId}/extend`,
    base: () => ({ days: 7, version: 1 }),
    cases: () => [{ days: 0 }, { days: -7 }, { days: 3651 }, { days: '7' }, { version: 99 }],
  },
  {
    method: 'POST',
    route: '/memberships/{id}/cancel',
    url: (f) => `/memberships/${f.membershipId}/cancel`,
    base: () => ({ reason: 'Moving away', version: 1 }),
    cases: () => [{ reason: '' }, { reason: 'r'.repeat(201) }, { version: 99 }, { version: -1 }],
  },
  {
    method: 'POST',
    route: '/invoices',
    url: () => '/invoices',
    base: (f) => ({ memberId: f.memberId, centerId: 1, issue: true, lines: [customLine] }),
    cases: (f) => [
      { lines: [{ ...customLine, unitPrice: -100 }] },
      { lines: [{ ...customLine, quantity: 0 }] },
      { lines: [{ ...customLine, quantity: 1001 }] },
      { lines: [{ ...customLine, discount: -1 }] },
      { lines: [{ ...customLine, discount: 3001 }] },
      { lines: [{ ...customLine, kind: 'gift' }] },
      { lines: [{ ...customLine, referenceId: 1 }] },
      { lines: [{ ...customLine, unitPrice: undefined }] },
      { lines: [{ kind: 'product', referenceId: 999_999, quantity: 1 }] },
      { lines: [{ kind: 'package', referenceId: 2 ** 31, quantity: 1 }] },
      { lines: [{ kind: 'package', referenceId: 999_999, quantity: 1 }] },
      { lines: [{ kind: 'product', quantity: 1 }] },
      { lines: [{ ...customLine, quantity: 1000, unitPrice: 1_000_000_000 }] },
      { lines: Array.from({ length: 101 }, () => customLine) },
      { lines: [customLine, SQL] },
      { discount: -1 },
      { discount: 3001 },
      { discount: 1_000_000_001 },
      { memberId: 999_999 },
      { centerId: 999_999 },
      { dueDate: '2026-02-30' },
      { dueDate: '2026-01-01T00:00:00Z' },
      { couponCode: SQL },
      { couponCode: 'NO-SUCH-COUPON' },
      { payment: { amount: -1, method: 'cash' } },
      { payment: { amount: 999_999_999, method: 'cash' } },
      { payment: { amount: 100, method: 'bitcoin' } },
      { issue: false, payment: { amount: 100, method: 'cash' } },
      { note: HUGE },
      { status: 'paid' },
      { number: `${f.memberId}` },
    ],
  },
  {
    method: 'PUT',
    route: '/invoices/{id}',
    url: (f) => `/invoices/${f.draftInvoiceId}`,
    base: (f) => ({ memberId: f.memberId, centerId: 1, issue: false, lines: [customLine], version: 1 }),
    cases: () => [
      { lines: [{ ...customLine, unitPrice: -100 }] },
      { lines: [{ ...customLine, quantity: 0 }] },
      { lines: [] },
      { lines: [{ kind: 'product', referenceId: 999_999, quantity: 1 }] },
      { lines: [customLine, SQL] },
      { discount: 3001 },
      { memberId: 999_999 },
      { centerId: 999_999 },
      { couponCode: SQL },
      { couponCode: 'NO-SUCH-COUPON' },
      { issue: false, payment: { amount: 100, method: 'cash' } },
      { version: 99 },
      { version: -1 },
      { status: 'paid' },
      { number: 'CF-1' },
    ],
  },
  {
    method: 'POST',
    route: '/invoices/{id}/issue',
    url: (f) => `/invoices/${f.draftInvoiceId}/issue`,
    base: () => ({ version: 1 }),
    cases: () => [{ dueDate: '2026-02-30' }, { dueDate: SCRIPT }, { version: 99 }, { number: 'CF-1' }],
  },
  {
    method: 'POST',
    route: '/invoices/{id}/void',
    url: (f) => `/invoices/${f.invoiceId}/void`,
    base: (f) => ({ reason: 'Entered twice', version: f.invoiceVersion }),
    cases: () => [{ reason: '   ' }, { version: 99 }],
  },
  {
    method: 'POST',
    route: '/invoices/{id}/payments',
    url: (f) => `/invoices/${f.invoiceId}/payments`,
    base: () => ({ amount: 100, method: 'cash' }),
    cases: () => [
      { amount: -100 },
      { amount: 0 },
      { amount: 1_000_000_001 },
      { amount: 999_999_999 },
      { method: 'bitcoin' },
      { method: 'CASH' },
      { paidAt: '2026-02-30T10:00:00Z' },
      { paidAt: '2026-01-01' },
      { paidAt: SCRIPT },
      { note: HUGE },
      { invoiceId: 1 },
    ],
  },
  {
    method: 'POST',
    route: '/payments/{id}/refunds',
    url: (f) => `/payments/${f.paymentId}/refunds`,
    base: () => ({ amount: 100, reason: 'Returned' }),
    cases: () => [
      { amount: -100 },
      { amount: 0 },
      { amount: 999_999_999 },
      { amount: 1_000_000_001 },
      { method: 'bitcoin' },
      { reason: '' },
    ],
  },
  {
    method: 'POST',
    route: '/payments/{id}/reversal',
    url: (f) => `/payments/${f.paymentId}/reversal`,
    base: () => ({ reason: 'Card, not cash' }),
    cases: () => [
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(201) },
      { reason: 42 },
      { amount: 100 },
    ],
  },
  {
    method: 'POST',
    route: '/coupons/validate',
    url: () => '/coupons/validate',
    // No coupon has this code: validating changes nothing, and each case must be refused anyway.
    base: (f) => ({ code: 'HOSTILE-NONE', memberId: f.memberId, amount: 1000 }),
    cases: () => [
      { code: SQL },
      { code: SCRIPT },
      { code: '' },
      { amount: -1 },
      { amount: 1_000_000_001 },
      { lines: [{ kind: 'gift', amount: 1 }] },
      { lines: [{ kind: 'custom', amount: -1 }] },
      { memberId: 999_999 },
    ],
  },
  {
    method: 'POST',
    route: '/classes',
    url: () => '/classes',
    base: (f) => ({ ...f.classBody, startsAt: fromNow(20), endsAt: fromNow(20, 1) }),
    cases: (f) => [
      { startsAt: fromNow(20, 1), endsAt: fromNow(20) },
      { startsAt: fromNow(20), endsAt: fromNow(20, 13) },
      { startsAt: '2026-02-30T10:00:00Z' },
      { startsAt: '2026-01-01' },
      { endsAt: '2026-13-01T10:00:00Z' },
      { capacity: 0 },
      { capacity: 501 },
      { creditCost: -1 },
      { creditCost: 11 },
      { roomId: 999_999 },
      { instructorId: 999_999 },
      { centerId: 999_999 },
      { centerId: 2 },
      { title: '   ' },
      { status: 'cancelled' },
      { ...f.classBody, version: 1 },
    ],
  },
  {
    method: 'PUT',
    route: '/classes/{id}',
    url: (f) => `/classes/${f.classId}`,
    base: (f) => ({ ...f.classBody, version: 1 }),
    cases: (f) => [
      { version: 99 },
      { capacity: 0 },
      { roomId: 999_999 },
      { endsAt: f.classBody.startsAt },
      { startsAt: '2026-02-29T10:00:00Z' },
      { confirm: 'yes' },
    ],
  },
  {
    method: 'POST',
    route: '/classes/{id}/cancel',
    url: (f) => `/classes/${f.classId}/cancel`,
    base: () => ({ reason: 'Instructor ill', version: 1 }),
    cases: () => [{ reason: '' }, { version: 99 }],
  },
  {
    method: 'POST',
    route: '/class-series',
    url: () => '/class-series',
    base: (f) => ({ ...f.seriesBody, fromDate: day(150), untilDate: day(160) }),
    cases: () => [
      { weekdays: [0] },
      { weekdays: [8] },
      { weekdays: [1, 1] },
      { weekdays: [] },
      { weekdays: ['monday'] },
      { startTime: '25:00' },
      { startTime: '6:00' },
      { startTime: SQL },
      { durationMinutes: 4 },
      { durationMinutes: 721 },
      { untilDate: day(140) },
      { untilDate: day(600) },
      { fromDate: '2026-02-30' },
      { roomId: 999_999 },
      { instructorId: 2 ** 31 },
    ],
  },
  {
    method: 'PUT',
    route: '/class-series/{id}',
    url: (f) => `/class-series/${f.seriesId}`,
    base: (f) => ({ ...f.seriesBody, applyFrom: day(105), version: 1 }),
    cases: () => [{ applyFrom: '2026-02-30' }, { version: 99 }, { weekdays: [9] }, { roomId: 999_999 }],
  },
  {
    method: 'POST',
    route: '/classes/import',
    url: () => '/classes/import',
    base: () => ({
      centerId: 1,
      dryRun: false,
      rows: [
        {
          date: day(400),
          startTime: '06:00',
          endTime: '07:00',
          title: 'Hostile import',
          room: 'Test room hostile',
          instructor: 'Coach hostile',
          capacity: '10',
        },
      ],
    }),
    cases: () => [
      { centerId: 999_999 },
      { dryRun: null },
      { rows: [null] },
      { rows: [[SQL]] },
      { rows: [SQL] },
      { rows: [{ [HUGE]: 'x' }] },
    ],
  },
  {
    method: 'POST',
    route: '/classes/{id}/bookings',
    url: (f) => `/classes/${f.classId}/bookings`,
    base: (f) => ({ memberId: f.memberId }),
    cases: () => [
      { memberId: 999_999 },
      { membershipId: 999_999 },
      { membershipId: 2 ** 31 },
      { membershipId: -1 },
      { membershipId: 'best' },
      { status: 'attended' },
    ],
  },
  {
    method: 'POST',
    route: '/bookings/{id}/cancel',
    url: (f) => `/bookings/${f.bookingId}/cancel`,
    base: () => ({ version: 1 }),
    cases: () => [{ version: 99 }, { version: 1, status: 'cancelled' }],
  },
  {
    method: 'POST',
    route: '/bookings/{id}/attendance',
    url: (f) => `/bookings/${f.bookingId}/attendance`,
    base: () => ({ status: 'attended', version: 1 }),
    cases: () => [{ status: 'present' }, { status: 'booked' }, { status: 'cancelled' }, { version: 99 }],
  },
  {
    method: 'POST',
    route: '/pt-sessions',
    url: () => '/pt-sessions',
    base: (f) => ({ ...f.ptBody, startsAt: fromNow(21, 2), endsAt: fromNow(21, 3) }),
    cases: (f) => [
      { startsAt: fromNow(21, 3), endsAt: fromNow(21, 2) },
      { startsAt: fromNow(21, 2), endsAt: fromNow(21, 7) },
      { startsAt: '2026-02-30T10:00:00Z' },
      { membershipId: 999_999 },
      { membershipId: f.timeMembershipId },
      { roomId: 999_999 },
      { trainerId: 999_999 },
      { memberId: 999_999 },
      { status: 'completed' },
    ],
  },
  {
    method: 'PUT',
    route: '/pt-sessions/{id}',
    url: (f) => `/pt-sessions/${f.ptSessionId}`,
    base: (f) => ({ ...f.ptBody, version: 1 }),
    cases: () => [
      { version: 99 },
      { measurements: { weightKg: -5 } },
      { measurements: { weightKg: 'heavy' } },
      { measurements: { heightCm: 180 } },
      { workoutNotes: HUGE },
      { membershipId: 999_999 },
    ],
  },
  {
    method: 'POST',
    route: '/pt-sessions/{id}/complete',
    url: (f) => `/pt-sessions/${f.ptSessionId}/complete`,
    base: () => ({ version: 1 }),
    cases: () => [
      { measurements: { weightKg: 1000 } },
      { measurements: { bodyFatPercent: -1 } },
      { measurements: { restingHeartRate: SQL } },
      { measurements: { shoeSize: 44 } },
      { workoutNotes: HUGE },
      { version: 99 },
    ],
  },
  {
    method: 'POST',
    route: '/pt-sessions/{id}/close',
    url: (f) => `/pt-sessions/${f.ptSessionId}/close`,
    base: () => ({ status: 'cancelled', version: 1 }),
    cases: () => [{ status: 'completed' }, { status: 'scheduled' }, { version: 99 }],
  },
  {
    method: 'POST',
    route: '/signature-requests',
    url: () => '/signature-requests',
    base: (f) => ({
      kind: 'waiver',
      memberId: f.memberId,
      referenceId: null,
      text: 'I accept the risks.',
      locale: 'en',
    }),
    cases: (f) => [
      { kind: 'tattoo' },
      { locale: 'xx' },
      { memberId: 999_999 },
      { text: '   ' },
      { text: 't'.repeat(20_001) },
      { kind: 'pt_confirmation', referenceId: 999_999 },
      { kind: 'membership_contract', referenceId: 999_999 },
      { kind: 'membership_contract', referenceId: null },
      { kind: 'membership_contract', referenceId: f.otherMembershipId },
      { referenceId: f.timeMembershipId },
      { status: 'signed' },
    ],
  },
  {
    method: 'POST',
    route: '/signature-requests/{id}/sign',
    url: (f) => `/signature-requests/${f.signatureRequestId}/sign`,
    base: () => ({ typedName: 'Hostile Member', signatureImage: PNG }),
    cases: () => [
      { signatureImage: 'data:image/png;base64,AAAA' },
      { signatureImage: 'javascript:alert(1)' },
      { signatureImage: SCRIPT },
      { signatureImage: `${PNG}${'A'.repeat(500_000)}` },
      { signatureImage: `${PNG}"><script>` },
      { textSha256: '0'.repeat(64) },
      { textSha256: 'not-a-hash' },
      { device: HUGE },
      { typedName: '   ' },
      { signedAt: '2000-01-01T00:00:00Z' },
    ],
  },
  {
    method: 'POST',
    route: '/check-ins/evaluate',
    url: () => '/check-ins/evaluate',
    // Evaluating records nothing; each case must still be refused.
    base: (f) => ({ centerId: 1, memberId: f.memberId }),
    cases: () => [
      { memberNumber: 'HOSTILE-0001' },
      { memberId: undefined, memberNumber: SQL },
      { memberId: undefined, memberNumber: '' },
      { memberId: 999_999 },
      { centerId: 999_999 },
    ],
  },
  {
    method: 'POST',
    route: '/check-ins',
    url: () => '/check-ins',
    base: (f) => ({ centerId: 1, memberId: f.memberId }),
    cases: () => [
      { memberNumber: 'HOSTILE-0001' },
      { memberId: undefined, memberNumber: SCRIPT },
      { memberId: undefined, memberNumber: HUGE },
      { memberId: 999_999 },
      { centerId: 999_999 },
      { override: { note: '' } },
      { override: { note: HUGE } },
      { override: 'please' },
      { device: HUGE },
      { allowed: true },
    ],
  },
  {
    method: 'POST',
    route: '/check-ins/replay',
    url: () => '/check-ins/replay',
    base: (f) => ({ checkIns: [offlineAttempt(f.memberId)] }),
    cases: (f) => [
      { checkIns: [] },
      { checkIns: [{ ...offlineAttempt(f.memberId), clientId: SQL }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), at: 'yesterday' }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), at: '2999-01-01T00:00:00Z' }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), memberId: 999_999 }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), centerId: 999_999 }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), device: HUGE }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), reason: SCRIPT }] },
      { checkIns: [{ ...offlineAttempt(f.memberId), staffId: 1 }] },
      // One bad attempt refuses the whole sync: nothing of it is recorded.
      { checkIns: [offlineAttempt(f.memberId), { ...offlineAttempt(f.memberId), memberId: 999_999 }] },
      { checkIns: Array.from({ length: 201 }, () => offlineAttempt(f.memberId)) },
    ],
  },
];

describe('hostile input to the selling, timetable and front-desk writes', () => {
  let f: Fixtures;
  let before: Record<string, string>;
  beforeAll(async () => {
    const created = async (pathname: string, body: unknown): Promise<Json> => {
      const response = await server.request(`/api/v1${pathname}`, { method: 'POST', token, body });
      if (response.status !== 201)
        throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const place = await createRoomAndInstructor(server, 'hostile');
    const people = await createMembersWithMemberships(server, 'HOSTILE-', 1, 'time', null);
    const pt = await createMembersWithMemberships(server, 'HOSTILEPT-', 1, 'pt', 10, place.instructorId);
    const memberId = people.memberIds[0]!;
    const [pack] = await server.query<{ id: number }>(
      `select p.id from packages p join package_centers pc on pc.package_id = p.id and pc.center_id = 1
       where p.active and p.kind = 'time' order by p.id limit 1`,
    );
    const membership = await created(`/members/${memberId}/memberships`, {
      packageId: pack!.id,
      startDate: day(0),
    });
    const draft = await created('/invoices', { memberId, centerId: 1, issue: false, lines: [customLine] });
    const invoice = await created('/invoices', {
      memberId,
      centerId: 1,
      issue: true,
      lines: [customLine],
      payment: { amount: 1000, method: 'cash' },
    });
    const classBody = {
      centerId: 1,
      roomId: place.roomId,
      instructorId: place.instructorId,
      title: 'Hostile class',
      description: null,
      capacity: 10,
      creditCost: 1,
      startsAt: fromNow(2),
      endsAt: fromNow(2, 1),
    };
    const klass = await created('/classes', classBody);
    const { startsAt: _startsAt, endsAt: _endsAt, ...seriesFields } = classBody;
    const seriesBody = {
      ...seriesFields,
      weekdays: [2, 4],
      startTime: '06:00',
      durationMinutes: 45,
      fromDate: day(100),
      untilDate: day(110),
    };
    const series = await created('/class-series', seriesBody);
    const booking = await created(`/classes/${klass.id}/bookings`, { memberId });
    const ptBody = {
      memberId: pt.memberIds[0]!,
      trainerId: place.instructorId,
      roomId: null,
      membershipId: pt.membershipIds[0]!,
      startsAt: fromNow(1, 2),
      endsAt: fromNow(1, 3),
      notes: null,
    };
    const ptSession = await created('/pt-sessions', ptBody);
    const signatureRequest = await created('/signature-requests', {
      kind: 'waiver',
      memberId,
      referenceId: null,
      text: 'I accept the risks.',
      locale: 'en',
    });
    f = {
      memberId,
      packageId: pack!.id,
      membershipId: membership.id,
      draftInvoiceId: draft.id,
      invoiceId: invoice.id,
      invoiceVersion: invoice.version,
      paymentId: invoice.payments[0].id,
      classBody,
      classId: klass.id,
      seriesBody,
      seriesId: series.series.id,
      bookingId: booking.id,
      ptBody,
      ptSessionId: ptSession.id,
      timeMembershipId: people.membershipIds[0]!,
      otherMembershipId: pt.membershipIds[0]!,
      signatureRequestId: signatureRequest.id,
    };
    before = await snapshot();
  }, TEST_SERVER_START_TIMEOUT_MS);

  it.each(
    SALES_AND_SCHEDULE_ENDPOINTS.map(
      (endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const,
    ),
  )(
    '%s refuses every malformed or hostile body with a 4xx and changes nothing',
    async (_name, endpoint) => {
      const base = endpoint.base(f);
      const bodies = [
        ...WHOLE_BODY_CASES,
        { ...base, id: 1, isAdmin: true },
        ...fieldCases(base),
        ...endpoint.cases(f).map((patch) => ({ ...base, ...patch })),
      ];
      const pathname = endpoint.url(f);
      const failures = await notRefused(bodies.map((body) => ({ method: endpoint.method, pathname, body })));
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
    30_000,
  );

  it('refuses hostile ids and hostile list queries of selling and the front desk without a 500', async () => {
    const requests: [string, string, unknown?][] = [
      ['POST', '/members/99999999999/memberships', { packageId: f.packageId, startDate: day(1) }],
      ['POST', '/members/-1/memberships', { packageId: f.packageId, startDate: day(1) }],
      [
        'POST',
        '/memberships/2147483648/freeze',
        { fromDate: day(10), toDate: day(20), reason: 'x', version: 1 },
      ],
      ['POST', '/memberships/1e3/extend', { days: 1, version: 1 }],
      ['POST', '/invoices/0/issue', { version: 1 }],
      [
        'PUT',
        '/invoices/99999999999',
        { memberId: f.memberId, centerId: 1, issue: false, lines: [], version: 1 },
      ],
      ['DELETE', '/invoices/2147483648'],
      ['DELETE', '/invoices/1%20OR%201=1'],
      ['POST', '/invoices/99999999999/payments', { amount: 100, method: 'cash' }],
      ['POST', '/invoices/1%20OR%201=1/void', { reason: 'x', version: 1 }],
      ['POST', '/payments/2147483648/refunds', { amount: 100, reason: 'x' }],
      ['POST', '/classes/99999999999/bookings', { memberId: f.memberId }],
      ['PUT', '/classes/-5', { ...f.classBody, version: 1 }],
      ['POST', '/classes/2147483648/cancel', { reason: 'x', version: 1 }],
      ['PUT', '/class-series/99999999999', { ...f.seriesBody, applyFrom: day(105), version: 1 }],
      ['POST', '/bookings/2147483648/cancel', { version: 1 }],
      ['POST', '/bookings/abc/attendance', { status: 'attended', version: 1 }],
      ['PUT', '/pt-sessions/99999999999', { ...f.ptBody, version: 1 }],
      ['POST', '/pt-sessions/2147483648/complete', { version: 1 }],
      ['POST', '/signature-requests/99999999999/sign', { typedName: 'x', signatureImage: PNG }],
      ['GET', '/memberships/2147483648'],
      ['GET', '/invoices/99999999999'],
      ['GET', '/class-series/0'],
      ['GET', '/bookings/-1'],
      ['GET', '/pt-sessions/1e3'],
      ['GET', '/signature-requests/2147483648'],
      ['GET', '/memberships?state=zombie'],
      ['GET', '/memberships?memberId=99999999999'],
      ['GET', '/invoices?status=overdue%3BDROP%20TABLE%20invoices'],
      ['GET', '/invoices?from=2026-13-01'],
      ['GET', '/invoices?from=2026-05-01&to=2026-01-01'],
      ['GET', '/classes?from=2026-02-30'],
      ['GET', '/classes?roomId=1%20OR%201=1'],
      ['GET', '/bookings?classId=99999999999'],
      ['GET', '/bookings?status=maybe'],
      ['GET', '/pt-sessions?from=2026-05-01&to=2026-01-01'],
      ['GET', '/signature-requests?kind=tattoo'],
      ['GET', '/check-ins?allowed=yes'],
      ['GET', '/check-ins?date=2026-02-30'],
      ['GET', `/check-ins?q=${'q'.repeat(300)}`],
      ['GET', '/payments?from=2026-02-30'],
      ['GET', '/payments?method=bitcoin'],
      ['GET', '/refunds?paymentId=99999999999'],
      ['GET', '/audit-log?actorStaffId=-1'],
    ];
    const failures = await notRefused(
      requests.map(([method, pathname, body]) => ({ method, pathname, body })),
    );
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 30_000);
});

describe('a NUL character, which PostgreSQL text cannot hold', () => {
  it('is refused with a field message naming it, in a body or a query', async () => {
    const room = await server.request('/api/v1/rooms', {
      method: 'POST',
      token,
      body: { centerId: 1, name: 'Studio\u0000B', capacity: 10 },
    });
    expect(room.status).toBe(400);
    expect((await room.json()).error.fields).toEqual({
      name: 'Remove the invisible control characters from this text.',
    });
    const search = await server.request('/api/v1/members?q=a%00b', { token });
    expect(search.status).toBe(400);
    expect((await search.json()).error.fields).toEqual({
      q: 'Remove the invisible control characters from this text.',
    });
  });
});
