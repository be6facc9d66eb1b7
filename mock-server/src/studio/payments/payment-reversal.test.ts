import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import type { PaymentListItem } from '@cloudfit/shared/schemas/payment.schema';
import type { TransactionReport } from '@cloudfit/shared/schemas/report.schema';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import { createRefundedSale, withSalesTestServer } from '../invoices/sales-test-fixtures';

const sales = withSalesTestServer(5);
let desk: string;
let member: { id: number; memberNumber: string };
let today: string;

beforeAll(async () => {
  desk = (await sales.server.login('client@demo.com', 'client')).accessToken;
  // A member who owes nothing yet.
  const [row] = await sales.server.query<{ id: number; memberNumber: string }>(
    `select m.id, m.member_number as "memberNumber" from members m
      where m.archived_at is null and not exists (
        select 1 from invoices i where i.member_id = m.id and i.status not in ('draft', 'void')
          and i.total > i.paid + i.refunded)
      order by m.id limit 1`,
  );
  member = row!;
  const [day] = await sales.server.query<{ today: string }>(
    `select (now() at time zone time_zone)::date::text as today from studio_settings`,
  );
  today = day!.today;
}, TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, body?: unknown, token = sales.admin) =>
  sales.server.api(method, pathname, { body, token });

async function issue(description: string, unitPrice: number): Promise<InvoiceItem> {
  const answer = await call('POST', '/invoices', {
    memberId: member.id,
    centerId: sales.f.centerId,
    issue: true,
    lines: [{ kind: 'custom', referenceId: null, description, quantity: 1, unitPrice }],
  });
  expect(answer.status).toBe(201);
  return answer.body as InvoiceItem;
}

async function pay(invoiceId: number, amount: number, method = 'cash'): Promise<InvoiceItem> {
  const answer = await call('POST', `/invoices/${invoiceId}/payments`, { amount, method });
  expect(answer.status).toBe(201);
  return answer.body as InvoiceItem;
}

const reverse = (paymentId: number, reason = 'Paid by card, recorded as cash', token = sales.admin) =>
  call('POST', `/payments/${paymentId}/reversal`, { reason }, token);

async function owedAtTheDoor(): Promise<number> {
  const answer = await call('POST', '/check-ins/evaluate', {
    centerId: sales.f.centerId,
    memberId: member.id,
  });
  expect(answer.status).toBe(200);
  return answer.body.balanceOwed as number;
}

async function statuses(): Promise<string[]> {
  const list = await call('GET', `/members?q=${encodeURIComponent(member.memberNumber)}&perPage=100`);
  return (list.body.items as MemberListEntry[]).find((item) => item.id === member.id)!.statuses;
}

const moneyToday = async () =>
  (
    (
      await call(
        'GET',
        `/reports/transactions?from=${today}&to=${today}&centerId=${sales.f.centerId}&perPage=100`,
      )
    ).body as TransactionReport
  ).totals;

