import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { createCoupon, createSalesFixtures, type SalesFixtures } from './sales-test-fixtures';

let server: TestServer;
let admin: string;
let f: SalesFixtures;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  f = await createSalesFixtures(server, 1000);
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const call = (method: string, pathname: string, body?: unknown, token = admin) =>
  server.api(method, pathname, { body, token });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ n: number }>(`select (${sql})::int as n`, params);
  return row!.n;
}

const FAR_DUE = '2099-12-31';

function saleBody(overrides: Record<string, unknown> = {}) {
  return {
    memberId: f.memberId,
    centerId: f.centerId,
    issue: true,
    dueDate: FAR_DUE,
    lines: [
      { kind: 'product', referenceId: f.productId, quantity: 1 },
      { kind: 'custom', referenceId: null, description: 'Towel rental', quantity: 1, unitPrice: 3000 },
    ],
    ...overrides,
  };
}

async function created(body: Record<string, unknown>): Promise<InvoiceItem> {
  const answer = await call('POST', '/invoices', body);
  if (answer.status !== 201) throw new Error(`sale refused: ${JSON.stringify(answer.body)}`);
  return answer.body as InvoiceItem;
}

async function reread(id: number): Promise<InvoiceItem> {
  return (await call('GET', `/invoices/${id}`)).body as InvoiceItem;
}

const STATES = ['draft', 'issued', 'partial', 'paid', 'overdue', 'void'] as const;
type State = (typeof STATES)[number];

/** A fresh invoice in `state`; a void one was paid and refunded before it was voided, so it has a payment. */
async function invoiceIn(state: State): Promise<InvoiceItem> {
  if (state === 'draft') return created(saleBody({ issue: false }));
  const invoice = await created(saleBody());
  if (state === 'issued') return invoice;
  if (state === 'overdue') {
    await server.query(`update invoices set due_date = '2020-01-31' where id = $1`, [invoice.id]);
    return reread(invoice.id);
  }
  const amount = state === 'partial' ? 1000 : invoice.total;
  const paid = (await call('POST', `/invoices/${invoice.id}/payments`, { amount, method: 'cash' }))
    .body as InvoiceItem;
  if (state !== 'void') return paid;
  const refunded = (
    await call('POST', `/payments/${paid.payments[0]!.id}/refunds`, { amount, reason: 'Changed mind' })
  ).body as InvoiceItem;
  return (
    await call('POST', `/invoices/${invoice.id}/void`, { reason: 'Sold in error', version: refunded.version })
  ).body as InvoiceItem;
}

