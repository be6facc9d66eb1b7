import { useStudioTestServer } from '../../test-support/studio-test-server';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;

describe('the currency', () => {
  it('cannot change once an invoice exists; other settings still save', async () => {
    const settings = (await call('GET', '/settings')).body;
    const { updatedAt: _updatedAt, ...fields } = settings;

    const changed = await call('PUT', '/settings', { ...fields, currency: 'USD' });
    expect(changed).toMatchObject({ status: 422, body: { error: { code: 'currency_locked' } } });

    const renamed = await call('PUT', '/settings', { ...fields, studioName: 'CloudFit Rules' });
    expect(renamed).toMatchObject({ status: 200, body: { currency: settings.currency } });
  });
});
