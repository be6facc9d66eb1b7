import { priceInvoice } from '@cloudfit/shared/domain/invoice-amounts';
import type { InvoiceItem, InvoiceListItem } from '@cloudfit/shared/schemas/invoice.schema';
import { csvRecords } from '../../test-support/csv-records';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { createCoupon, createSalesFixtures, type SalesFixtures } from './sales-test-fixtures';

let server: TestServer;
let admin: string;
let desk: string;
let f: SalesFixtures;
const STOCK = 20;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  f = await createSalesFixtures(server, STOCK);
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const call = (method: string, pathname: string, body?: unknown, token = desk) =>
  server.api(method, pathname, { body, token });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ n: number }>(`select (${sql})::int as n`, params);
  return row!.n;
}

async function centerNameOf(centerId: number): Promise<string> {
  const [center] = await server.query<{ name: string }>('select name from centers where id = $1', [centerId]);
  return center!.name;
}

const stockLeft = () =>
  count('select quantity from product_stock where product_id = $1 and center_id = $2', [
    f.productId,
    f.centerId,
  ]);

function invoiceBody(overrides: Record<string, unknown> = {}) {
  return {
    memberId: f.memberId,
    centerId: f.centerId,
    issue: true,
    lines: [
      { kind: 'product', referenceId: f.productId, quantity: 1 },
      { kind: 'custom', referenceId: null, description: 'Towel rental', quantity: 1, unitPrice: 3000 },
    ],
    ...overrides,
  };
}

