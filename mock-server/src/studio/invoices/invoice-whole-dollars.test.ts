import { WHOLE_DOLLARS } from '@cloudfit/shared/domain/currency-units';
import type { SettingsItem } from '@cloudfit/shared/schemas/settings.schema';
import { withSalesTestServer } from './sales-test-fixtures';

const sales = withSalesTestServer(5);
const { call } = sales;

const refusedCents = (...fields: string[]) => ({
  status: 400,
  body: {
    error: {
      code: 'validation_failed',
      fields: Object.fromEntries(fields.map((field) => [field, WHOLE_DOLLARS])),
    },
  },
});

const sale = (overrides: Record<string, unknown> = {}) => ({
  memberId: sales.f.memberId,
  centerId: sales.f.centerId,
  issue: false,
  lines: [
    { kind: 'product', referenceId: sales.f.productId, quantity: 1 },
    { kind: 'custom', referenceId: null, description: 'Mat hire', quantity: 2, unitPrice: 300_00 },
  ],
  ...overrides,
});

describe('a studio in New Taiwan dollars takes whole dollars in every amount typed at a sale', () => {
  it("refuses cents in a custom line's price, a line discount, the invoice discount and the payment", async () => {
    const custom = { kind: 'custom', referenceId: null, description: 'Mat hire', quantity: 2 };
    expect(
      await call('POST', '/invoices', sale({ lines: [{ ...custom, unitPrice: 333_33 }] })),
    ).toMatchObject(refusedCents('lines.0.unitPrice'));
    expect(
      await call(
        'POST',
        '/invoices',
        sale({
          lines: [
            { kind: 'product', referenceId: sales.f.productId, quantity: 1, discount: 12_34 },
            { ...custom, unitPrice: 300_00, discount: 99 },
          ],
          discount: 11_11,
        }),
      ),
    ).toMatchObject(refusedCents('lines.0.discount', 'lines.1.discount', 'discount'));
    expect(
      await call('POST', '/invoices', sale({ issue: true, payment: { amount: 100_50, method: 'cash' } })),
    ).toMatchObject(refusedCents('payment.amount'));

    const draft = await call('POST', '/invoices', sale({ discount: 10_00 }));
    expect(draft.status).toBe(201);
    expect(
      await call('PUT', `/invoices/${draft.body.id}`, {
        ...sale({ discount: 10_50 }),
        version: draft.body.version,
      }),
    ).toMatchObject(refusedCents('discount'));
    const issued = await call(
      'POST',
      '/invoices',
      sale({ issue: true, discount: 10_00, payment: { amount: 100_00, method: 'cash' } }),
    );
    expect(issued).toMatchObject({ status: 201, body: { discount: 10_00, paid: 100_00 } });
  });

  it('refuses cents in the payment taken with a membership sale', async () => {
    const body = { packageId: sales.f.timePackageId, startDate: '2030-01-01' };
    expect(
      await call('POST', `/members/${sales.f.memberId}/memberships`, {
        ...body,
        payment: { amount: 500_50, method: 'card' },
      }),
    ).toMatchObject(refusedCents('payment.amount'));
    expect(
      (
        await call('POST', `/members/${sales.f.memberId}/memberships`, {
          ...body,
          payment: { amount: 500_00, method: 'card' },
        })
      ).status,
    ).toBe(201);
  });

  it("refuses cents in the settings' no-show fee and owing limit", async () => {
    const {
      version,
      updatedAt: _updatedAt,
      ...settings
    } = (await call('GET', '/settings')).body as SettingsItem & { updatedAt: string };
    const body = { ...settings, version, noShowPolicy: 'charge_fee' };
    expect(
      await call('PUT', '/settings', { ...body, noShowFee: 150_50, checkInBlockOwingOver: 1_000_01 }),
    ).toMatchObject(refusedCents('noShowFee', 'checkInBlockOwingOver'));
    const saved = await call('PUT', '/settings', { ...body, noShowFee: 150_00, checkInBlockOwingOver: null });
    expect(saved).toMatchObject({ status: 200, body: { noShowFee: 150_00 } });
  });
});