const ACTIONS = ['get', 'edit', 'issue', 'pay', 'refund', 'void', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

async function act(action: Action, invoice: InvoiceItem) {
  const path = `/invoices/${invoice.id}`;
  switch (action) {
    case 'get':
      return call('GET', path);
    case 'edit':
      return call('PUT', path, {
        ...saleBody({ issue: false }),
        discount: 500,
        version: invoice.version,
      });
    case 'issue':
      return call('POST', `${path}/issue`, { version: invoice.version });
    case 'pay':
      return call('POST', `${path}/payments`, { amount: 100, method: 'card' });
    case 'refund': {
      const payment = invoice.payments[0];
      // A refund is an action on a payment; an invoice that never took one has nothing to refund.
      if (!payment) return { status: 'no payment', body: null };
      return call('POST', `/payments/${payment.id}/refunds`, { amount: 100, reason: 'Returned' });
    }
    case 'void':
      return call('POST', `${path}/void`, { reason: 'Wrong member', version: invoice.version });
    case 'delete':
      return call('DELETE', path);
  }
}

/**
 * The documented answer of every action in every state: an HTTP status, with the refusal's code
 * where it is a 422. A draft is edited, issued or deleted, never paid or voided; an issued invoice
 * is paid, refunded and voided (once nothing is left paid), never edited or deleted; a void one
 * only read.
 */
const ANSWERS: Record<State, Record<Action, number | string>> = {
  draft: {
    get: 200,
    edit: 200,
    issue: 200,
    pay: 'invoice_not_issued',
    refund: 'no payment',
    void: 'invoice_is_draft',
    delete: 204,
  },
  issued: {
    get: 200,
    edit: 'invoice_not_draft',
    issue: 'invoice_already_issued',
    pay: 201,
    refund: 'no payment',
    void: 200,
    delete: 'invoice_not_draft',
  },
  partial: {
    get: 200,
    edit: 'invoice_not_draft',
    issue: 'invoice_already_issued',
    pay: 201,
    refund: 201,
    void: 'invoice_has_payments',
    delete: 'invoice_not_draft',
  },
  paid: {
    get: 200,
    edit: 'invoice_not_draft',
    issue: 'invoice_already_issued',
    pay: 'payment_exceeds_balance',
    refund: 201,
    void: 'invoice_has_payments',
    delete: 'invoice_not_draft',
  },
  overdue: {
    get: 200,
    edit: 'invoice_not_draft',
    issue: 'invoice_already_issued',
    pay: 201,
    refund: 'no payment',
    void: 200,
    delete: 'invoice_not_draft',
  },
  void: {
    get: 200,
    edit: 'invoice_void',
    issue: 'invoice_void',
    pay: 'invoice_void',
    refund: 'refund_exceeds_payment',
    void: 'invoice_void',
    delete: 'invoice_void',
  },
};

describe('every invoice state × every action', () => {
  it.each(STATES)(
    'answers each action on a %s invoice as documented, never with a 5xx',
    async (state) => {
      const answers: Record<string, number | string> = {};
      for (const action of ACTIONS) {
        const invoice = await invoiceIn(state);
        const status = state === 'overdue' ? (await reread(invoice.id)).overdue : true;
        expect(status).toBe(true);
        const answer = await act(action, invoice);
        if (typeof answer.status === 'number') expect(answer.status).toBeLessThan(500);
        answers[action] = answer.status === 422 ? answer.body.error.code : answer.status;
      }
      expect(answers).toEqual(ANSWERS[state]);
    },
    30_000,
  );

  it('deletes a draft outright (gone, audit kept) and keeps an issued invoice', async () => {
    const draft = await invoiceIn('draft');
    expect((await call('DELETE', `/invoices/${draft.id}`)).status).toBe(204);
    expect((await call('GET', `/invoices/${draft.id}`)).status).toBe(404);
    expect(await count('select count(*) from invoice_lines where invoice_id = $1', [draft.id])).toBe(0);
    expect(
      await count(
        `select count(*) from audit_log where entity = 'invoices' and entity_id = $1 and action = 'delete'`,
        [draft.id],
      ),
    ).toBe(1);
    expect((await call('DELETE', `/invoices/${draft.id}`)).status).toBe(404);
  });

  it('deletes a draft that still carries a redemption row from before redemptions waited for the issue', async () => {
    const couponId = await createCoupon(server, {
      code: 'TST-OLD-DRAFT',
      kind: 'fixed',
      value: 100,
      scope: 'all',
    });
    const draft = await created(saleBody({ issue: false, couponCode: 'TST-OLD-DRAFT' }));
    await server.query(
      'insert into coupon_redemptions (coupon_id, member_id, invoice_id, discount) values ($1, $2, $3, 100)',
      [couponId, f.memberId, draft.id],
    );
    expect((await call('DELETE', `/invoices/${draft.id}`)).status).toBe(204);
  });
});

describe('editing a draft', () => {
  it('unsticks a draft saved with more than the stock: issue names the stock, edit lowers it, issue then sells', async () => {
    await server.query('update product_stock set quantity = 9 where product_id = $1 and center_id = $2', [
      f.productId,
      f.centerId,
    ]);
    const draft = await created(
      saleBody({ issue: false, lines: [{ kind: 'product', referenceId: f.productId, quantity: 20 }] }),
    );
    const refused = await call('POST', `/invoices/${draft.id}/issue`, { version: draft.version });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'insufficient_stock' } } });

    const edited = await call('PUT', `/invoices/${draft.id}`, {
      ...saleBody({ issue: false, lines: [{ kind: 'product', referenceId: f.productId, quantity: 9 }] }),
      version: draft.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'draft', subtotal: 9 * 5000, version: draft.version + 1 });
    expect(edited.body.lines).toHaveLength(1);

    const issued = await call('POST', `/invoices/${draft.id}/issue`, { version: edited.body.version });
    expect(issued).toMatchObject({ status: 200, body: { status: 'issued' } });
    expect(
      await count('select quantity from product_stock where product_id = $1 and center_id = $2', [
        f.productId,
        f.centerId,
      ]),
    ).toBe(0);
    await server.query('update product_stock set quantity = 1000 where product_id = $1 and center_id = $2', [
      f.productId,
      f.centerId,
    ]);
  });

  it('changes member, coupon and discount, prices again, and can issue with a payment in the same save', async () => {
    await createCoupon(server, { code: 'TST-EDIT-TEN', kind: 'percent', value: 10, scope: 'all' });
    const draft = await created(saleBody({ issue: false }));
    const stale = await call('PUT', `/invoices/${draft.id}`, { ...saleBody({ issue: false }), version: 99 });
    expect(stale.status).toBe(409);

    const edited = await call('PUT', `/invoices/${draft.id}`, {
      ...saleBody({
        memberId: f.otherMemberId,
        issue: true,
        couponCode: 'tst-edit-ten',
        discount: 1000,
        lines: [{ kind: 'custom', description: 'Locker', quantity: 2, unitPrice: 10_000 }],
        payment: { amount: 5000, method: 'card' },
      }),
      version: draft.version,
    });
    expect(edited.status).toBe(200);
    // 20,000 less the coupon's 2,000, less the 1,000 discount, plus 5 % tax on 17,000 (NT$8.50),
    // rounded to whole dollars as NT$ amounts are.
    expect(edited.body).toMatchObject({
      memberId: f.otherMemberId,
      status: 'partial',
      number: expect.any(String),
      subtotal: 20_000,
      couponDiscount: 2000,
      discount: 1000,
      tax: 900,
      total: 17_900,
      paid: 5000,
    });
    expect(edited.body.lines.map((line: { description: string }) => line.description)).toEqual(['Locker']);
  });
});

