import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

/** Many desks creating members at the same moment, on two API instances of one database. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ appInstances: 2 });
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

it('creates every member of twenty sent at once, each with its own member number', async () => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      server.request('/api/v1/members', {
        method: 'POST',
        token,
        instance: index % 2,
        body: {
          firstName: 'Rush',
          lastName: `Hour${index}`,
          email: null,
          birthday: null,
          gender: null,
          homeCenterId: 1,
          tags: [],
        },
      }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
  const numbers = await Promise.all(responses.map(async (response) => (await response.json()).memberNumber));
  expect(new Set(numbers).size).toBe(20);
});