describe('reversing a payment recorded by mistake', () => {
  it('takes it off the invoice, which owes it again everywhere; a card payment then settles it and both stay listed', async () => {
    expect(await owedAtTheDoor()).toBe(0);
    const before = await moneyToday();
    const invoice = await issue('Membership paid by card', 500_00);
    const cash = (await pay(invoice.id, invoice.total)).payments[0]!;
    expect(await moneyToday()).toMatchObject({ payments: before.payments + invoice.total });

    const reversed = await reverse(cash.id);
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({
      status: 'issued',
      paid: 0,
      refunded: 0,
      balance: invoice.total,
      payments: [
        {
          id: cash.id,
          amount: invoice.total,
          method: 'cash',
          refunded: 0,
          reversedAt: expect.any(String),
          reversedByName: expect.any(String),
          reversalReason: 'Paid by card, recorded as cash',
        },
      ],
    });
    // No money moved: the member owes it again, and no report counts it as taken or given back.
    expect(await owedAtTheDoor()).toBe(invoice.total);
    expect(await statuses()).toContain('owes_money');
    expect(await moneyToday()).toEqual({
      ...before,
      reversalCount: before.reversalCount + 1,
      reversed: before.reversed + invoice.total,
    });
    const transactions = await call(
      'GET',
      `/reports/transactions?from=${today}&to=${today}&centerId=${sales.f.centerId}&perPage=100`,
    );
    expect((transactions.body as TransactionReport).rows.items.map((row) => row.id)).not.toContain(cash.id);

    const card = await pay(invoice.id, invoice.total, 'card');
    expect(card).toMatchObject({ status: 'paid', paid: invoice.total, balance: 0 });
    expect(card.payments.map((p) => [p.method, p.reversedAt === null])).toEqual([
      ['cash', false],
      ['card', true],
    ]);
    expect(await owedAtTheDoor()).toBe(0);
    expect(await moneyToday()).toMatchObject({ payments: before.payments + invoice.total });

    const list = await call('GET', `/payments?invoiceId=${invoice.id}`);
    expect(
      (list.body.items as PaymentListItem[]).map((p) => [
        p.method,
        p.reversalReason,
        p.reversedByName !== null,
      ]),
    ).toEqual([
      ['card', null, false],
      ['cash', 'Paid by card, recorded as cash', true],
    ]);
    const csv = await sales.server.request(`/api/v1/payments/export.csv?invoiceId=${invoice.id}`, {
      token: sales.admin,
    });
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('Reversal reason');
    expect(text).toContain('Paid by card, recorded as cash');
  });

  it("puts why on the invoice's entry in the member's timeline, for a reversal and a refund", async () => {
    const invoice = await issue('Locker and towel', 300_00);
    const [cash, card] = (await pay(invoice.id, 100_00).then(() => pay(invoice.id, 200_00, 'card'))).payments;
    expect((await reverse(cash!.id)).status).toBe(200);
    const refund = await call('POST', `/payments/${card!.id}/refunds`, {
      amount: 50_00,
      reason: 'Towel returned',
    });
    expect(refund.status).toBe(201);

    const timeline = await call(
      'GET',
      `/audit-log?memberId=${member.id}&entity=invoices&entityId=${invoice.id}&perPage=100`,
    );
    expect(timeline.status).toBe(200);
    const entries = timeline.body.items as { action: string; after: { reason?: string } }[];
    expect(
      entries
        .filter((entry) => entry.action === 'refund' || entry.action === 'reversal')
        .map((entry) => [entry.action, entry.after.reason]),
    ).toEqual([
      ['refund', 'Towel returned'],
      ['reversal', 'Paid by card, recorded as cash'],
    ]);
  });

  it('takes one of two payments off a paid invoice, leaving it partly paid', async () => {
    const invoice = await issue('Two payments', 1_000_00);
    await pay(invoice.id, 400_00);
    const paid = await pay(invoice.id, invoice.total - 400_00, 'card');
    const answer = await reverse(paid.payments[1]!.id, 'Taken twice');
    expect(answer.body).toMatchObject({ status: 'partial', paid: 400_00, balance: invoice.total - 400_00 });
    await pay(invoice.id, invoice.total - 400_00, 'transfer');
  });

  it('refuses a second reversal and a refund of a reversed payment, naming what to do', async () => {
    const invoice = await issue('Reversed twice', 300_00);
    const payment = (await pay(invoice.id, invoice.total)).payments[0]!;
    expect((await reverse(payment.id)).status).toBe(200);
    expect(await reverse(payment.id)).toMatchObject({
      status: 422,
      body: { error: { code: 'payment_reversed', message: expect.stringContaining('take a new payment') } },
    });
    const refund = await call('POST', `/payments/${payment.id}/refunds`, { amount: 100_00, reason: 'x' });
    expect(refund).toMatchObject({ status: 422, body: { error: { code: 'payment_reversed' } } });
    const after = await call('GET', `/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({ status: 'issued', paid: 0, refunded: 0, balance: invoice.total });
  });

  it('refuses a payment with refunds: what is left of it is refunded instead', async () => {
    const { invoice, refund } = await createRefundedSale(sales.server, sales.admin, {
      memberId: member.id,
      centerId: sales.f.centerId,
      description: 'Part refunded',
      unitPrice: 800_00,
      refund: 100_00,
      reason: 'Discount agreed later',
    });
    const payment = (refund.body as InvoiceItem).payments[0]!;
    expect(await reverse(payment.id)).toMatchObject({
      status: 422,
      body: {
        error: { code: 'payment_has_refunds', message: expect.stringContaining('refund what is left') },
      },
    });
    const after = await call('GET', `/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({ status: 'paid', paid: invoice.total - 100_00, refunded: 100_00 });
  });

  it('refuses on a void invoice, and a reversed invoice can be voided', async () => {
    const sale = await issue('Refunded then voided', 200_00);
    const payment = (await pay(sale.id, sale.total)).payments[0]!;
    const refunded = await call('POST', `/payments/${payment.id}/refunds`, {
      amount: sale.total,
      reason: 'Whole',
    });
    expect(refunded.status).toBe(201);
    const voidedSale = await call('POST', `/invoices/${sale.id}/void`, {
      reason: 'Sold by mistake',
      version: (refunded.body as InvoiceItem).version,
    });
    expect(voidedSale.status).toBe(200);
    expect(await reverse(payment.id)).toMatchObject({
      status: 422,
      body: { error: { code: 'invoice_void' } },
    });

    const owedBefore = await owedAtTheDoor();
    const second = await issue('Reversed then voided', 200_00);
    const taken = (await pay(second.id, second.total)).payments[0]!;
    const reversed = await reverse(taken.id, 'Wrong member');
    expect(reversed.status).toBe(200);
    expect(await owedAtTheDoor()).toBe(owedBefore + second.total);
    const voided = await call('POST', `/invoices/${second.id}/void`, {
      reason: 'Wrong member',
      version: (reversed.body as InvoiceItem).version,
    });
    expect(voided).toMatchObject({ status: 200, body: { status: 'void', paid: 0 } });
    expect(await owedAtTheDoor()).toBe(owedBefore);
  });

  it('lets one of a reversal and a refund of the same payment through when they come together', async () => {
    for (let round = 0; round < 4; round++) {
      const invoice = await issue(`Raced ${round}`, 600_00);
      const payment = (await pay(invoice.id, invoice.total)).payments[0]!;
      const refundNow = () =>
        call('POST', `/payments/${payment.id}/refunds`, { amount: invoice.total, reason: 'Returned' });
      // Each goes first in turn.
      const [reversal, refund] =
        round % 2 === 0
          ? await Promise.all([reverse(payment.id), refundNow()])
          : await Promise.all([refundNow(), reverse(payment.id)]).then(([a, b]) => [b, a] as const);
      const after = (await call('GET', `/invoices/${invoice.id}`)).body as InvoiceItem;
      if (reversal.status === 200) {
        expect(refund).toMatchObject({ status: 422, body: { error: { code: 'payment_reversed' } } });
        expect(after).toMatchObject({ status: 'issued', paid: 0, refunded: 0, balance: invoice.total });
      } else {
        expect(refund.status).toBe(201);
        expect(reversal).toMatchObject({ status: 422, body: { error: { code: 'payment_has_refunds' } } });
        expect(after).toMatchObject({ status: 'paid', paid: 0, refunded: invoice.total, balance: 0 });
      }
    }
  });

  it('asks for a reason, is for those who may refund, and answers 404 for no payment', async () => {
    const invoice = await issue('Rules', 100_00);
    const payment = (await pay(invoice.id, invoice.total)).payments[0]!;
    const noReason = await call('POST', `/payments/${payment.id}/reversal`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Enter why this payment was recorded by mistake.');
    expect((await reverse(payment.id, 'Desk', desk)).status).toBe(403);
    expect((await reverse(2_000_000_000)).status).toBe(404);
    const after = await call('GET', `/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({ status: 'paid' });
  });
});
