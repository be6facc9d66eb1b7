import {
  type Action,
  createAbility,
  type Role,
  rulesForRole,
  type Subject,
} from '@cloudfit/shared/abilities/ability-rules';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

/**
 * Who may call each studio route (DESIGN.md §4, `rulesForRole`). Every route listed here is called
 * as each role with a valid request, so that the guard, not validation, decides: 401 without a
 * token, 403 for an account without a role or without the ability, anything else when allowed.
 * Routes served but not listed here (other areas) are still checked to refuse anonymous callers.
 */
interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as OpenAPI lists it, under /api/v1. */
  path: string;
  /** Concrete path to call; defaults to `path` with {id} replaced by 1. */
  url?: string;
  abilities: [Action, Subject][];
  body?: (samples: Samples) => unknown;
}

interface Samples {
  settings: Record<string, unknown>;
  trainerId: number;
}

const member = {
  firstName: 'Matrix',
  lastName: 'Member',
  email: null,
  phone: null,
  birthday: null,
  gender: null,
  address: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  homeCenterId: 1,
  photoUrl: null,
  tags: [],
  notes: null,
};
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
  { method: 'GET', path: '/members', abilities: [['read', 'Member']] },
  {
    method: 'GET',
    path: '/members/export.csv',
    url: '/members/export.csv?q=nothing-matches',
    abilities: [['read', 'Member']],
  },
  { method: 'GET', path: '/members/{id}', abilities: [['read', 'Member']] },
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
    body: () => ({ ...center, code: 'MATRIX2', active: true, version: 1 }),
  },
  {
    method: 'POST',
    path: '/centers/{id}/archive',
    url: '/centers/3/archive',
    abilities: [['update', 'Center']],
    body: () => ({ version: 2 }),
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
];

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
  const settings = await (await server.request('/api/v1/settings', { token: callers[3]!.token })).json();
  const { updatedAt: _updatedAt, ...settingsInput } = settings;
  const [trainer] = await server.query<{ id: number }>(
    `select id from staff where is_trainer and email not like '%@demo.com' order by id limit 1`,
  );
  samples = { settings: settingsInput, trainerId: trainer!.id };
  openApi = await (await server.request('/api/v1/openapi.json')).json();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

function urlOf(rule: RouteRule): string {
  const url = (rule.url ?? rule.path.replaceAll('{id}', '1')).replace('trainer', String(samples.trainerId));
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

// biome-ignore lint/suspicious/noExplicitAny: a parsed OpenAPI operation
type Json = any;

describe('authorization matrix', () => {
  it.each(['no token', 'role-less account', 'client', 'admin', 'developer'])(
    'answers %s as DESIGN.md §4 says on every route of the matrix',
    async (callerName) => {
      const caller = callers.find((candidate) => candidate.name === callerName)!;
      const ability = createAbility(rulesForRole(caller.role));
      const failures: string[] = [];
      for (const rule of ROUTE_RULES) {
        const response = await server.request(urlOf(rule), {
          method: rule.method,
          token: caller.token,
          body: rule.body?.(samples),
        });
        const allowed = rule.abilities.every(([action, subject]) => ability.can(action, subject));
        const expected = !caller.token ? [401] : !caller.role ? [403] : allowed ? undefined : [403];
        const ok = expected
          ? expected.includes(response.status)
          : ![401, 403].includes(response.status) && response.status < 500;
        if (!ok) failures.push(`${rule.method} ${rule.path}: ${response.status} ${await response.text()}`);
      }
      expect(failures).toEqual([]);
    },
    30_000,
  );

  it('refuses anonymous callers on every other studio route the server lists', async () => {
    const listed = new Set(ROUTE_RULES.map((rule) => `${rule.method} /api/v1${rule.path}`));
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(openApi.paths)) {
      if (!path.startsWith('/api/v1/') || path.startsWith('/api/v1/jwt/')) continue;
      for (const method of Object.keys(operations)) {
        if (listed.has(`${method.toUpperCase()} ${path}`)) continue;
        const response = await server.request(path.replace(/\{[^}]+\}/g, '1'), {
          method: method.toUpperCase(),
          body: operations[method]?.requestBody ? {} : undefined,
        });
        // Validation may run before the guard, so a 400 is a refusal too; it must never succeed.
        if (response.status < 400 || response.status >= 500) {
          failures.push(`${method.toUpperCase()} ${path}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);
});
