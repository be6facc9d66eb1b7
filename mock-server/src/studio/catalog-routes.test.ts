import { csvRecords } from '../test-support/csv-records';
import { startTestServer, TEST_SERVER_START_TIMEOUT_MS, type TestServer } from '../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let admin: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

const call = (method: string, pathname: string, body?: unknown, token = admin) =>
  server.api(method, pathname, { token, body });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ count: number }>(`select count(*)::int as count from ${sql}`, params);
  return row!.count;
}

const auditCount = (entity: string, id: number | string) =>
  count(`audit_log where entity = $1 and entity_id = $2`, [entity, String(id)]);

/** An item as a PUT body: the editable fields plus version. */
function editable(item: Json, fields: string[]) {
  return Object.fromEntries([...fields, 'version'].map((field) => [field, item[field]]));
}

describe('rooms', () => {
  const fields = ['centerId', 'name', 'capacity', 'active'];

  it('lists with center filter, sort and search in SQL, exports the same rows', async () => {
    const list = await call('GET', '/rooms?centerId=2&sortBy=capacity&sortDesc=true');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(await count('rooms where center_id = 2'));
    const capacities = list.body.items.map((room: Json) => room.capacity);
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
    expect(list.body.items.every((room: Json) => room.centerId === 2 && room.centerName)).toBe(true);
    const csv = await server.request('/api/v1/rooms/export.csv?centerId=2', { token: client });
    expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(1 + list.body.total);
  });

  it('creates, refuses a duplicate name at the center, updates with version and audit, 409 when stale', async () => {
    const created = await call('POST', '/rooms', {
      centerId: 1,
      name: 'Yoga Loft',
      capacity: 18,
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Yoga Loft', centerName: expect.any(String), version: 1 });
    const duplicate = await call('POST', '/rooms', {
      centerId: 1,
      name: 'yoga loft',
      capacity: 5,
      active: true,
    });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { error: { fields: { name: expect.any(String) } } },
    });
    const unknownCenter = await call('POST', '/rooms', {
      centerId: 999,
      name: 'X',
      capacity: 5,
      active: true,
    });
    expect(unknownCenter.body.error.fields).toEqual({ centerId: 'Choose a branch.' });

    const body = { ...editable(created.body, fields), capacity: 20 };
    const saved = await call('PUT', `/rooms/${created.body.id}`, body);
    expect(saved.body).toMatchObject({ capacity: 20, version: 2 });
    const stale = await call('PUT', `/rooms/${created.body.id}`, { ...body, capacity: 30 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ capacity: 20, version: 2 });
    expect(await auditCount('rooms', created.body.id)).toBe(2);
    expect((await call('PUT', '/rooms/99999', body)).status).toBe(404);
  });
});

