import type { Locale } from '@cloudfit/shared/constants';
import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import { createSalesFixtures, type SalesFixtures } from './sales-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;
let sales: SalesFixtures;
beforeAll(async () => {
  sales = await createSalesFixtures(studio.server, 10);
}, TEST_SERVER_START_TIMEOUT_MS);

const newMember = (lastName: string, preferredLanguage?: Locale) =>
  studio.createMember(lastName, { homeCenterId: sales.centerId, preferredLanguage });

describe('prices that include tax', () => {
  afterAll(() => studio.server.query('update studio_settings set prices_include_tax = false'));

  it('extracts the tax from the price and keeps the total at the price; the profile says so', async () => {
    await studio.server.query(
      'update studio_settings set prices_include_tax = true, tax_rate_basis_points = 500',
    );
    const member = await newMember('Included');
    const invoice = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [{ kind: 'custom', description: 'Towel service', quantity: 1, unitPrice: 1_050_00 }],
    });

    expect(invoice).toMatchObject({
      status: 201,
      body: { subtotal: 1_050_00, tax: 50_00, total: 1_050_00, taxIncluded: true },
    });
    expect(invoice.body.lines[0]).toMatchObject({ tax: 50_00, total: 1_050_00 });
    expect((await call('GET', '/settings/profile')).body).toMatchObject({ pricesIncludeTax: true });

    await studio.server.query('update studio_settings set prices_include_tax = false');
    const added = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [{ kind: 'custom', description: 'Towel service', quantity: 1, unitPrice: 1_000_00 }],
    });
    expect(added.body).toMatchObject({ tax: 50_00, total: 1_050_00, taxIncluded: false });
  });

  it('is saved with the settings', async () => {
    const { updatedAt: _updatedAt, ...settings } = (await call('GET', '/settings')).body;
    const saved = await call('PUT', '/settings', { ...settings, pricesIncludeTax: true });
    expect(saved).toMatchObject({ status: 200, body: { pricesIncludeTax: true } });
  });
});
