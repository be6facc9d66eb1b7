import {
  analyticsDataSchema,
  CARD_ANALYTICS_NAMES,
  CARD_STATISTIC_NAMES,
  cardAnalyticsSchemas,
  cardStatisticSchema,
  ecommerceDataSchema,
} from '@cloudfit/shared/schemas/demo/dashboards.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(30_000);

let server: TestServer;
let developer: string;
let client: string;

beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

async function get(pathname: string, token = developer) {
  const response = await server.request(`/api/v1${pathname}`, { token });
  return { status: response.status, body: await response.json() };
}

describe('GET /analytics/data', () => {
  it('returns the analytics dashboard with its fixed figures', async () => {
    const { status, body } = await get('/analytics/data');
    expect(status).toBe(200);
    const data = analyticsDataSchema.parse(body);
    expect(data.congratulations).toEqual({ name: 'John', saleTodayPercent: 57.6 });
    expect(data.subscribersGained.analyticsData).toEqual({ subscribers: 92600 });
    expect(data.ordersReceived.analyticsData).toEqual({ orders: 38400 });
    expect(data.supportTracker.totalTickets).toBe(163);
    expect(data.browserStates[0]).toEqual({ browser: 'Google Chrome', percent: 54.4 });
  });

  it('refuses a client with 403 and a visitor with 401', async () => {
    expect((await get('/analytics/data', client)).status).toBe(403);
    expect((await server.request('/api/v1/analytics/data')).status).toBe(401);
  });
});

describe('GET /ecommerce/data', () => {
  it('returns the eCommerce dashboard with its fixed figures', async () => {
    const { status, body } = await get('/ecommerce/data');
    expect(status).toBe(200);
    const data = ecommerceDataSchema.parse(body);
    expect(data.statistics).toEqual({ sales: 230000, customers: 8549, products: 1423, revenue: 9745 });
    expect(data.goalOverview).toEqual({ completed: 786617, inProgress: 13561, percent: 83 });
    expect(data.companies).toHaveLength(7);
    expect(data.transactions.map((t) => t.amount)).toEqual([-74, 480, 590, -23, 98]);
  });

  it('refuses a client with 403', async () => {
    expect((await get('/ecommerce/data', client)).status).toBe(403);
  });
});

describe('GET /card/card-statistics/:name', () => {
  it.each(CARD_STATISTIC_NAMES)('returns %s as a series and its figure', async (name) => {
    const { status, body } = await get(`/card/card-statistics/${name}`);
    expect(status).toBe(200);
    const card = cardStatisticSchema.parse(body);
    expect(card.series[0]!.data.length).toBeGreaterThan(4);
    expect(Object.values(card.analyticsData)[0]).toBeGreaterThan(0);
  });

  it('gives the template figures', async () => {
    expect((await get('/card/card-statistics/subscribers')).body.analyticsData).toEqual({
      subscribers: 92600,
    });
    expect((await get('/card/card-statistics/sales')).body.analyticsData).toEqual({ sales: 36 });
  });

  it('answers an unknown name with 404 and a client with 403', async () => {
    const unknown = await get('/card/card-statistics/visitors');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Card statistic not found');
    expect((await get('/card/card-statistics/subscribers', client)).status).toBe(403);
  });
});

describe('GET /card/card-analytics/:name', () => {
  it.each(CARD_ANALYTICS_NAMES)('returns %s in its own shape', async (name) => {
    const { status, body } = await get(`/card/card-analytics/${name}`);
    expect(status).toBe(200);
    expect(cardAnalyticsSchemas[name].strict().parse(body)).toEqual(body);
  });

  it('gives the template figures', async () => {
    expect((await get('/card/card-analytics/goal-overview')).body).toEqual({
      completed: 786617,
      inProgress: 13561,
      percent: 83,
    });
    expect((await get('/card/card-analytics/customers')).body.segments[0]).toEqual({
      key: 'new',
      value: 690,
    });
  });

  it('answers an unknown name with 404 and a client with 403', async () => {
    expect((await get('/card/card-analytics/weather')).status).toBe(404);
    expect((await get('/card/card-analytics/customers', client)).status).toBe(403);
  });
});
