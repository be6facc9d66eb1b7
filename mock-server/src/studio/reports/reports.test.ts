import {
  type CatalogueReport,
  type NonPaymentReport,
  type PersonalTrainingReport,
  REPORT_CODES,
  type TransactionReport,
} from '@cloudfit/shared/schemas/report.schema';
import { REPORT_DEFINITION_KEYS } from '@cloudfit/shared/schemas/report-definition-keys';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

let server: TestServer;
let token: string;
let timeZone: string;
let today: string;
/** A year back to four weeks ahead: every seeded payment, invoice, class and PT session. */
let wide: { from: string; to: string };

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin@demo.com', 'admin')).accessToken;
  const [settings] = await server.query<{ time_zone: string; today: string; from: string; to: string }>(
    `select time_zone, (now() at time zone time_zone)::date::text as today,
       ((now() at time zone time_zone)::date - 400)::text as from, ((now() at time zone time_zone)::date + 40)::text as to
     from studio_settings`,
  );
  timeZone = settings!.time_zone;
  today = settings!.today;
  wide = { from: settings!.from, to: settings!.to };
  await takeCashReverseTakeCard();
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

async function getJson<T>(pathname: string, as = token): Promise<{ status: number; body: T }> {
  const response = await server.request(pathname, { token: as });
  return { status: response.status, body: (await response.json()) as T };
}

async function report<T>(pathname: string): Promise<T> {
  const { status, body } = await getJson<T>(pathname);
  expect(status).toBe(200);
  return body;
}

async function sqlNumber(text: string, params: unknown[]): Promise<number> {
  const [row] = await server.query<{ value: string | number | null }>(text, params);
  return Number(row?.value ?? 0);
}

function lastMonth(): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