describe('POST /invoices', () => {
  it('issues an invoice at catalogue prices with a coupon, takes stock and a partial payment in one go', async () => {
    await createCoupon(server, { code: 'TST-SALES-TEN', kind: 'percent', value: 10, scope: 'all' });
    const stockBefore = await stockLeft();
    const counterBefore = await count('select next_invoice_number from studio_settings');
    const { status, body } = await call(
      'POST',
      '/invoices',
      invoiceBody({
        lines: [
          // The client's price for a product line is not read: the catalogue says 5000.
          { kind: 'product', referenceId: f.productId, quantity: 2, unitPrice: 1 },
          { kind: 'custom', referenceId: null, description: 'Towel rental', quantity: 1, unitPrice: 3000 },
        ],
        couponCode: 'tst-sales-ten',
        payment: { amount: 2000, method: 'cash' },
      }),
    );
    expect(status).toBe(201);
    const invoice = body as InvoiceItem;
    const expected = priceInvoice({
      lines: [
        { kind: 'product', quantity: 2, unitPrice: 5000, discount: 0 },
        { kind: 'custom', quantity: 1, unitPrice: 3000, discount: 0 },
      ],
      discount: 0,
      coupon: { scope: 'all', discount: 1300 },
      taxRateBasisPoints: f.taxRateBasisPoints,
      taxIncluded: false,
      currency: 'TWD',
    });
    if (!expected.ok) throw new Error('fixture prices do not price');
    expect(invoice).toMatchObject({
      number: `${f.invoicePrefix}-${String(counterBefore).padStart(6, '0')}`,
      status: 'partial',
      subtotal: 13_000,
      couponDiscount: 1300,
      tax: expected.value.tax,
      total: expected.value.total,
      paid: 2000,
      balance: expected.value.total - 2000,
      memberId: f.memberId,
    });
    expect(invoice.lines.map((line) => [line.description, line.unitPrice, line.total])).toEqual([
      ['Sales Test Shaker', 5000, expected.value.lines[0]!.total],
      ['Towel rental', 3000, expected.value.lines[1]!.total],
    ]);
    expect(invoice.payments).toMatchObject([{ amount: 2000, method: 'cash', refunded: 0, refunds: [] }]);
    expect(await stockLeft()).toBe(stockBefore - 2);
    expect(
      await count(
        `select count(*) from stock_movements where kind = 'sale' and reference_id = $1 and quantity_delta = -2`,
        [invoice.lines[0]!.id],
      ),
    ).toBe(1);
    expect(await count('select count(*) from coupon_redemptions where invoice_id = $1', [invoice.id])).toBe(
      1,
    );
    expect(
      await count(
        `select count(*) from audit_log where entity in ('invoices', 'payments') and after->>'invoiceId' = $1 or (entity = 'invoices' and entity_id = $1)`,
        [String(invoice.id)],
      ),
    ).toBeGreaterThanOrEqual(3);
    expect((await call('GET', `/invoices/${invoice.id}`)).body).toEqual(invoice);
  });

  it('keeps a draft unnumbered and its stock on the shelf until it is issued', async () => {
    const stockBefore = await stockLeft();
    const draft = (await call('POST', '/invoices', invoiceBody({ issue: false }))).body as InvoiceItem;
    expect(draft).toMatchObject({ number: null, status: 'draft', issuedOn: null });
    expect(await stockLeft()).toBe(stockBefore);

    const payDraft = await call('POST', `/invoices/${draft.id}/payments`, { amount: 100, method: 'card' });
    expect(payDraft).toMatchObject({ status: 422, body: { error: { code: 'invoice_not_issued' } } });

    const stale = await call('POST', `/invoices/${draft.id}/issue`, { version: draft.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ id: draft.id, version: draft.version });

    const issued = await call('POST', `/invoices/${draft.id}/issue`, { version: draft.version });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'issued', number: expect.stringMatching(/-\d{6}$/) });
    expect(await stockLeft()).toBe(stockBefore - 1);

    const again = await call('POST', `/invoices/${draft.id}/issue`, { version: issued.body.version });
    expect(again).toMatchObject({ status: 422, body: { error: { code: 'invoice_already_issued' } } });
  });

  it('answers 400 per field, 404, and 422 for a sale it cannot make, leaving nothing behind', async () => {
    const invalid = await call('POST', '/invoices', {
      ...invoiceBody(),
      lines: [{ kind: 'custom', referenceId: null, quantity: 0 }],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toMatchObject({
      'lines.0.quantity': 'Enter a quantity between 1 and 1000.',
    });
    expect((await call('GET', '/invoices/99999999')).status).toBe(404);
    for (const [method, pathname] of [
      ['GET', '/invoices/2147483648'],
      ['GET', '/invoices/abc'],
      ['POST', '/invoices/99999999999/payments'],
      ['POST', '/payments/2147483648/refunds'],
      ['GET', '/memberships/2147483648'],
      ['POST', '/members/2147483648/memberships'],
    ] as const) {
      expect([
        method,
        pathname,
        (await call(method, pathname, method === 'GET' ? undefined : { amount: 1, method: 'cash' }, admin))
          .status,
      ]).toEqual([method, pathname, 400]);
    }
    expect((await call('POST', '/invoices/99999999/payments', { amount: 1, method: 'cash' })).status).toBe(
      404,
    );
    expect((await call('GET', '/invoices?memberId=9999999999')).status).toBe(400);
    expect((await call('GET', '/memberships?memberId=9999999999')).status).toBe(400);
    expect(
      (await call('POST', '/invoices', invoiceBody({ memberId: 2_147_483_648 }))).body.error.fields,
    ).toHaveProperty('memberId');
    expect(
      (
        await call('POST', `/members/${f.memberId}/memberships`, {
          packageId: 2_147_483_648,
          startDate: '2030-01-01',
        })
      ).status,
    ).toBe(400);
    const unknownProduct = await call(
      'POST',
      '/invoices',
      invoiceBody({ lines: [{ kind: 'product', referenceId: 99999999, quantity: 1 }] }),
    );
    expect(unknownProduct).toMatchObject({
      status: 400,
      body: { error: { fields: { 'lines.0.referenceId': 'Choose a product.' } } },
    });

    const invoicesBefore = await count('select count(*) from invoices');
    const counterBefore = await count('select next_invoice_number from studio_settings');
    const tooMany = await call(
      'POST',
      '/invoices',
      invoiceBody({ lines: [{ kind: 'product', referenceId: f.productId, quantity: 1000 }] }),
    );
    expect(tooMany).toMatchObject({ status: 422, body: { error: { code: 'insufficient_stock' } } });
    const elsewhere = await call('POST', '/invoices', invoiceBody({ centerId: f.otherCenterId }));
    expect(elsewhere).toMatchObject({ status: 422, body: { error: { code: 'insufficient_stock' } } });
    const overpaid = await call(
      'POST',
      '/invoices',
      invoiceBody({ payment: { amount: 99_999_900, method: 'card' } }),
    );
    expect(overpaid).toMatchObject({ status: 422, body: { error: { code: 'payment_exceeds_balance' } } });
    expect(await count('select count(*) from invoices')).toBe(invoicesBefore);
    expect(await count('select next_invoice_number from studio_settings')).toBe(counterBefore);
  });
});

