import { WHOLE_DOLLARS } from '@cloudfit/shared/domain/currency-units';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { withSalesTestServer } from '../invoices/sales-test-fixtures';

const sales = withSalesTestServer(5);
const { call } = sales;

const refusedCents = (field: string) => ({
  status: 400,
  body: { error: { code: 'validation_failed', fields: { [field]: WHOLE_DOLLARS } } },
});

describe('a studio in New Taiwan dollars takes whole dollars only', () => {
  it('the seeded studio (before these tests add to it) holds no cents in any amount', async () => {
    const [settings] = await sales.server.query<{ currency: string }>(
      'select currency from studio_settings where id = 1',
    );
    expect(settings!.currency).toBe('TWD');
    const columns: [string, string][] = [
      ['payments', 'amount'],
      ['refunds', 'amount'],
      ['invoices', 'total'],
      ['invoices', 'tax'],
      ['invoices', 'paid'],
      ['invoice_lines', 'unit_price'],
      ['invoice_lines', 'total'],
      ['products', 'price'],
      ['products', 'cost'],
      ['packages', 'price'],
      ['expenditures', 'amount'],
    ];
    const withCents: string[] = [];
    for (const [table, column] of columns) {
      const [row] = await sales.server.query<{ count: number }>(
        `select count(*)::int as count from ${table} where ${column} % 100 <> 0`,
      );
      if (row!.count > 0) withCents.push(`${table}.${column}: ${row!.count}`);
    }
    expect(withCents).toEqual([]);
  });

  it('refuses NT$100.50 as a payment or a refund, and takes NT$100', async () => {
    const invoice = (
      await call('POST', '/invoices', {
        memberId: sales.f.memberId,
        centerId: sales.f.centerId,
        issue: true,
        lines: [
          { kind: 'custom', referenceId: null, description: 'Towel', quantity: 1, unitPrice: 1_000_00 },
        ],
      })
    ).body as InvoiceItem;
    expect(invoice.currency).toBe('TWD');
    expect(
      await call('POST', `/invoices/${invoice.id}/payments`, { amount: 100_50, method: 'cash' }),
    ).toMatchObject(refusedCents('amount'));
    const paid = await call('POST', `/invoices/${invoice.id}/payments`, { amount: 100_00, method: 'cash' });
    expect(paid.status).toBe(201);
    const paymentId = (paid.body as InvoiceItem).payments[0]!.id;
    expect(
      await call('POST', `/payments/${paymentId}/refunds`, { amount: 50_50, reason: 'Torn' }),
    ).toMatchObject(refusedCents('amount'));
    expect(
      (await call('POST', `/payments/${paymentId}/refunds`, { amount: 50_00, reason: 'Torn' })).status,
    ).toBe(201);
  });

  it('refuses cents in a product’s price and cost, a package’s price, an expense and a fixed coupon', async () => {
    const product = {
      sku: 'CENTS-1',
      barcode: null,
      name: 'Cents Bar',
      description: null,
      reorderLevel: 0,
      active: true,
    };
    expect(await call('POST', '/products', { ...product, price: 70_50, cost: 30_00 })).toMatchObject(
      refusedCents('price'),
    );
    expect(await call('POST', '/products', { ...product, price: 70_00, cost: 30_25 })).toMatchObject(
      refusedCents('cost'),
    );
    expect((await call('POST', '/products', { ...product, price: 70_00, cost: 30_00 })).status).toBe(201);

    const pack = {
      kind: 'time',
      name: 'Cents Month',
      description: null,
      durationValue: 30,
      durationUnit: 'days',
      credits: null,
      currency: 'TWD',
      centerIds: [sales.f.centerId],
      active: true,
    };
    expect(await call('POST', '/packages', { ...pack, price: 1_200_99 })).toMatchObject(
      refusedCents('price'),
    );
    // Euros have cents.
    expect(
      (await call('POST', '/packages', { ...pack, name: 'Euro Month', currency: 'EUR', price: 49_99 }))
        .status,
    ).toBe(201);

    const expense = {
      spentOn: '2026-11-02',
      centerId: sales.f.centerId,
      category: 'supplies',
      vendor: 'Cents Supplies',
      method: 'cash',
      note: null,
    };
    expect(await call('POST', '/expenditures', { ...expense, amount: 2_500_10 })).toMatchObject(
      refusedCents('amount'),
    );
    expect((await call('POST', '/expenditures', { ...expense, amount: 2_500_00 })).status).toBe(201);

    const coupon = {
      description: null,
      scope: 'all',
      validFrom: null,
      validTo: null,
      totalLimit: null,
      perMemberLimit: null,
      active: true,
    };
    expect(
      await call('POST', '/coupons', {
        ...coupon,
        code: 'CENTS-A',
        kind: 'fixed',
        value: 100_50,
        minAmount: null,
      }),
    ).toMatchObject(refusedCents('value'));
    expect(
      await call('POST', '/coupons', {
        ...coupon,
        code: 'CENTS-B',
        kind: 'fixed',
        value: 100_00,
        minAmount: 500_50,
      }),
    ).toMatchObject(refusedCents('minAmount'));
    // A percent coupon's value is a percentage, not an amount.
    expect(
      (
        await call('POST', '/coupons', {
          ...coupon,
          code: 'CENTS-C',
          kind: 'percent',
          value: 15,
          minAmount: 500_00,
        })
      ).status,
    ).toBe(201);
  });
});