describe('GET /reports/transactions', () => {
  it('reconciles with payments minus refunds in SQL, overall and for one center and month', async () => {
    for (const [range, centerId] of [
      [wide, null],
      [lastMonth(), 2],
    ] as const) {
      const query = `from=${range.from}&to=${range.to}${centerId ? `&centerId=${centerId}` : ''}`;
      const body = await report<TransactionReport>(`/api/v1/reports/transactions?${query}&perPage=5`);
      const inRange = (table: string, column: string, counted = 'true') =>
        sqlNumber(
          `select coalesce(sum(x.amount), 0) as value from ${table} x join invoices i on i.id = x.invoice_id
           where (x.${column} at time zone $1)::date between $2::date and $3::date and ($4::int is null or i.center_id = $4)
             and ${counted}`,
          [timeZone, range.from, range.to, centerId],
        );
      // A payment reversed as recorded by mistake moved no money.
      const payments = await inRange('payments', 'paid_at', 'x.reversed_at is null');
      const refunds = await inRange('refunds', 'refunded_at');
      expect(payments).toBeGreaterThan(0);
      expect(body.totals.payments).toBe(payments);
      expect(body.totals.refunds).toBe(refunds);
      expect(body.totals.net).toBe(payments - refunds);
      for (const table of [body.byDay, body.byMethod, body.byStaff]) {
        expect(table.reduce((sum, row) => sum + row.net, 0)).toBe(body.totals.net);
        expect(table.reduce((sum, row) => sum + row.paymentCount + row.refundCount, 0)).toBe(body.rows.total);
      }
      expect(body.rows.items).toHaveLength(5);
      const times = body.rows.items.map((row) => row.at);
      expect(times).toEqual([...times].sort().reverse());
      if (centerId) expect(body.rows.items.every((row) => row.centerId === centerId)).toBe(true);
      expect(body.byDay.every((row) => row.day >= range.from && row.day <= range.to)).toBe(true);
      expect(Object.keys(body.definitions)).toEqual(
        expect.arrayContaining(['payments', 'refunds', 'net', 'byDay', 'byMethod', 'byStaff']),
      );
    }
  });

  it('exports the rows and each table as CSV', async () => {
    const range = lastMonth();
    const body = await report<TransactionReport>(
      `/api/v1/reports/transactions?from=${range.from}&to=${range.to}`,
    );
    const csv = async (table: string) => {
      const response = await server.request(
        `/api/v1/reports/transactions/export.csv?from=${range.from}&to=${range.to}&table=${table}`,
        { token },
      );
      expect(response.status).toBe(200);
      return (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    };
    expect(await csv('rows')).toHaveLength(1 + body.rows.total);
    expect(await csv('byDay')).toHaveLength(1 + body.byDay.length);
    expect((await csv('byMethod'))[0]).toBe(
      'Method,Payments,Payment amount (TWD),Refunds,Refund amount (TWD),Net (TWD)',
    );
    expect(await csv('byStaff')).toHaveLength(1 + body.byStaff.length);
  });

  it('shows each reversed payment apart, with its reason and who reversed it, and counts it in no money figure', async () => {
    const body = await report<TransactionReport>(
      `/api/v1/reports/transactions?from=${today}&to=${today}&perPage=100`,
    );
    const mistake = body.reversals.items.find((row) => row.reason === 'Card, recorded as cash');
    expect(mistake).toMatchObject({ method: 'cash', reversedByName: expect.any(String) });
    expect(mistake!.amount).toBeGreaterThanOrEqual(700_00);
    expect(mistake!.invoiceNumber).toEqual(expect.any(String));
    expect(mistake!.memberName).toEqual(expect.any(String));
    expect(body.totals.reversalCount).toBe(body.reversals.total);
    expect(body.totals.reversed).toBe(body.reversals.items.reduce((sum, row) => sum + row.amount, 0));
    // The reversed cash is not a row of the money: the card payment that replaced it is.
    const ofInvoice = body.rows.items.filter((row) => row.invoiceId === mistake!.invoiceId);
    expect(ofInvoice.map((row) => [row.kind, row.method, row.amount])).toEqual([
      ['payment', 'card', mistake!.amount],
    ]);
    const csv = await server.request(
      `/api/v1/reports/transactions/export.csv?from=${today}&to=${today}&table=reversals`,
      { token },
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Paid at,Reversed at,Member,Invoice,Amount (TWD),Method,Reversal reason,Reversed by',
    );
    expect(lines).toHaveLength(1 + body.reversals.total);
    const cell = `,${(mistake!.amount / 100).toFixed(2)},Cash,"Card, recorded as cash",`;
    expect(lines.some((line) => line.includes(cell))).toBe(true);
  });

  it('heads every CSV column with the word its screen column shows, in every language', async () => {
    const range = lastMonth();
    const header = async (table: string, language: string) => {
      const response = await server.request(
        `/api/v1/reports/transactions/export.csv?from=${range.from}&to=${range.to}&table=${table}`,
        { token, headers: { 'accept-language': language } },
      );
      return (await response.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    };
    expect(await header('byMethod', 'zh-TW')).toBe(
      '付款方式,付款筆數,付款金額 (TWD),退款筆數,退款金額 (TWD),淨額 (TWD)',
    );
    expect(await header('rows', 'zh-TW')).toBe('類型,時間,日期,發票,會員,付款方式,員工,金額 (TWD),備註');
    expect(await header('byDay', 'de')).toBe(
      'Tag;Zahlungen;Zahlungsbetrag (TWD);Erstattungen;Erstattungsbetrag (TWD);Netto (TWD)',
    );
    expect(await header('byStaff', 'fr')).toBe(
      'Employé;Paiements;Montant des paiements (TWD);Remboursements;Montant des remboursements (TWD);Net (TWD)',
    );
    expect(await header('rows', 'pt')).toBe(
      'Tipo;Hora;Dia;Fatura;Membro;Método;Funcionário;Valor (TWD);Observação',
    );
    // Profit and loss's refunds are an amount, as its screen says, not the transaction report's count.
    const profit = await server.request('/api/v1/reports/profit-and-loss/export.csv', {
      token,
      headers: { 'accept-language': 'zh-TW' },
    });
    expect((await profit.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      '月份,銷售總額 (TWD),退款金額 (TWD),稅額 (TWD),淨營收 (TWD),支出 (TWD),利潤 (TWD)',
    );
  });
});

describe('GET /reports/non-payment', () => {
  it('totals the open balances of issued, non-void invoices and ages them in four buckets', async () => {
    const body = await report<NonPaymentReport>('/api/v1/reports/non-payment?perPage=100');
    // What is owed is what was sold less every payment taken: a refund gives money back for what
    // the studio took back, so it is owed no more than it is paid. A reversed payment took nothing.
    const expected = await sqlNumber(
      `select coalesce(sum(i.total - p.taken), 0) as value from invoices i,
         lateral (select coalesce(sum(amount), 0) as taken from payments
                   where invoice_id = i.id and reversed_at is null) p
       where i.status not in ('draft', 'void') and i.total > p.taken and i.issued_on <= $1::date`,
      [today],
    );
    expect(expected).toBeGreaterThan(0);
    expect(body.totals.balance).toBe(expected);
    expect(body.buckets.map((bucket) => bucket.bucket)).toEqual(['0-30', '31-60', '61-90', '90+']);
    expect(body.buckets.reduce((sum, bucket) => sum + bucket.balance, 0)).toBe(body.totals.balance);
    expect(body.rows.total).toBe(body.totals.invoices);
    for (const row of body.rows.items) {
      expect(row.balance).toBe(row.total - row.refunded - row.paid);
      expect(row.balance).toBeGreaterThan(0);
      const bucket =
        row.daysPastDue <= 30
          ? '0-30'
          : row.daysPastDue <= 60
            ? '31-60'
            : row.daysPastDue <= 90
              ? '61-90'
              : '90+';
      expect(row.bucket).toBe(bucket);
    }
    const overdue = body.rows.items.map((row) => row.daysPastDue);
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));

    const center = await report<NonPaymentReport>('/api/v1/reports/non-payment?centerId=1&perPage=1');
    const later = await report<NonPaymentReport>(`/api/v1/reports/non-payment?asOf=${wide.to}&perPage=1`);
    expect(center.totals.balance).toBeLessThan(body.totals.balance);
    expect(later.totals.balance).toBe(body.totals.balance);
    expect(later.buckets[0]!.balance).toBeLessThanOrEqual(body.buckets[0]!.balance);
  });

  it('exports the rows and the buckets as CSV', async () => {
    const body = await report<NonPaymentReport>('/api/v1/reports/non-payment');
    const rows = await server.request('/api/v1/reports/non-payment/export.csv', { token });
    expect((await rows.text()).trim().split(/\r?\n/)).toHaveLength(1 + body.rows.total);
    const buckets = await server.request('/api/v1/reports/non-payment/export.csv?table=buckets', { token });
    expect((await buckets.text()).trim().split(/\r?\n/)).toHaveLength(5);
  });
});

describe('GET /reports/personal-training', () => {
  it('counts sessions per trainer by status and values completed ones at the package price per session', async () => {
    const body = await report<PersonalTrainingReport>(
      `/api/v1/reports/personal-training?from=${wide.from}&to=${wide.to}`,
    );
    const [expected] = await server.query<{ sessions: number; completed: number; value: string }>(
      `select count(*)::int as sessions, (count(*) filter (where s.status = 'completed'))::int as completed,
         coalesce(sum(round(m.price_paid::numeric / m.credits_total)) filter (where s.status = 'completed'), 0)::text as value
       from pt_sessions s join memberships m on m.id = s.membership_id
       where (s.starts_at at time zone $1)::date between $2::date and $3::date`,
      [timeZone, wide.from, wide.to],
    );
    expect(body.totals.sessions).toBe(expected!.sessions);
    expect(body.totals.completed).toBe(expected!.completed);
    expect(body.totals.value).toBe(Number(expected!.value));
    expect(body.totals.completed).toBeGreaterThan(0);
    for (const row of body.rows) {
      expect(row.scheduled + row.completed + row.cancelled + row.noShow).toBe(row.sessions);
    }
    const csv = await server.request(
      `/api/v1/reports/personal-training/export.csv?from=${wide.from}&to=${wide.to}`,
      {
        token,
      },
    );
    expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(1 + body.rows.length);
  });
});

describe('GET /reports/:code', () => {
  it('lists the catalogue and answers every code with totals and their definitions', async () => {
    const { items } = await report<{ items: { code: string; title: string }[] }>('/api/v1/reports/catalogue');
    expect(items.map((item) => item.code)).toEqual([...REPORT_CODES]);
    for (const code of REPORT_CODES) {
      const body = await report<CatalogueReport>(`/api/v1/reports/${code}?from=${wide.from}&to=${today}`);
      expect(body.code).toBe(code);
      for (const key of Object.keys(body.totals)) {
        expect(body.definitions[key] ?? body.definitions.total).toEqual(expect.any(String));
      }
      for (const row of body.rows) expect(Object.keys(row)).toEqual(body.columns.map((column) => column.key));
      const csv = await server.request(`/api/v1/reports/${code}/export.csv?from=${wide.from}&to=${today}`, {
        token,
      });
      expect(csv.status).toBe(200);
      expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(1 + body.rows.length);
    }
  });

  it('reconciles revenue with invoiced totals and profit and loss with revenue and expenditure', async () => {
    for (const [range, centerId] of [
      [wide, null],
      [lastMonth(), 3],
    ] as const) {
      const query = `from=${range.from}&to=${range.to}${centerId ? `&centerId=${centerId}` : ''}`;
      const revenue = await report<CatalogueReport>(`/api/v1/reports/revenue?${query}`);
      const expenditure = await report<CatalogueReport>(`/api/v1/reports/expenditure?${query}`);
      const profit = await report<CatalogueReport>(`/api/v1/reports/profit-and-loss?${query}`);
      const coupons = await report<CatalogueReport>(`/api/v1/reports/coupon-usage?${query}`);
      const params = [range.from, range.to, centerId];
      const invoiced = await sqlNumber(
        `select coalesce(sum(total), 0) as value from invoices
         where status not in ('draft', 'void') and issued_on between $1::date and $2::date and ($3::int is null or center_id = $3)`,
        params,
      );
      const spent = await sqlNumber(
        `select coalesce(sum(amount), 0) as value from expenditures
         where spent_on between $1::date and $2::date and ($3::int is null or center_id = $3)`,
        params,
      );
      const couponDiscount = await sqlNumber(
        `select coalesce(sum(coupon_discount), 0) as value from invoices
         where status not in ('draft', 'void') and issued_on between $1::date and $2::date and ($3::int is null or center_id = $3)`,
        params,
      );
      expect(invoiced).toBeGreaterThan(0);
      expect(revenue.totals.package! + revenue.totals.product! + revenue.totals.custom!).toBe(invoiced);
      expect(revenue.totals.total).toBe(invoiced);
      expect(expenditure.totals.amount).toBe(spent);
      expect(profit.totals.grossSales).toBe(invoiced);
      expect(profit.totals.expenditure).toBe(spent);
      expect(profit.totals.profit).toBe(profit.totals.netRevenue! - spent);
      expect(profit.rows.reduce((sum, row) => sum + Number(row.profit), 0)).toBe(profit.totals.profit);
      expect(coupons.totals.discount).toBe(couponDiscount);
    }
  });

  it('lists revenue largest amount first, as its definition says', async () => {
    const revenue = await report<CatalogueReport>(`/api/v1/reports/revenue?from=${wide.from}&to=${today}`);
    const amounts = revenue.rows.map((row) => Number(row.amount));
    expect(new Set(revenue.rows.map((row) => row.kind)).size).toBe(3);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('explains exactly the figures the screens translate (shared REPORT_DEFINITION_KEYS)', async () => {
    for (const [screen, keys] of Object.entries(REPORT_DEFINITION_KEYS)) {
      const body = await report<{ definitions: Record<string, string> }>(
        `/api/v1/reports/${screen}?from=${wide.from}&to=${today}&perPage=1`,
      );
      expect({ screen, keys: Object.keys(body.definitions).sort() }).toEqual({
        screen,
        keys: [...keys].sort(),
      });
    }
  });

  it('answers 404 report_not_found for an unknown code', async () => {
    expect(await getJson('/api/v1/reports/sales-tax')).toEqual({
      status: 404,
      body: { error: { code: 'report_not_found', message: 'There is no report "sales-tax".' } },
    });
    expect((await server.request('/api/v1/reports/sales-tax/export.csv', { token })).status).toBe(404);
  });
});

/** A sale paid in cash by mistake: the cash payment is reversed and the member pays by card. */
async function takeCashReverseTakeCard(): Promise<void> {
  const [{ memberId, centerId }] = (await server.query<{ memberId: number; centerId: number }>(
    `select m.id as "memberId", m.home_center_id as "centerId" from members m
      where m.archived_at is null order by m.id desc limit 1`,
  )) as [{ memberId: number; centerId: number }];
  const post = async (pathname: string, body: unknown) => {
    const response = await server.request(`/api/v1${pathname}`, { method: 'POST', token, body });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as { id: number; total: number; payments: { id: number }[] };
  };
  const invoice = await post('/invoices', {
    memberId,
    centerId,
    issue: true,
    lines: [
      { kind: 'custom', referenceId: null, description: 'Paid by card', quantity: 1, unitPrice: 700_00 },
    ],
  });
  const cash = await post(`/invoices/${invoice.id}/payments`, { amount: invoice.total, method: 'cash' });
  await post(`/payments/${cash.payments[0]!.id}/reversal`, { reason: 'Card, recorded as cash' });
  await post(`/invoices/${invoice.id}/payments`, { amount: invoice.total, method: 'card' });
}

describe('the seeded year in every report', () => {
  it('agrees by its stated identities: P&L, revenue, transactions and non-payment', async () => {
    const [year] = await server.query<{ from: string }>(
      `select to_char((now() at time zone time_zone)::date - 364, 'YYYY-MM-DD') as "from" from studio_settings`,
    );
    const range = `from=${year!.from}&to=${today}`;
    const params = [year!.from, today];
    const profit = await report<CatalogueReport>(`/api/v1/reports/profit-and-loss?${range}`);
    const revenue = await report<CatalogueReport>(`/api/v1/reports/revenue?${range}`);
    const flows = await report<TransactionReport>(`/api/v1/reports/transactions?${range}&perPage=1`);
    const open = await report<NonPaymentReport>('/api/v1/reports/non-payment?perPage=1');
    const issued = `from invoices where status not in ('draft', 'void') and issued_on between $1::date and $2::date`;
    const grossSales = await sqlNumber(`select coalesce(sum(total), 0) as value ${issued}`, params);
    const tax = await sqlNumber(`select coalesce(sum(tax), 0) as value ${issued}`, params);
    const refundsIn = (invoices: string) =>
      sqlNumber(
        `select coalesce(sum(r.amount), 0) as value from refunds r join invoices i on i.id = r.invoice_id
          where (r.refunded_at at time zone $3)::date between $1::date and $2::date and ${invoices}`,
        [...params, timeZone],
      );
    // A void invoice was never a sale: its refunds only give its payments back.
    const refunds = await refundsIn("i.status <> 'void'");
    const refundsOfVoid = await refundsIn("i.status = 'void'");
    // A refund gives back the tax inside its money: that share comes off the tax, not twice off revenue.
    const refundedTax = await sqlNumber(
      `select coalesce(sum(round(r.amount::numeric * i.tax / nullif(i.total, 0))), 0) as value
        from refunds r join invoices i on i.id = r.invoice_id
        where (r.refunded_at at time zone $3)::date between $1::date and $2::date and i.status <> 'void'`,
      [...params, timeZone],
    );
    expect(tax).toBeGreaterThan(0);
    expect(refunds).toBeGreaterThan(0);
    expect(refundedTax).toBeGreaterThan(0);

    // Profit and loss: gross sales − refunds − tax = net revenue; net revenue − expenditure = profit.
    const totals = profit.totals as Record<string, number>;
    expect(totals).toMatchObject({
      grossSales,
      refunds,
      tax: tax - refundedTax,
      netRevenue: grossSales - refunds - (tax - refundedTax),
    });
    expect(totals.profit).toBe(totals.netRevenue! - totals.expenditure!);
    for (const row of profit.rows) {
      const [gross, back, owed, net, spent, made] = [
        'grossSales',
        'refunds',
        'tax',
        'netRevenue',
        'expenditure',
        'profit',
      ].map((key) => Number(row[key])) as [number, number, number, number, number, number];
      expect({ month: row.month, net, made }).toEqual({
        month: row.month,
        net: gross - back - owed,
        made: net - spent,
      });
    }
    for (const key of ['grossSales', 'refunds', 'tax', 'netRevenue', 'expenditure', 'profit']) {
      expect(profit.definitions[key]).toEqual(expect.any(String));
    }
    // Gross sales and tax are the revenue report's; refunds the transactions report's but those of void invoices.
    expect(revenue.totals.total).toBe(totals.grossSales);
    expect(revenue.totals.tax! - refundedTax).toBe(totals.tax);
    expect(flows.totals.refunds).toBe(totals.refunds! + refundsOfVoid);
    // Transactions: net = payments − refunds; a payment reversed as recorded by mistake moved no money.
    const paymentsWhere = (reversed: string) =>
      sqlNumber(
        `select coalesce(sum(amount), 0) as value from payments
          where (paid_at at time zone $3)::date between $1::date and $2::date and reversed_at is ${reversed}`,
        [...params, timeZone],
      );
    const payments = await paymentsWhere('null');
    const reversed = await paymentsWhere('not null');
    expect(reversed).toBeGreaterThan(0);
    expect(flows.totals).toMatchObject({
      payments,
      refunds: refunds + refundsOfVoid,
      net: payments - refunds - refundsOfVoid,
      reversed,
    });
    // Every payment recorded in the range is either money taken or a reversal, never both.
    const recorded = await sqlNumber(
      `select coalesce(sum(amount), 0) as value from payments
        where (paid_at at time zone $3)::date between $1::date and $2::date`,
      [...params, timeZone],
    );
    expect(flows.totals.payments + flows.totals.reversed).toBe(recorded);
    expect(flows.reversals.total).toBe(flows.totals.reversalCount);
    expect(flows.totals.reversalCount).toBeGreaterThanOrEqual(2);
    expect(flows.reversals.items.reduce((sum, row) => sum + row.amount, 0)).toBe(reversed);
    expect(flows.reversals.items.every((row) => row.reason.length > 0 && row.reversedByName)).toBe(true);
    // Non-payment: the sum of the open balances of issued, unvoided invoices, each its total less
    // what was refunded and what is paid (refunds are neither paid nor owed).
    const openBalances = await sqlNumber(
      `select coalesce(sum(total - refunded - paid), 0) as value from invoices
        where status in ('issued', 'partial') and issued_on <= $1::date`,
      [today],
    );

    expect(open.totals.balance).toBe(openBalances);
  });
});

describe('profit and loss of a sale refunded in full', () => {
  it('earns nothing: the refund takes back the sale, its tax with it, and the tax once', async () => {
    const day = `from=${today}&to=${today}`;
    const before = (await report<CatalogueReport>(`/api/v1/reports/profit-and-loss?${day}`)).totals;
    const [{ memberId, centerId }] = (await server.query<{ memberId: number; centerId: number }>(
      `select m.id as "memberId", m.home_center_id as "centerId" from members m
        where m.archived_at is null order by m.id limit 1`,
    )) as [{ memberId: number; centerId: number }];
    const sale = await server.request('/api/v1/invoices', {
      method: 'POST',
      token,
      body: {
        memberId,
        centerId,
        issue: true,
        lines: [
          {
            kind: 'custom',
            referenceId: null,
            description: 'Refunded in full',
            quantity: 1,
            unitPrice: 10_500,
          },
        ],
      },
    });
    expect(sale.status).toBe(201);
    const invoice = (await sale.json()) as { id: number; total: number; tax: number };
    expect(invoice.tax).toBeGreaterThan(0);
    const paid = await server.request(`/api/v1/invoices/${invoice.id}/payments`, {
      method: 'POST',
      token,
      body: { amount: invoice.total, method: 'cash' },
    });
    const paymentId = ((await paid.json()) as { payments: { id: number }[] }).payments[0]!.id;
    const refund = await server.request(`/api/v1/payments/${paymentId}/refunds`, {
      method: 'POST',
      token,
      body: { amount: invoice.total, reason: 'Changed mind' },
    });
    expect(refund.status).toBeLessThan(300);

    const after = (await report<CatalogueReport>(`/api/v1/reports/profit-and-loss?${day}`)).totals;
    const delta = (key: string) => after[key]! - before[key]!;
    expect({
      grossSales: delta('grossSales'),
      refunds: delta('refunds'),
      tax: delta('tax'),
      netRevenue: delta('netRevenue'),
    }).toEqual({ grossSales: invoice.total, refunds: invoice.total, tax: 0, netRevenue: 0 });

    // Voided once refunded, it was never a sale: neither it nor its refund counts.
    const refunded = await server.request(`/api/v1/invoices/${invoice.id}`, { token });
    const { version } = (await refunded.json()) as { version: number };
    const voided = await server.request(`/api/v1/invoices/${invoice.id}/void`, {
      method: 'POST',
      token,
      body: { reason: 'Sold by mistake', version },
    });
    expect(voided.status).toBeLessThan(300);
    const afterVoid = (await report<CatalogueReport>(`/api/v1/reports/profit-and-loss?${day}`)).totals;
    const voidDelta = (key: string) => afterVoid[key]! - before[key]!;
    expect({
      grossSales: voidDelta('grossSales'),
      refunds: voidDelta('refunds'),
      tax: voidDelta('tax'),
      netRevenue: voidDelta('netRevenue'),
    }).toEqual({ grossSales: 0, refunds: 0, tax: 0, netRevenue: 0 });
  });
});

describe('report input and access', () => {
  it('answers 400 per field for bad dates, a reversed range, a bad center or paging', async () => {
    const cases: [string, string[]][] = [
      ['/api/v1/reports/transactions?from=2026-02-30&to=yesterday', ['from', 'to']],
      ['/api/v1/reports/transactions?from=2026-05-01&to=2026-04-01', ['to']],
      ['/api/v1/reports/transactions?centerId=abc&page=0', ['centerId', 'page']],
      ['/api/v1/reports/non-payment?asOf=soon&perPage=1000', ['asOf', 'perPage']],
      ['/api/v1/reports/transactions/export.csv?table=everything', ['table']],
      ['/api/v1/reports/revenue?from=1990-01-01&to=2026-01-01', ['to']],
      ['/api/v1/reports/sales-tax?centerId=-1', ['centerId']],
      ['/api/v1/reports/attendance?from=0000-01-01&to=0000-01-02', ['from', 'to']],
      ['/api/v1/reports/non-payment?asOf=0000-12-31&page=1e300', ['asOf', 'page']],
      ['/api/v1/reports/check-ins?from=1950-01-01', ['from']],
      ['/api/v1/reports/transactions?centerId=2147483648', ['centerId']],
    ];
    for (const [pathname, fields] of cases) {
      const { status, body } = await getJson<{ error: { code: string; fields: Record<string, string> } }>(
        pathname,
      );
      expect({ pathname, status, fields: Object.keys(body.error.fields).sort() }).toEqual({
        pathname,
        status: 400,
        fields,
      });
    }
  });

  it('is for admin and developer only', async () => {
    const client = (await server.login('client@demo.com', 'client')).accessToken;
    expect((await server.request('/api/v1/reports/transactions', { token: client })).status).toBe(403);
    expect((await server.request('/api/v1/reports/revenue')).status).toBe(401);
    const developer = (await server.login('developer@demo.com', 'developer')).accessToken;
    expect((await server.request('/api/v1/reports/catalogue', { token: developer })).status).toBe(200);
  });
});
