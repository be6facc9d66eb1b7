import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, count, auditCount } = studio;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

describe('products and stock', () => {
  it('lists stock per center, only the current center when filtered, and low stock', async () => {
    const one = await call('GET', '/products/1', undefined, studio.client);
    expect(one.body.stock).toEqual(
      await studio.server.query(
        'select center_id as "centerId", quantity from product_stock where product_id = 1 order by 1',
      ),
    );
    const atCenter = await call('GET', '/products?centerId=2&perPage=100');
    expect(atCenter.body.items.every((p: Json) => p.stock.every((s: Json) => s.centerId === 2))).toBe(true);
    const low = await call('GET', '/products?lowStock=true&centerId=2&perPage=100');
    expect(low.body.total).toBe(
      await count(
        'products p where exists (select 1 from product_stock s where s.product_id = p.id and s.center_id = 2 and s.quantity <= p.reorder_level)',
      ),
    );
  });

  it('restocks, transfers between centers in one transaction, and never goes below zero', async () => {
    const stockAt = async (centerId: number) =>
      (
        await studio.server.query<{ quantity: number }>(
          'select quantity from product_stock where product_id = 2 and center_id = $1',
          [centerId],
        )
      )[0]?.quantity ?? 0;
    const [from, to] = [await stockAt(1), await stockAt(3)];
    const movements = await count('stock_movements where product_id = 2');

    const restock = await call('POST', '/products/2/stock-adjustments', {
      centerId: 1,
      kind: 'restock',
      quantityDelta: 10,
      reason: 'Delivery',
    });
    expect(restock.status).toBe(200);
    expect(restock.body.stock.find((s: Json) => s.centerId === 1).quantity).toBe(from + 10);

    const transfer = await call('POST', '/products/2/stock-adjustments', {
      centerId: 1,
      kind: 'transfer',
      quantityDelta: -4,
      toCenterId: 3,
      reason: 'Rebalance',
    });
    expect(transfer.status).toBe(200);
    expect([await stockAt(1), await stockAt(3)]).toEqual([from + 6, to + 4]);
    expect(await count('stock_movements where product_id = 2')).toBe(movements + 3);

    const tooMuch = await call('POST', '/products/2/stock-adjustments', {
      centerId: 3,
      kind: 'waste',
      quantityDelta: -(to + 5),
      reason: 'Broken',
    });
    expect(tooMuch).toMatchObject({ status: 422, body: { error: { code: 'insufficient_stock' } } });
    const transferTooMuch = await call('POST', '/products/2/stock-adjustments', {
      centerId: 3,
      kind: 'transfer',
      quantityDelta: -(to + 5),
      toCenterId: 1,
      reason: 'Rebalance',
    });
    expect(transferTooMuch.status).toBe(422);
    expect([await stockAt(1), await stockAt(3)]).toEqual([from + 6, to + 4]);
    expect(await count('stock_movements where product_id = 2')).toBe(movements + 3);
    expect(await auditCount('products', 2)).toBe(2);

    const history = await call(
      'GET',
      '/products/2/stock-movements?centerId=3&kind=transfer',
      undefined,
      studio.client,
    );
    const [manager] = await studio.server.query<{ name: string }>(
      `select full_name as name from staff where email = 'admin@demo.com'`,
    );
    expect(history.body.items[0]).toMatchObject({
      kind: 'transfer',
      quantityDelta: 4,
      centerId: 3,
      reason: 'Rebalance',
      staffName: manager!.name,
      invoiceNumber: null,
    });
    // A sale names the invoice it was sold on.
    const [sale] = await studio.server.query<{ productId: number; id: number; number: string }>(
      `select m.product_id as "productId", m.id, i.number from stock_movements m
       join invoice_lines l on l.id = m.reference_id join invoices i on i.id = l.invoice_id
       where m.kind = 'sale' order by m.at desc, m.id desc limit 1`,
    );
    const sales = await call('GET', `/products/${sale!.productId}/stock-movements?kind=sale&perPage=100`);
    expect(sales.body.items.find((item: Json) => item.id === sale!.id)).toMatchObject({
      invoiceNumber: sale!.number,
    });
    expect(
      (
        await call(
          'POST',
          '/products/2/stock-adjustments',
          { centerId: 1, kind: 'restock', quantityDelta: 1, reason: 'x' },
          studio.client,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/products/99999/stock-adjustments', {
          centerId: 1,
          kind: 'restock',
          quantityDelta: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
  });

  it('creates a product, refusing a duplicate SKU', async () => {
    const input = {
      sku: 'TOWEL-XL',
      barcode: '4711000999999',
      name: 'Towel XL',
      description: null,
      price: 45000,
      cost: 15000,
      reorderLevel: 5,
      active: true,
    };
    const created = await call('POST', '/products', input);
    expect(created).toMatchObject({ status: 201, body: { sku: 'TOWEL-XL', stock: [] } });
    const duplicate = await call('POST', '/products', { ...input, sku: 'towel-xl', barcode: null });
    expect(duplicate.body.error.fields).toEqual({ sku: 'Another product has this SKU.' });
  });
});