describe('packages', () => {
  it('lists by center and kind, with memberships sold counted per package', async () => {
    const list = await call('GET', '/packages?centerId=1&kind=sessions&perPage=100', undefined, client);
    expect(list.status).toBe(200);
    expect(list.body.items.every((p: Json) => p.kind === 'sessions' && p.centerIds.includes(1))).toBe(true);
    const [top] = await server.query<{ package_id: number; sold: number }>(
      'select package_id, count(*)::int as sold from memberships group by package_id order by 2 desc limit 1',
    );
    const one = await call('GET', `/packages/${top!.package_id}`, undefined, client);
    expect(one.body.membershipsSold).toBe(top!.sold);
  });

  it('lists the memberships sold on a package with their usage', async () => {
    const [row] = await server.query<{ package_id: number; sold: number }>(
      `select package_id, count(*)::int as sold from memberships where kind = 'sessions' group by package_id order by 2 desc limit 1`,
    );
    const page = await call('GET', `/packages/${row!.package_id}/memberships?perPage=5`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(row!.sold);
    expect(page.body.items).toHaveLength(Math.min(5, row!.sold));
    for (const item of page.body.items) {
      expect(item.creditsUsed).toBe(item.creditsTotal - item.creditsRemaining);
      expect(item.memberName).toEqual(expect.any(String));
    }
    expect((await call('GET', '/packages/99999/memberships')).status).toBe(404);
  });

  it('a PT pack names its trainer (an active one); no other kind has one', async () => {
    const [trainer] = await server.query<{ id: number; full_name: string }>(
      'select id, full_name from staff where is_trainer and active order by id limit 1',
    );
    const [desk] = await server.query<{ id: number }>(
      'select id from staff where not is_trainer order by id limit 1',
    );
    const pt = {
      kind: 'pt',
      name: 'PT 8 with a coach',
      description: null,
      durationValue: 2,
      durationUnit: 'months',
      credits: 8,
      price: 800000,
      currency: 'TWD',
      centerIds: [1],
      active: true,
      trainerId: trainer!.id,
    };
    const created = await call('POST', '/packages', pt);
    expect(created).toMatchObject({
      status: 201,
      body: { trainerId: trainer!.id, trainerName: trainer!.full_name },
    });
    const listed = await call('GET', `/packages?q=${encodeURIComponent(pt.name)}`);
    expect(listed.body.items[0]).toMatchObject({ trainerId: trainer!.id, trainerName: trainer!.full_name });

    const notATrainer = await call('POST', '/packages', { ...pt, trainerId: desk!.id });
    expect(notATrainer.body.error.fields).toEqual({ trainerId: 'Choose an active trainer.' });
    const notPt = await call('POST', '/packages', { ...pt, kind: 'sessions' });
    expect(notPt.body.error.fields).toEqual({ trainerId: 'Only a PT pack has a trainer.' });
    const withoutOne = await call('POST', '/packages', { ...pt, name: 'PT any coach', trainerId: undefined });
    expect(withoutOne).toMatchObject({ status: 201, body: { trainerId: null, trainerName: null } });
  });

  it('creates and edits a package with its centers; the front desk may not set prices', async () => {
    const input = {
      kind: 'pt',
      name: 'PT 5 pack',
      description: null,
      durationValue: 2,
      durationUnit: 'months',
      credits: 5,
      price: 900000,
      currency: 'TWD',
      centerIds: [1, 2],
      active: true,
    };
    expect((await call('POST', '/packages', input, client)).status).toBe(403);
    const created = await call('POST', '/packages', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ centerIds: [1, 2], membershipsSold: 0, version: 1 });
    const {
      id: _id,
      membershipsSold: _m,
      trainerName: _t,
      createdAt: _c,
      updatedAt: _u,
      ...body
    } = created.body;
    expect((await call('PUT', `/packages/${created.body.id}`, { ...body, price: 1 }, client)).status).toBe(
      403,
    );
    const saved = await call('PUT', `/packages/${created.body.id}`, {
      ...body,
      centerIds: [3],
      active: false,
    });
    expect(saved.body).toMatchObject({ centerIds: [3], active: false, version: 2 });
    expect(await count('package_centers where package_id = $1', [created.body.id])).toBe(1);
    expect(await auditCount('packages', created.body.id)).toBe(2);
  });
});

describe('coupons', () => {
  it('counts redemptions and sorts by them', async () => {
    const list = await call('GET', '/coupons?sortBy=redemptions&sortDesc=true', undefined, client);
    const [top] = await server.query<{ coupon_id: number; used: number }>(
      'select coupon_id, count(*)::int as used from coupon_redemptions group by 1 order by 2 desc, 1 desc limit 1',
    );
    expect(list.body.items[0].redemptions).toBe(top!.used);
  });

  it('stores codes in capitals, refuses a duplicate code, and saves with version', async () => {
    const input = {
      code: 'spring-25',
      description: 'Spring',
      kind: 'percent',
      value: 25,
      scope: 'packages',
      validFrom: '2027-03-01',
      validTo: '2027-03-31',
      totalLimit: 100,
      perMemberLimit: 1,
      minAmount: null,
      active: true,
    };
    const created = await call('POST', '/coupons', input);
    expect(created).toMatchObject({ status: 201, body: { code: 'SPRING-25', redemptions: 0 } });
    expect((await call('POST', '/coupons', input)).body.error.fields).toEqual({
      code: 'Another coupon already has this code.',
    });
    const saved = await call('PUT', `/coupons/${created.body.id}`, { ...input, active: false, version: 1 });
    expect(saved.body).toMatchObject({ active: false, version: 2 });
  });
});