describe('the start of a membership sold on an invoice line without a start date', () => {
  it('is today for a session pack (a drop-in) even while another pack runs for months', async () => {
    const first = await created(
      saleBody({ lines: [{ kind: 'package', referenceId: f.classPackPackageId, quantity: 1 }] }),
    );
    const second = await created(
      saleBody({ lines: [{ kind: 'package', referenceId: f.classPackPackageId, quantity: 1 }] }),
    );
    const starts = await server.query<{ start: string; today: string }>(
      `select to_char(m.start_date, 'YYYY-MM-DD') as start,
              to_char((now() at time zone c.timezone)::date, 'YYYY-MM-DD') as today
         from memberships m join centers c on c.id = m.center_id
        where m.invoice_id in ($1, $2) order by m.invoice_id`,
      [first.id, second.id],
    );
    expect(starts.map((row) => row.start)).toEqual([starts[0]!.today, starts[0]!.today]);
  });
});

describe('a draft read back for editing', () => {
  it("gives each line's own discount apart from its shares of the coupon and the invoice discount", async () => {
    await createCoupon(server, { code: 'TST-OWN-FIX', kind: 'fixed', value: 700, scope: 'products' });
    const lines = [
      { kind: 'product', referenceId: f.productId, quantity: 3, discount: 1200 },
      {
        kind: 'custom',
        referenceId: null,
        description: 'Mat hire',
        quantity: 2,
        unitPrice: 3300,
        discount: 100,
      },
      { kind: 'custom', referenceId: null, description: 'Locker', quantity: 1, unitPrice: 4500, discount: 0 },
    ];
    const draft = await created(saleBody({ issue: false, lines, discount: 1100, couponCode: 'TST-OWN-FIX' }));
    expect(draft.lines.map((line) => line.ownDiscount)).toEqual([1200, 100, 0]);
    expect(draft.couponCode).toBe('TST-OWN-FIX');
    // Saving it back as read prices it the same.
    const again = await call('PUT', `/invoices/${draft.id}`, {
      ...saleBody({
        issue: false,
        discount: draft.discount,
        couponCode: draft.couponCode,
        lines: draft.lines.map((line) => ({
          kind: line.kind,
          referenceId: line.referenceId,
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.kind === 'custom' ? line.unitPrice : null,
          discount: line.ownDiscount,
        })),
      }),
      version: draft.version,
    });
    expect(again.status).toBe(200);
    expect(again.body.lines.map((line: { total: number }) => line.total)).toEqual(
      draft.lines.map((line) => line.total),
    );
    expect(again.body.total).toBe(draft.total);
  });
});

describe('the invoice list by date', () => {
  it('sorts by the issue day (a draft by the day it was saved) both ways, with branch, total and balance on each row', async () => {
    await created(saleBody({ issue: false }));
    const zones = new Map(
      (await server.query<{ id: number; timezone: string }>('select id, timezone from centers')).map((c) => [
        c.id,
        c.timezone,
      ]),
    );
    // A draft's day is the day it was saved at its branch.
    const dayAt = (instant: string, centerId: number) =>
      new Date(instant).toLocaleDateString('en-CA', { timeZone: zones.get(centerId) });
    for (const sortDesc of [true, false]) {
      const list = await call('GET', `/invoices?sortBy=issuedOn&sortDesc=${sortDesc}&perPage=100`);
      expect(list.status).toBe(200);
      const days = list.body.items.map(
        (item: { issuedOn: string | null; createdAt: string; centerId: number }) =>
          item.issuedOn ?? dayAt(item.createdAt, item.centerId),
      );
      expect(days).toEqual([...days].sort((a, b) => (sortDesc ? b.localeCompare(a) : a.localeCompare(b))));
      expect(list.body.items[0]).toEqual(
        expect.objectContaining({
          centerName: expect.any(String),
          total: expect.any(Number),
          balance: expect.any(Number),
        }),
      );
    }
  });
});

