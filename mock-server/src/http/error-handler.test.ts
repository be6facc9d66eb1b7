import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const login = (body: string, contentType = 'application/json') =>
  server.request('/api/v1/jwt/login', { method: 'POST', body, headers: { 'content-type': contentType } });

describe('client errors are 4xx with the API error body, never 500', () => {
  it('malformed JSON is 400', async () => {
    const response = await login('{"email":');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('bad_request');
  });

  it('a non-JSON content type is 415', async () => {
    const response = await login('email=a', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
    expect((await login('hello', 'text/plain')).status).toBe(415);
  });

  it('a body over 1 MB is 413', async () => {
    const response = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it('a JSON body that is not an object is a 400 validation error', async () => {
    const response = await login('[1,2]');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('validation_failed');
  });

  it('an unknown API path is a JSON 404', async () => {
    const response = await server.request('/api/v1/no-such-thing', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Route GET /api/v1/no-such-thing not found' },
    });
  });
});
