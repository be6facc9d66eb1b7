import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { PaymentListItem, RefundListItem } from '@cloudfit/shared/schemas/payment.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

let server: TestServer;
let client: string;
let admin: string;
let invoice: InvoiceItem;
let paymentId: number;

/** A member's issued invoice of 10000 (a custom line), paid 6000 by card by the client, 1500 of it refunded. */
beforeAll(async () => {
  server = await startTestServer();
  client = (await server.login('client@demo.com', 'client')).accessToken;
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  const [member] = await server.query<{ id: number; home_center_id: number }>(
    'select id, home_center_id from members where archived_at is null order by id limit 1',
  );
  const created = await server.request('/api/v1/invoices', {
    method: 'POST',
    token: client,
    body: {
      memberId: member!.id,
      centerId: member!.home_center_id,
      issue: true,
      lines: [{ kind: 'custom', referenceId: null, description: 'List test', quantity: 1, unitPrice: 10000 }],
    },
  });
  expect(created.status).toBe(201);
  const draft = (await created.json()) as InvoiceItem;
  const paid = await server.request(`/api/v1/invoices/${draft.id}/payments`, {
    method: 'POST',
    token: client,
    body: { amount: 6000, method: 'card', note: 'list test' },
  });
  expect(paid.status).toBe(201);
  invoice = (await paid.json()) as InvoiceItem;
  paymentId = invoice.payments[0]!.id;
  const refunded = await server.request(`/api/v1/payments/${paymentId}/refunds`, {
    method: 'POST',
    token: admin,
    body: { amount: 1500, reason: 'List test refund' },
  });
  expect(refunded.status).toBe(201);
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

async function list<T>(path: string, token = client): Promise<{ items: T[]; total: number }> {
  const response = await server.request(`/api/v1${path}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: T[]; total: number };
}

async function count(text: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ count: number }>(text, params);
  return row!.count;
}

const studioZone = `(select time_zone from studio_settings where id = 1)`;

describe('GET /payments', () => {
  it('lists a payment taken through POST /invoices/:id/payments with its invoice, member, staff and refunds so far', async () => {
    const { items, total } = await list<PaymentListItem>(`/payments?invoiceId=${invoice.id}`);
    expect(total).toBe(1);
    const [clientStaff] = await server.query<{ id: number }>(
      `select id from staff where email = 'client@demo.com'`,
    );
    expect(items[0]).toEqual({
      id: paymentId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      memberId: invoice.memberId,
      memberName: invoice.memberName,
      memberNumber: expect.stringMatching(/^M\d{6}$/),
      centerId: invoice.centerId,
      centerName: expect.stringMatching(/^CloudFit /),
      staffId: clientStaff!.id,
      staffName: 'Jane Doe',
      method: 'card',
      amount: 6000,
      paidAt: expect.stringMatching(/Z$/),
      refunded: 1500,
      note: 'list test',
      reversedAt: null,
      reversedById: null,
      reversedByName: null,
      reversalReason: null,
    });
    const byNumber = await list<PaymentListItem>(
      `/payments?q=${encodeURIComponent(invoice.number!.toLowerCase())}`,
    );
    expect(byNumber.items.map((payment) => payment.id)).toContain(paymentId);
  });

  it('filters in SQL with totals matching a direct count; days are the studio time zone', async () => {
    const [sample] = await server.query<{ center_id: number; method: string; day: string }>(
      `select i.center_id, p.method, to_char((p.paid_at at time zone ${studioZone})::date, 'YYYY-MM-DD') as day
       from payments p join invoices i on i.id = p.invoice_id order by p.id limit 1`,
    );
    const { center_id: centerId, method, day } = sample!;
    const page = await list<PaymentListItem>(
      `/payments?centerId=${centerId}&method=${method}&from=${day}&to=${day}&perPage=100`,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBe(
      await count(
        `select count(*)::int as count from payments p join invoices i on i.id = p.invoice_id
         where i.center_id = $1 and p.method = $2
           and (p.paid_at at time zone ${studioZone})::date = $3::date`,
        [centerId, method, day],
      ),
    );
    expect(page.items.every((p) => p.centerId === centerId && p.method === method)).toBe(true);

    const everything = await list<PaymentListItem>('/payments?perPage=1');
    expect(everything.total).toBe(await count('select count(*)::int as count from payments'));
    const ofMember = await list<PaymentListItem>(`/payments?memberId=${invoice.memberId}&perPage=100`);
    expect(ofMember.total).toBe(
      await count(
        'select count(*)::int as count from payments p join invoices i on i.id = p.invoice_id where i.member_id = $1',
        [invoice.memberId],
      ),
    );
  });

  it('sorts newest first by default and by amount either way, paging without overlap', async () => {
    const newest = (await list<PaymentListItem>('/payments?perPage=20')).items.map((p) => p.paidAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const byAmount = (await list<PaymentListItem>('/payments?sortBy=amount&sortDesc=true&perPage=20')).items;
    const amounts = byAmount.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const first = await list<PaymentListItem>('/payments?sortBy=method&perPage=10&page=1');
    const second = await list<PaymentListItem>('/payments?sortBy=method&perPage=10&page=2');
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(20);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await server.request(`/api/v1/payments/export.csv?invoiceId=${invoice.id}`, {
      token: client,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Paid at,Invoice,Member number,Member,Center,Staff,Method,Amount (TWD),Refunded (TWD),Note,Reversed at,Reversed by,Reversal reason',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${invoice.number},`);
    expect(lines[1]).toMatch(/,Card,60\.00,15\.00,list test,,,$/);
  });
});

