import { autosuggestDataSchema } from '@cloudfit/shared/schemas/demo/autosuggest.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

describe('GET /autosuggest/data', () => {
  it('returns the pages, files and contacts groups', async () => {
    const { accessToken } = await server.login('developer@demo.com', 'developer');
    const response = await server.request('/api/v1/autosuggest/data', { token: accessToken });
    expect(response.status).toBe(200);
    const data = autosuggestDataSchema.strict().parse(await response.json());
    expect(data.pages).toContainEqual({ title: 'Calendar', route: '/apps/calendar' });
    expect(data.files.length).toBeGreaterThan(0);
    expect(data.contacts[0]).toEqual({ title: 'Rena Brant', email: 'nephrod@preany.co.uk', avatar: 'RB' });
  });

  it('refuses a client with 403', async () => {
    const { accessToken } = await server.login('client@demo.com', 'client');
    expect((await server.request('/api/v1/autosuggest/data', { token: accessToken })).status).toBe(403);
  });
});