describe('hostile input', () => {
  it('refuses malformed and hostile bodies to every selling write with a 4xx and changes nothing', async () => {
    const invoice = (
      await call('POST', '/invoices', invoiceBody({ payment: { amount: 100, method: 'cash' } }))
    ).body as InvoiceItem;
    const membership = (
      await call('POST', `/members/${f.memberId}/memberships`, {
        packageId: f.timePackageId,
        centerId: f.centerId,
        startDate: '2030-01-01',
      })
    ).body as { id: number; version: number };
    const paymentId = invoice.payments[0]!.id;
    const tables = ['invoices', 'invoice_lines', 'payments', 'refunds', 'memberships', 'membership_freezes'];
    const fingerprint = () =>
      server.query(
        tables
          .map(
            (table) =>
              `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${table} x`,
          )
          .join(' union all '),
      );
    const before = await fingerprint();
    const huge = 'x'.repeat(100_000);
    const sqlish = "'; drop table invoices; --";
    const cases: [string, string, unknown][] = [
      ['POST', '/invoices', {}],
      ['POST', '/invoices', 'not json'],
      ['POST', '/invoices', invoiceBody({ memberId: '1' })],
      ['POST', '/invoices', invoiceBody({ memberId: 1.5 })],
      ['POST', '/invoices', invoiceBody({ centerId: 1e20 })],
      ['POST', '/invoices', invoiceBody({ lines: 'abc' })],
      ['POST', '/invoices', invoiceBody({ lines: [] })],
      ['POST', '/invoices', invoiceBody({ lines: [{ kind: 'service', quantity: 1 }] })],
      ['POST', '/invoices', invoiceBody({ discount: -1 })],
      ['POST', '/invoices', invoiceBody({ dueDate: '2024-02-30' })],
      ['POST', '/invoices', invoiceBody({ note: huge })],
      ['POST', '/invoices', invoiceBody({ couponCode: sqlish })],
      ['POST', '/invoices', invoiceBody({ hacker: true })],
      ['POST', '/invoices', invoiceBody({ payment: { amount: 1, method: 'bitcoin' } })],
      ['POST', `/invoices/${invoice.id}/payments`, { amount: '100', method: 'cash' }],
      ['POST', `/invoices/${invoice.id}/payments`, { amount: 100, method: 'cash', paidAt: 'yesterday' }],
      ['POST', `/invoices/${invoice.id}/payments`, { amount: 100, method: 'cash', note: huge }],
      ['POST', `/invoices/${invoice.id}/issue`, { version: -1 }],
      ['POST', `/invoices/${invoice.id}/void`, { reason: sqlish, version: 2_147_483_648 }],
      ['POST', `/payments/${paymentId}/refunds`, { amount: 0, reason: 'x' }],
      ['POST', `/payments/${paymentId}/refunds`, { amount: 1, reason: huge }],
      ['POST', `/payments/${paymentId}/refunds`, { amount: 1 }],
      ['POST', `/members/${f.memberId}/memberships`, { packageId: f.timePackageId, startDate: '01/02/2030' }],
      [
        'POST',
        `/members/${f.memberId}/memberships`,
        { packageId: f.timePackageId, startDate: '2030-01-01', notes: huge },
      ],
      [
        'POST',
        `/members/${f.memberId}/memberships`,
        { packageId: f.timePackageId, startDate: '2030-01-01', couponCode: huge },
      ],
      ['POST', `/members/${f.memberId}/memberships`, { packageId: [1], startDate: '2030-01-01' }],
      [
        'POST',
        `/memberships/${membership.id}/freeze`,
        { fromDate: '2030-01-05', toDate: '2031-06-01', reason: 'x', version: 1 },
      ],
      [
        'POST',
        `/memberships/${membership.id}/freeze`,
        { fromDate: '2030-01-05', toDate: '2030-01-06', reason: huge, version: 1 },
      ],
      ['POST', `/memberships/${membership.id}/unfreeze`, { resumeOn: null, version: 1 }],
      ['POST', `/memberships/${membership.id}/extend`, { days: 1e9, version: 1 }],
      ['POST', `/memberships/${membership.id}/extend`, { days: 1, version: '1' }],
      ['POST', `/memberships/${membership.id}/cancel`, { reason: '   ', version: 1 }],
      ['POST', '/coupons/validate', { code: sqlish, memberId: f.memberId, amount: -5 }],
      ['POST', '/coupons/validate', { code: huge, memberId: f.memberId, amount: 5 }],
    ];
    for (const [method, pathname, body] of cases) {
      const { status } = await call(method, pathname, body, admin);
      expect([pathname, body === undefined, status >= 400 && status < 500]).toEqual([pathname, false, true]);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('payments, refunds and voids', () => {
  it('takes payments up to the balance, refunds (admin only) up to each payment, then voids', async () => {
    const stockBefore = await stockLeft();
    const invoice = (await call('POST', '/invoices', invoiceBody())).body as InvoiceItem;
    expect(await stockLeft()).toBe(stockBefore - 1);

    const over = await call('POST', `/invoices/${invoice.id}/payments`, {
      amount: invoice.total + 1,
      method: 'card',
    });
    expect(over).toMatchObject({ status: 422, body: { error: { code: 'payment_exceeds_balance' } } });
    const bad = await call('POST', `/invoices/${invoice.id}/payments`, { amount: -5, method: 'card' });
    expect(bad).toMatchObject({ status: 400, body: { error: { fields: { amount: expect.any(String) } } } });

    const paid = await call('POST', `/invoices/${invoice.id}/payments`, {
      amount: invoice.total,
      method: 'card',
      note: 'Front desk',
    });
    expect(paid).toMatchObject({ status: 201, body: { status: 'paid', paid: invoice.total, balance: 0 } });
    const paymentId = paid.body.payments[0].id as number;

    expect(
      (await call('POST', `/payments/${paymentId}/refunds`, { amount: 100, reason: 'Broken' })).status,
    ).toBe(403);
    const tooMuch = await call(
      'POST',
      `/payments/${paymentId}/refunds`,
      { amount: invoice.total + 1, reason: 'Broken' },
      admin,
    );
    expect(tooMuch).toMatchObject({ status: 422, body: { error: { code: 'refund_exceeds_payment' } } });
    const part = await call(
      'POST',
      `/payments/${paymentId}/refunds`,
      { amount: 1000, reason: 'Broken' },
      admin,
    );
    expect(part).toMatchObject({
      status: 201,
      body: { status: 'paid', paid: invoice.total - 1000, refunded: 1000, balance: 0 },
    });
    expect(part.body.payments[0]).toMatchObject({
      refunded: 1000,
      refunds: [{ amount: 1000, method: 'card', reason: 'Broken' }],
    });
    expect((await call('POST', '/payments/99999999/refunds', { amount: 1, reason: 'x' }, admin)).status).toBe(
      404,
    );

    const version = part.body.version as number;
    expect((await call('POST', `/invoices/${invoice.id}/void`, { reason: 'Mistake', version })).status).toBe(
      403,
    );
    const withMoney = await call(
      'POST',
      `/invoices/${invoice.id}/void`,
      { reason: 'Mistake', version },
      admin,
    );
    expect(withMoney).toMatchObject({ status: 422, body: { error: { code: 'invoice_has_payments' } } });

    const rest = await call(
      'POST',
      `/payments/${paymentId}/refunds`,
      { amount: invoice.total - 1000, reason: 'Mistake', method: 'cash' },
      admin,
    );
    expect(rest).toMatchObject({
      status: 201,
      body: { status: 'paid', paid: 0, refunded: invoice.total, balance: 0 },
    });
    const voided = await call(
      'POST',
      `/invoices/${invoice.id}/void`,
      { reason: 'Mistake', version: rest.body.version },
      admin,
    );
    expect(voided).toMatchObject({
      status: 200,
      body: { status: 'void', voidReason: 'Mistake', balance: 0 },
    });
    expect(await stockLeft()).toBe(stockBefore);
    // Money rows are never deleted: the payment and both refunds are still there.
    expect(await count('select count(*) from refunds where payment_id = $1', [paymentId])).toBe(2);
    const payAfterVoid = await call('POST', `/invoices/${invoice.id}/payments`, {
      amount: 1,
      method: 'cash',
    });
    expect(payAfterVoid).toMatchObject({ status: 422, body: { error: { code: 'invoice_void' } } });
  });
});

describe('POST /coupons/validate', () => {
  it('gives the discount for a cart or the reason it does not apply', async () => {
    await createCoupon(server, { code: 'TST-PACKS-500', kind: 'fixed', value: 500, scope: 'packages' });
    await createCoupon(server, {
      code: 'TST-OLD-DEAL',
      kind: 'percent',
      value: 20,
      scope: 'all',
      validTo: '2020-01-01',
    });
    await createCoupon(server, {
      code: 'TST-ONCE-EACH',
      kind: 'percent',
      value: 5,
      scope: 'all',
      perMemberLimit: 1,
    });

    const packages = await call('POST', '/coupons/validate', {
      code: 'tst-packs-500',
      memberId: f.memberId,
      lines: [
        { kind: 'package', amount: 120_000 },
        { kind: 'product', amount: 5000 },
      ],
    });
    expect(packages).toMatchObject({
      status: 200,
      body: { code: 'TST-PACKS-500', discount: 500, eligibleAmount: 120_000 },
    });
    const onProducts = await call('POST', '/coupons/validate', {
      code: 'TST-PACKS-500',
      memberId: f.memberId,
      lines: [{ kind: 'product', amount: 5000 }],
    });
    expect(onProducts).toMatchObject({ status: 422, body: { error: { code: 'coupon_not_applicable' } } });
    const expired = await call('POST', '/coupons/validate', {
      code: 'TST-OLD-DEAL',
      memberId: f.memberId,
      amount: 1000,
    });
    expect(expired).toMatchObject({ status: 422, body: { error: { code: 'coupon_expired' } } });
    const unknown = await call('POST', '/coupons/validate', {
      code: 'NOPE',
      memberId: f.memberId,
      amount: 1000,
    });
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'coupon_not_found' } } });
    expect((await call('POST', '/coupons/validate', { code: 'NOPE', memberId: f.memberId })).status).toBe(
      400,
    );

    const sale = await call('POST', '/invoices', invoiceBody({ couponCode: 'TST-ONCE-EACH' }));
    expect(sale.status).toBe(201);
    const sold = sale.body as InvoiceItem;
    const found = (await call('GET', '/coupons?q=tst-once-each')).body as { items: { id: number }[] };
    const redemptions = await call('GET', `/coupons/${found.items[0]?.id}/redemptions`);
    expect(redemptions).toMatchObject({
      status: 200,
      body: {
        total: 1,
        items: [
          {
            invoiceId: sold.id,
            invoiceNumber: sold.number,
            memberId: f.memberId,
            discount: sold.couponDiscount,
          },
        ],
      },
    });
    expect((await call('GET', '/coupons/2147483647/redemptions')).status).toBe(404);
    const twice = await call('POST', '/coupons/validate', {
      code: 'TST-ONCE-EACH',
      memberId: f.memberId,
      amount: 1000,
    });
    expect(twice).toMatchObject({ status: 422, body: { error: { code: 'coupon_member_limit_reached' } } });
    const secondSale = await call('POST', '/invoices', invoiceBody({ couponCode: 'TST-ONCE-EACH' }));
    expect(secondSale).toMatchObject({
      status: 422,
      body: { error: { code: 'coupon_member_limit_reached' } },
    });
    const otherMember = await call('POST', '/coupons/validate', {
      code: 'TST-ONCE-EACH',
      memberId: f.otherMemberId,
      amount: 1000,
    });
    // 5 % of NT$10 is NT$0.50: NT$1 off, as NT$ amounts are whole.
    expect(otherMember).toMatchObject({ status: 200, body: { discount: 100 } });
  });
});

describe('GET /invoices', () => {
  async function list(query: string): Promise<{ items: InvoiceListItem[]; total: number }> {
    const { status, body } = await call('GET', `/invoices?${query}`);
    expect(status).toBe(200);
    return body;
  }

  it('filters by status (overdue derived from the due date), member, center, dates and number, in SQL', async () => {
    const overdue = (
      await call('POST', '/invoices', invoiceBody({ memberId: f.otherMemberId, dueDate: '2020-01-31' }))
    ).body as InvoiceItem;
    expect(overdue.overdue).toBe(true);
    // Back-dated so that the date filter finds it alone.
    await server.query(
      `update invoices set issued_on = '2020-01-01', due_date = '2020-01-31' where id = $1`,
      [overdue.id],
    );

    const byStatus = await list('status=overdue&perPage=100');
    expect(byStatus.items.map((item) => item.id)).toContain(overdue.id);
    expect(byStatus.items.every((item) => item.overdue && ['issued', 'partial'].includes(item.status))).toBe(
      true,
    );
    expect(byStatus.total).toBe(
      await count(
        `select count(*) from invoices i join centers c on c.id = i.center_id
         where i.status in ('issued', 'partial') and i.due_date < (now() at time zone c.timezone)::date`,
      ),
    );

    const draft = await list('status=draft&perPage=100');
    expect(draft.total).toBe(await count(`select count(*) from invoices where status = 'draft'`));
    expect(draft.items.every((item) => item.status === 'draft' && item.number === null)).toBe(true);

    const byMember = await list(`memberId=${f.otherMemberId}&from=2020-01-01&to=2020-01-01`);
    expect(byMember.items.map((item) => item.id)).toEqual([overdue.id]);

    const byNumber = await list(`q=${overdue.number!.toLowerCase()}`);
    expect(byNumber.items.map((item) => item.id)).toEqual([overdue.id]);

    const byCenter = await list(`centerId=${f.otherCenterId}&perPage=100`);
    expect(byCenter.total).toBe(
      await count('select count(*) from invoices where center_id = $1', [f.otherCenterId]),
    );

    const sorted = await list('sortBy=total&sortDesc=true&perPage=20');
    const totals = sorted.items.map((item) => item.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await list('')).items.length).toBeLessThanOrEqual(10);

    expect((await call('GET', '/invoices?status=late')).status).toBe(400);
    expect((await call('GET', '/invoices?from=2024-02-01&to=2024-01-01')).status).toBe(400);
    expect(overdue.centerName).toBe(await centerNameOf(overdue.centerId));

    const csv = await server.request(
      `/api/v1/invoices/export.csv?memberId=${f.otherMemberId}&status=overdue`,
      {
        token: desk,
      },
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = (await csv.text()).trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(overdue.number);
    expect(rows[1]).toContain(',Overdue,');
  });

  it('exports the branch name, not its id, in the Center column', async () => {
    const csv = await server.request(`/api/v1/invoices/export.csv?centerId=${f.otherCenterId}`, {
      token: desk,
    });

    const records = await csvRecords(csv);
    expect(records.length).toBeGreaterThan(0);
    const branchName = await centerNameOf(f.otherCenterId);
    expect(records.map((record) => record.Center)).toEqual(records.map(() => branchName));
  });
});

describe('concurrency', () => {
  it('lets only one of two simultaneous full payments through', async () => {
    const invoice = (
      await call(
        'POST',
        '/invoices',
        invoiceBody({ lines: [{ kind: 'custom', description: 'Locker', quantity: 1, unitPrice: 7000 }] }),
      )
    ).body as InvoiceItem;
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', `/invoices/${invoice.id}/payments`, { amount: invoice.total, method: 'card' }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422]);
    expect(results.filter((result) => result.status === 422).map((result) => result.body.error.code)).toEqual(
      ['payment_exceeds_balance', 'payment_exceeds_balance'],
    );
    const after = (await call('GET', `/invoices/${invoice.id}`)).body as InvoiceItem;
    expect(after).toMatchObject({ paid: invoice.total, status: 'paid' });
    expect(
      await count('select coalesce(sum(amount), 0) from payments where invoice_id = $1', [invoice.id]),
    ).toBe(invoice.total);
  });

  it('redeems a coupon with one use left once', async () => {
    await createCoupon(server, {
      code: 'TST-LAST-USE',
      kind: 'fixed',
      value: 100,
      scope: 'all',
      totalLimit: 1,
    });
    const sale = invoiceBody({
      lines: [{ kind: 'custom', description: 'Water', quantity: 1, unitPrice: 2000 }],
      couponCode: 'TST-LAST-USE',
    });
    const results = await Promise.all([0, 1, 2].map(() => call('POST', '/invoices', sale)));
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422]);
    expect(
      results
        .filter((result) => result.status === 422)
        .every((result) => result.body.error.code === 'coupon_limit_reached'),
    ).toBe(true);
    expect(
      await count(
        `select count(*) from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'TST-LAST-USE'`,
      ),
    ).toBe(1);
  });

  it('sells the last item in stock once', async () => {
    await server.query('update product_stock set quantity = 1 where product_id = $1 and center_id = $2', [
      f.productId,
      f.centerId,
    ]);
    const sale = invoiceBody({ lines: [{ kind: 'product', referenceId: f.productId, quantity: 1 }] });
    const results = await Promise.all([0, 1, 2, 3].map(() => call('POST', '/invoices', sale)));
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422, 422]);
    expect(
      results
        .filter((result) => result.status === 422)
        .every((result) => result.body.error.code === 'insufficient_stock'),
    ).toBe(true);
    expect(await stockLeft()).toBe(0);
    const sold = results.find((result) => result.status === 201)!.body as InvoiceItem;
    expect(
      await count(`select count(*) from stock_movements where kind = 'sale' and reference_id = $1`, [
        sold.lines[0]!.id,
      ]),
    ).toBe(1);
  });
});