describe('products and stock', () => {
  it('lists stock per center, only the current center when filtered, and low stock', async () => {
    const one = await call('GET', '/products/1', undefined, client);
    expect(one.body.stock).toEqual(
      await server.query(
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
        await server.query<{ quantity: number }>(
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
      client,
    );
    const [admin] = await server.query<{ name: string }>(
      `select full_name as name from staff where email = 'admin@demo.com'`,
    );
    expect(history.body.items[0]).toMatchObject({
      kind: 'transfer',
      quantityDelta: 4,
      centerId: 3,
      reason: 'Rebalance',
      staffName: admin!.name,
      invoiceNumber: null,
    });
    // A sale names the invoice it was sold on.
    const [sale] = await server.query<{ productId: number; id: number; number: string }>(
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
          client,
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

describe('news', () => {
  it('counts what a reader has not seen: the current news shown after their last look', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const created = await call('POST', '/news', {
      title: 'Unread since',
      body: 'New',
      centerIds: [1],
      publishAt: '2020-01-01T00:00:00Z',
      expiresAt: null,
      pinned: false,
      status: 'published',
    });
    expect(created.status).toBe(201);
    const unread = await call(
      'GET',
      `/news?current=true&perPage=100&shownAfter=${encodeURIComponent(before)}`,
    );
    expect(unread.body.items.map((item: Json) => item.id)).toContain(created.body.id);
    const later = new Date(Date.parse(created.body.updatedAt) + 1000).toISOString();
    const seen = await call('GET', `/news?current=true&perPage=100&shownAfter=${encodeURIComponent(later)}`);
    expect(seen.body.items.map((item: Json) => item.id)).not.toContain(created.body.id);
    const all = await call('GET', '/news?current=true&perPage=1');
    expect(all.body.total).toBeGreaterThan(seen.body.total);
    expect((await call('GET', '/news?shownAfter=yesterday')).status).toBe(400);
  });

  it('creates, lists current news for a center, updates with version, deletes with audit', async () => {
    const input = {
      title: 'Pool closed',
      body: '**Sorry**',
      centerIds: [2],
      publishAt: '2020-01-01T00:00:00Z',
      expiresAt: null,
      pinned: true,
      status: 'published',
    };
    const created = await call('POST', '/news', input);
    expect(created).toMatchObject({ status: 201, body: { centerIds: [2], authorId: 1, version: 1 } });
    const current = await call('GET', '/news?current=true&centerId=2&perPage=100', undefined, client);
    expect(current.body.items.map((n: Json) => n.id)).toContain(created.body.id);
    const atOther = await call('GET', '/news?centerId=1&perPage=100');
    expect(atOther.body.items.map((n: Json) => n.id)).not.toContain(created.body.id);
    const exported = await csvRecords(
      await server.request('/api/v1/news/export.csv?q=pool%20closed', { token: admin }),
    );
    const [center] = await server.query<{ name: string }>('select name from centers where id = 2');
    expect(exported.map((row) => row.Centers)).toContain(center!.name);

    const saved = await call('PUT', `/news/${created.body.id}`, { ...input, status: 'draft', version: 1 });
    expect(saved.body).toMatchObject({ status: 'draft', version: 2 });
    expect((await call('DELETE', `/news/${created.body.id}`, undefined, client)).status).toBe(403);
    expect((await call('DELETE', `/news/${created.body.id}`)).status).toBe(204);
    expect((await call('GET', `/news/${created.body.id}`)).status).toBe(404);
    expect(await auditCount('news', created.body.id)).toBe(3);
  });
});

describe('settings', () => {
  it('reads and saves the settings with version; stale is 409', async () => {
    const { body: settings } = await call('GET', '/settings');
    const { updatedAt: _u, ...input } = settings;
    const saved = await call('PUT', '/settings', { ...input, bookingWindowDays: 21 });
    expect(saved.body).toMatchObject({ bookingWindowDays: 21, version: settings.version + 1 });
    const stale = await call('PUT', '/settings', { ...input, bookingWindowDays: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current.bookingWindowDays).toBe(21);
    expect((await call('GET', '/settings', undefined, client)).status).toBe(403);
  });
});

describe('expenditures', () => {
  it('filters by period, center and category, and totals each month by category', async () => {
    const list = await call('GET', '/expenditures?from=2026-01-01&to=2026-06-30&centerId=1&category=rent');
    expect(list.body.total).toBe(
      await count(
        `expenditures where spent_on between '2026-01-01' and '2026-06-30' and center_id = 1 and category = 'rent'`,
      ),
    );
    const totals = await call('GET', '/expenditures/monthly-totals?from=2026-01-01&to=2026-06-30&centerId=1');
    expect(totals.status).toBe(200);
    const [sum] = await server.query<{ total: string }>(
      `select coalesce(sum(amount), 0)::text as total from expenditures where spent_on between '2026-01-01' and '2026-06-30' and center_id = 1`,
    );
    expect(totals.body.total).toBe(Number(sum!.total));
    const rentSum = totals.body.items
      .filter((row: Json) => row.category === 'rent')
      .reduce((total: number, row: Json) => total + row.amount, 0);
    expect(totals.body.byCategory.rent ?? 0).toBe(rentSum);
    expect((await call('GET', '/expenditures/monthly-totals?from=2026-02-01&to=2026-01-01')).status).toBe(
      400,
    );
  });

  it('records and corrects an expenditure with version and audit', async () => {
    const input = {
      spentOn: '2026-11-01',
      centerId: 2,
      category: 'supplies',
      vendor: 'Costco',
      amount: 12345,
      method: 'card',
      note: null,
    };
    const created = await call('POST', '/expenditures', input);
    expect(created).toMatchObject({ status: 201, body: { staffId: 1, version: 1 } });
    const saved = await call('PUT', `/expenditures/${created.body.id}`, {
      ...input,
      amount: 12000,
      version: 1,
    });
    expect(saved.body).toMatchObject({ amount: 12000, version: 2 });
    expect(await auditCount('expenditures', created.body.id)).toBe(2);
    expect((await call('POST', '/expenditures', input, client)).status).toBe(403);
  });
});

describe('centers', () => {
  it('creates, updates and archives a center', async () => {
    const input = {
      name: 'CloudFit Tamsui',
      code: 'TAMSUI',
      address: 'Tamsui',
      phone: '02-1234-5678',
      timezone: 'Asia/Taipei',
    };
    const created = await call('POST', '/centers', input);
    expect(created).toMatchObject({ status: 201, body: { active: true, version: 1 } });
    expect((await call('POST', '/centers', input)).body.error.fields).toEqual({
      code: 'Another branch already has this code.',
    });
    const saved = await call('PUT', `/centers/${created.body.id}`, {
      ...input,
      phone: '02-0000-0000',
      openingHours: [],
      active: true,
      version: 1,
    });
    expect(saved.body).toMatchObject({ phone: '02-0000-0000', version: 2 });
    expect((await call('POST', `/centers/${created.body.id}/archive`, { version: 1 })).status).toBe(409);
    const archived = await call('POST', `/centers/${created.body.id}/archive`, { version: 2 });
    expect(archived.body).toMatchObject({ active: false, version: 3 });
    expect(await auditCount('centers', created.body.id)).toBe(3);
  });

  it('refuses a phone number that is not one, with the message the screen shows', async () => {
    const input = { name: 'CloudFit Phone', code: 'PHONE', address: 'Taipei', timezone: 'Asia/Taipei' };
    for (const phone of ['abc', '12', '02-27x3-5811']) {
      const refused = await call('POST', '/centers', { ...input, phone });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        phone: 'Enter a phone number: digits, with spaces, +, -, dots or brackets if you like.',
      });
    }
    for (const phone of ['+886 2 1234 5678', '(02) 2723-5811 ext. 12']) {
      const created = await call('POST', '/centers', { ...input, code: `P${phone.length}`, phone });
      expect(created.status).toBe(201);
    }
  });

  it('offers an archived branch to no picker and places nothing new there (422), while a record keeps it', async () => {
    const open = await call('POST', '/centers', {
      name: 'CloudFit Closing',
      code: 'CLOSING',
      address: 'Beitou',
      phone: '02-2222-3333',
      timezone: 'Asia/Taipei',
    });
    const id = open.body.id;
    const pack = await call('POST', '/packages', {
      kind: 'sessions',
      name: 'Closing 10',
      description: null,
      durationValue: 2,
      durationUnit: 'months',
      credits: 10,
      price: 100000,
      currency: 'TWD',
      centerIds: [1, id],
      active: true,
    });
    expect(pack.status).toBe(201);
    const archived = await call('POST', `/centers/${id}/archive`, { version: 1 });
    expect(archived.body).toMatchObject({ active: false });

    const pickable = await call('GET', '/centers?active=true', undefined, client);
    expect(pickable.body.items.map((center: Json) => center.id)).not.toContain(id);
    expect(pickable.body.items.every((center: Json) => center.active)).toBe(true);
    expect((await call('GET', '/centers')).body.items.map((center: Json) => center.id)).toContain(id);

    const refusals = [
      call('POST', '/staff', {
        email: 'closing@demo.com',
        username: 'closing',
        fullName: 'Closing Coach',
        password: 'closing-pass-1',
        role: 'client',
        centerIds: [id],
        isTrainer: false,
        active: true,
      }),
      call('POST', '/news', {
        title: 'At a closed branch',
        body: 'No',
        centerIds: [1, id],
        publishAt: null,
        expiresAt: null,
        pinned: false,
        status: 'published',
      }),
      call('POST', '/packages', {
        ...pack.body,
        trainerName: undefined,
        id: undefined,
        membershipsSold: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        version: undefined,
        name: 'Closing 5',
      }),
      call('POST', '/rooms', { centerId: id, name: 'Closed Loft', capacity: 10, active: true }),
    ];
    for (const refused of await Promise.all(refusals)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('center_archived');
    }
    // A package already sold there keeps the branch in its history and can still be edited,
    // but no edit adds an archived branch to a record.
    const {
      id: packId,
      membershipsSold: _m,
      trainerName: _t,
      createdAt: _c,
      updatedAt: _u,
      ...body
    } = pack.body;
    const kept = await call('PUT', `/packages/${packId}`, { ...body, price: 120000 });
    expect(kept.body).toMatchObject({ centerIds: [1, id], price: 120000, version: 2 });
    const { version: _v, ...fields } = body;
    const other = await call('POST', '/packages', { ...fields, name: 'Elsewhere 5', centerIds: [1] });
    expect(other.status).toBe(201);
    const added = await call('PUT', `/packages/${other.body.id}`, {
      ...body,
      name: 'Elsewhere 5',
      centerIds: [1, id],
      version: 1,
    });
    expect(added.status).toBe(422);
    expect(added.body.error.code).toBe('center_archived');
  });
});

describe('staff', () => {
  it('creates an account with a password that signs in, never returning or logging the hash', async () => {
    const created = await call('POST', '/staff', {
      email: 'coach@demo.com',
      username: 'coach',
      fullName: 'New Coach',
      password: 'coach-pass-1',
      role: 'client',
      centerIds: [1, 3],
      isTrainer: true,
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ centerIds: [1, 3], isTrainer: true, role: 'client' });
    expect(JSON.stringify(created.body)).not.toMatch(/password|scrypt/i);
    await server.login('coach@demo.com', 'coach-pass-1');

    const id = created.body.id;
    const { createdAt: _c, updatedAt: _u, id: _i, username: _n, avatar: _a, ...body } = created.body;
    const saved = await call('PUT', `/staff/${id}`, { ...body, role: 'admin', centerIds: [2] });
    expect(saved.body).toMatchObject({ role: 'admin', centerIds: [2], version: 2 });
    expect((await call('PUT', `/staff/${id}`, body)).status).toBe(409);

    expect((await call('POST', `/staff/${id}/password`, { password: 'short' })).status).toBe(400);
    expect((await call('POST', `/staff/${id}/password`, { password: 'another-pass-2' })).status).toBe(204);
    await server.login('coach@demo.com', 'another-pass-2');
    const audit = await server.query<{ entry: string }>(
      `select before::text || after::text as entry from audit_log where entity = 'staff' and entity_id = $1`,
      [String(id)],
    );
    expect(audit).toHaveLength(3);
    expect(audit.some((row) => /scrypt|passwordHash/.test(row.entry))).toBe(false);
    expect((await call('GET', `/staff/${id}`, undefined, client)).status).toBe(403);
  });

  it('does not let an admin deactivate their own account or change their own role', async () => {
    const { body: self } = await call('GET', '/staff/1');
    const { createdAt: _c, updatedAt: _u, id: _i, username: _n, avatar: _a, ...body } = self;
    expect((await call('PUT', '/staff/1', { ...body, active: false })).body.error.fields).toEqual({
      active: 'You cannot deactivate your own account.',
    });
    expect((await call('PUT', '/staff/1', { ...body, role: 'client' })).body.error.fields).toEqual({
      role: 'You cannot change your own role.',
    });
    expect((await call('PUT', '/staff/1', { ...body, fullName: 'John D.' })).body).toMatchObject({
      fullName: 'John D.',
      version: self.version + 1,
    });
  });

  it('lists the staff of one center', async () => {
    const list = await call('GET', '/staff?centerId=2&perPage=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(await count('staff_centers where center_id = 2'));
  });

  it('refuses a taken email or username', async () => {
    const taken = await call('POST', '/staff', {
      email: 'ADMIN@demo.com',
      username: 'someone',
      fullName: 'Someone',
      password: 'long-enough',
      role: null,
      centerIds: [],
      isTrainer: false,
      active: true,
    });
    expect(taken.body.error.fields).toEqual({ email: 'Another account already uses this email.' });
  });
});

describe('member create and archive', () => {
  it('creates members with the next member number and archives them (admin only)', async () => {
    const input = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      birthday: '1990-12-10',
      gender: 'female',
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      homeCenterId: 1,
      photoUrl: null,
      tags: ['vip'],
      notes: null,
    };
    const [max] = await server.query<{ n: number }>(
      'select max(substring(member_number from 2)::int)::int as n from members',
    );
    const [first, second] = await Promise.all([
      call('POST', '/members', input, client),
      call('POST', '/members', { ...input, email: 'ada2@example.com' }, client),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const numbers = [first.body.memberNumber, second.body.memberNumber].sort();
    expect(numbers).toEqual([max!.n + 1, max!.n + 2].map((n) => `M${String(n).padStart(6, '0')}`));

    const id = first.body.id;
    expect((await call('POST', `/members/${id}/archive`, { version: 1 }, client)).status).toBe(403);
    expect((await call('POST', `/members/${id}/archive`, { version: 1 })).status).toBe(204);
    expect((await call('GET', `/members/${id}`)).status).toBe(404);
    expect((await call('POST', `/members/${id}/archive`, { version: 2 })).status).toBe(404);
    expect(await auditCount('members', id)).toBe(2);
  });
});

describe('branch opening hours', () => {
  const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '06:30',
    closes: '21:00',
  }));
  const branch = {
    name: 'Hours test branch',
    code: 'HOURS1',
    address: '1 Test Road',
    phone: '02-1234-5678',
    timezone: 'Asia/Taipei',
  };

  it('saves the week, keeps it through an edit of other fields, and lists it', async () => {
    const created = await call('POST', '/centers', { ...branch, openingHours: weekdays });
    expect(created.status).toBe(201);
    expect(created.body.openingHours).toEqual(weekdays);

    const fields = editable(created.body, [
      'name',
      'code',
      'address',
      'phone',
      'timezone',
      'openingHours',
      'active',
    ]);
    const renamed = await call('PUT', `/centers/${created.body.id}`, {
      ...fields,
      name: 'Hours test renamed',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.openingHours).toEqual(weekdays);

    const weekend = [{ day: 'sat', opens: '09:00', closes: '17:00' }];
    const changed = await call('PUT', `/centers/${created.body.id}`, {
      ...editable(renamed.body, ['name', 'code', 'address', 'phone', 'timezone', 'active']),
      openingHours: weekend,
    });
    expect(changed.body.openingHours).toEqual(weekend);
    const listed = (await call('GET', '/centers')).body.items.find((c: Json) => c.id === created.body.id);
    expect(listed.openingHours).toEqual(weekend);
  });

  it('keeps hours past midnight and around the clock; refuses hours that open and close at once, a day twice, or a time that is not HH:MM, on the field', async () => {
    const lateAndAllDay = [
      { day: 'fri', opens: '18:00', closes: '02:00' },
      { day: 'sat', opens: '00:00', closes: '24:00' },
    ];
    const late = await call('POST', '/centers', { ...branch, code: 'HOURS4', openingHours: lateAndAllDay });
    expect(late.status).toBe(201);
    expect(late.body.openingHours).toEqual(lateAndAllDay);

    const backwards = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS2',
      openingHours: [{ day: 'mon', opens: '22:00', closes: '22:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields['openingHours.0.closes']).toBe(
      'Opening and closing at the same time: for a day open around the clock, choose 00:00 to 24:00.',
    );
    const opensAtMidnightEnd = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS5',
      openingHours: [{ day: 'mon', opens: '24:00', closes: '06:00' }],
    });
    expect(opensAtMidnightEnd.body.error.fields['openingHours.0.opens']).toBe('Enter a time as HH:MM.');

    const twice = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS3',
      openingHours: [weekdays[0], { ...weekdays[0], opens: '07:00' }],
    });
    expect(twice.status).toBe(400);
    expect(Object.values(twice.body.error.fields)).toContain('Give each day at most one set of hours.');

    const badTime = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS4',
      openingHours: [{ day: 'tue', opens: '6am', closes: '21:00' }],
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.fields['openingHours.0.opens']).toBe('Enter a time as HH:MM.');
    expect(await count(`centers where code like 'HOURS%'`)).toBe(2);
  });
});