describe('coupon states on the coupon list', () => {
  it('tells active, scheduled, expired, used up and switched off apart', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await createCoupon(server, { code: 'TST-ST-ACTIVE', kind: 'fixed', value: 100, scope: 'all' });
    await createCoupon(server, {
      code: 'TST-ST-EXPIRED',
      kind: 'fixed',
      value: 100,
      scope: 'all',
      validTo: '2020-01-31',
    });
    await createCoupon(server, {
      code: 'TST-ST-USEDUP',
      kind: 'fixed',
      value: 100,
      scope: 'all',
      totalLimit: 1,
    });
    await created(saleBody({ couponCode: 'TST-ST-USEDUP' }));
    await server.query(`update coupons set valid_from = $1::date + 400 where code = 'TST-ST-ACTIVE'`, [
      today,
    ]);
    await createCoupon(server, { code: 'TST-ST-NOW', kind: 'fixed', value: 100, scope: 'all' });
    await createCoupon(server, { code: 'TST-ST-OFF', kind: 'fixed', value: 100, scope: 'all' });
    await server.query(`update coupons set active = false where code = 'TST-ST-OFF'`);
    const list = await call('GET', '/coupons?q=TST-ST-&perPage=100');
    const states = Object.fromEntries(
      list.body.items.map((coupon: { code: string; state: string }) => [coupon.code, coupon.state]),
    );
    expect(states).toEqual({
      'TST-ST-ACTIVE': 'scheduled',
      'TST-ST-EXPIRED': 'expired',
      'TST-ST-USEDUP': 'used_up',
      'TST-ST-NOW': 'active',
      'TST-ST-OFF': 'inactive',
    });
  });
});

describe('coupon redemptions count when issued', () => {
  async function couponRow(code: string) {
    const list = await call('GET', `/coupons?q=${code}`);
    return list.body.items[0] as { id: number; redemptions: number };
  }

  it('lets drafts hold a coupon without using it; issuing uses it; a void gives it back', async () => {
    await createCoupon(server, {
      code: 'TST-ONCE-EACH',
      kind: 'fixed',
      value: 500,
      scope: 'all',
      perMemberLimit: 1,
    });
    const body = saleBody({ issue: false, couponCode: 'TST-ONCE-EACH' });
    const first = await created(body);
    const second = await created(body);
    expect((await couponRow('TST-ONCE-EACH')).redemptions).toBe(0);
    // The live check at the desk agrees: the drafts took no use.
    expect(
      (
        await call('POST', '/coupons/validate', {
          code: 'TST-ONCE-EACH',
          memberId: f.memberId,
          amount: 10_000,
        })
      ).status,
    ).toBe(200);

    const issued = await call('POST', `/invoices/${first.id}/issue`, { version: first.version });
    expect(issued.status).toBe(200);
    expect((await couponRow('TST-ONCE-EACH')).redemptions).toBe(1);

    const refused = await call('POST', `/invoices/${second.id}/issue`, { version: second.version });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'coupon_member_limit_reached' } } });

    await call('POST', `/invoices/${first.id}/void`, {
      reason: 'Wrong member',
      version: issued.body.version,
    });
    expect((await couponRow('TST-ONCE-EACH')).redemptions).toBe(0);
    const redemptions = await call('GET', `/coupons/${(await couponRow('TST-ONCE-EACH')).id}/redemptions`);
    expect(redemptions.body.total).toBe(0);

    const now = await call('POST', `/invoices/${second.id}/issue`, { version: second.version });
    expect(now.status).toBe(200);
    expect((await couponRow('TST-ONCE-EACH')).redemptions).toBe(1);
  });

  it('counts on the coupon list exactly what the coupon-usage report counts', async () => {
    // A coupon on a draft, on an issued invoice and on a voided one (whose use was given back).
    await createCoupon(server, { code: 'TST-AGREE', kind: 'fixed', value: 100, scope: 'all' });
    await created(saleBody({ issue: false, couponCode: 'TST-AGREE' }));
    await created(saleBody({ couponCode: 'TST-AGREE' }));
    const voided = await created(saleBody({ couponCode: 'TST-AGREE' }));
    await call('POST', `/invoices/${voided.id}/void`, { reason: 'Wrong member', version: voided.version });
    expect((await couponRow('TST-AGREE')).redemptions).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 3000 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(to > today).toBe(true);
    const report = await call('GET', `/reports/coupon-usage?from=${from}&to=${to}`);
    expect(report.status).toBe(200);
    const fromReport = new Map<string, number>(
      report.body.rows.map((row: { code: string; redemptions: number }) => [row.code, row.redemptions]),
    );
    const coupons = await call('GET', '/coupons?perPage=100');
    const fromList = new Map<string, number>(
      coupons.body.items
        .filter((coupon: { redemptions: number }) => coupon.redemptions > 0)
        .map((coupon: { code: string; redemptions: number }) => [coupon.code, coupon.redemptions]),
    );
    expect(fromList.size).toBeGreaterThan(0);
    expect(fromList).toEqual(fromReport);
  });
});
