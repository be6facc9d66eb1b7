import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call } = studio;

describe('settings', () => {
  it('reads and saves the settings with version; stale is 409', async () => {
    const { body: settings } = await call('GET', '/settings');
    const { updatedAt: _u, ...input } = settings;
    const saved = await call('PUT', '/settings', { ...input, bookingWindowDays: 21 });
    expect(saved.body).toMatchObject({ bookingWindowDays: 21, version: settings.version + 1 });
    const stale = await call('PUT', '/settings', { ...input, bookingWindowDays: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current.bookingWindowDays).toBe(21);
    expect((await call('GET', '/settings', undefined, studio.client)).status).toBe(403);
  });

  it('refuses a NUL character in a name with a field message instead of failing the save', async () => {
    const { body: settings } = await call('GET', '/settings');
    const { updatedAt: _u, ...input } = settings;
    for (const field of ['studioName', 'taxNumber']) {
      const refused = await call('PUT', '/settings', { ...input, [field]: 'Cloud\u0000Fit' });
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { fields: { [field]: 'Remove the invisible control characters from this text.' } } },
      });
    }
    expect((await call('GET', '/settings')).body.version).toBe(settings.version);
  });
});