describe('GET /refunds', () => {
  it('lists the refund with its payment, invoice and staff; filters and totals match SQL', async () => {
    const { items, total } = await list<RefundListItem>(`/refunds?paymentId=${paymentId}`);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      paymentId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      memberId: invoice.memberId,
      amount: 1500,
      method: 'card',
      reason: 'List test refund',
      staffName: 'John Doe',
      refundedAt: expect.stringMatching(/Z$/),
    });
    expect(
      (await list<RefundListItem>('/refunds?q=list%20TEST%20refund')).items.map((r) => r.paymentId),
    ).toEqual([paymentId]);
    const all = await list<RefundListItem>('/refunds?sortBy=amount&perPage=100');
    expect(all.total).toBe(await count('select count(*)::int as count from refunds'));
    const amounts = all.items.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const cardThisYear = await list<RefundListItem>(
      `/refunds?method=card&from=${items[0]!.refundedAt.slice(0, 4)}-01-01&perPage=1`,
    );
    expect(cardThisYear.total).toBe(
      await count(
        `select count(*)::int as count from refunds where method = 'card'
         and (refunded_at at time zone ${studioZone})::date >= $1::date`,
        [`${items[0]!.refundedAt.slice(0, 4)}-01-01`],
      ),
    );

    const csv = await server.request(`/api/v1/refunds/export.csv?paymentId=${paymentId}`, { token: client });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Card,15.00,List test refund');
  });
});

describe('access and validation', () => {
  it('answers 401 without a token on every list and export', async () => {
    for (const path of ['/payments', '/payments/export.csv', '/refunds', '/refunds/export.csv']) {
      expect((await server.request(`/api/v1${path}`)).status).toBe(401);
    }
  });

  it('answers 400 with the field for a bad filter, sort or range', async () => {
    const cases: [string, string][] = [
      ['/payments?method=bitcoin', 'method'],
      ['/payments?sortBy=password_hash', 'sortBy'],
      ['/payments?invoiceId=1e3', 'invoiceId'],
      ['/payments?from=2026-02-30', 'from'],
      ['/payments?from=0000-01-01', 'from'],
      ['/payments?from=2026-05-02&to=2026-05-01', 'to'],
      ['/payments?colour=red', ''],
      ['/refunds?paymentId=99999999999', 'paymentId'],
      ['/refunds/export.csv?sortBy=paidAt', 'sortBy'],
    ];
    for (const [path, field] of cases) {
      const response = await server.request(`/api/v1${path}`, { token: client });
      expect([path, response.status]).toEqual([path, 400]);
      const body = await response.json();
      if (field) expect([path, Object.keys(body.error.fields ?? {})]).toEqual([path, [field]]);
    }
  });
});
