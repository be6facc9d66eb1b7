import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

/**
 * Malformed and hostile requests to every catalog and administration write (and the member
 * profile PUT): each must be refused with a 4xx, never a 500, and must leave the database as it was.
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
    else broken.push(HUGE, 2 ** 31);
    cases.push(without, ...broken.map((bad) => ({ ...base, [key]: bad })));
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
    base: () => editable('/packages/1', ['id', 'membershipsSold', 'createdAt', 'updatedAt']),
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
    base: () => editable('/news/1', ['id', 'authorId', 'createdAt', 'updatedAt']),
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
    base: () => editable('/expenditures/1', ['id', 'staffId', 'createdAt', 'updatedAt']),
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
    method: 'POST',
    url: '/members',
    base: async () => ({
      firstName: 'Hostile',
      lastName: 'Member',
      email: null,
      phone: null,
      birthday: '1990-01-01',
      gender: null,
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      homeCenterId: 1,
      photoUrl: null,
      tags: [],
      notes: null,
    }),
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
  beforeAll(async () => {
    before = await snapshot();
  });

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
