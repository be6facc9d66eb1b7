import type { InvoiceListItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import type { NonPaymentReport } from '@cloudfit/shared/schemas/report.schema';
import { createRefundedSale, withSalesTestServer } from '../invoices/sales-test-fixtures';

const sales = withSalesTestServer(5);
const { call } = sales;
let member: { id: number; memberNumber: string };

beforeAll(async () => {
  // A member who owes nothing yet, at the fixtures' branch.
  const [row] = await sales.server.query<{ id: number; memberNumber: string }>(
    `select m.id, m.member_number as "memberNumber" from members m
      where m.archived_at is null and not exists (
        select 1 from invoices i where i.member_id = m.id and i.status not in ('draft', 'void') and i.total > i.paid)
      order by m.id limit 1`,
  );
  member = row!;
});

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

async function openInvoicesOfMember(): Promise<InvoiceListItem[]> {
  const rows: InvoiceListItem[] = [];
  for (const status of ['issued', 'partial', 'paid']) {
    const list = await call('GET', `/invoices?memberId=${member.id}&status=${status}&perPage=100`);
    rows.push(...(list.body.items as InvoiceListItem[]));
  }
  return rows;
}

const nonPaymentTotal = async () =>
  ((await call('GET', '/reports/non-payment?perPage=1')).body as NonPaymentReport).totals;

describe('a partial refund of a paid invoice', () => {
  it('leaves it paid with the refund shown, and the member owes nothing for it anywhere', async () => {
    expect(await owedAtTheDoor()).toBe(0);
    const openBefore = await nonPaymentTotal();

    const { invoice, refund } = await createRefundedSale(sales.server, sales.admin, {
      memberId: member.id,
      centerId: sales.f.centerId,
      description: 'Shoes',
      unitPrice: 2_000_00,
      method: 'card',
      refund: 100_00,
      reason: 'One shoe returned',
    });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      status: 'paid',
      paid: invoice.total - 100_00,
      refunded: 100_00,
      balance: 0,
      overdue: false,
    });

    const row = (await openInvoicesOfMember()).find((item) => item.id === invoice.id);
    expect(row).toMatchObject({ status: 'paid', refunded: 100_00, balance: 0 });
    expect(await owedAtTheDoor()).toBe(0);
    expect(await statuses()).not.toContain('owes_money');
    expect(await nonPaymentTotal()).toEqual(openBefore);

    // What was never paid stays owed: a part payment, part of it refunded, leaves the rest open.
    const { invoice: second, refund: partRefund } = await createRefundedSale(sales.server, sales.admin, {
      memberId: member.id,
      centerId: sales.f.centerId,
      description: 'Bag',
      unitPrice: 1_000_00,
      paid: 600_00,
      refund: 200_00,
      reason: 'Strap',
    });
    expect(partRefund.body).toMatchObject({
      status: 'partial',
      paid: 400_00,
      refunded: 200_00,
      balance: second.total - 600_00,
    });
    expect(await owedAtTheDoor()).toBe(second.total - 600_00);
    expect(await statuses()).toContain('owes_money');
    expect((await nonPaymentTotal()).balance).toBe(openBefore.balance + second.total - 600_00);
    const over = await call('POST', `/invoices/${second.id}/payments`, {
      amount: second.total - 600_00 + 1,
      method: 'cash',
    });
    expect(over).toMatchObject({ status: 422, body: { error: { code: 'payment_exceeds_balance' } } });
  });
});
