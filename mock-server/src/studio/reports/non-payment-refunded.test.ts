import type { NonPaymentReport, NonPaymentRow } from '@cloudfit/shared/schemas/report.schema';
import { csvRecords } from '../../test-support/csv-records';
import { createRefundedSale, withSalesTestServer } from '../invoices/sales-test-fixtures';

const sales = withSalesTestServer(5);
const { call } = sales;

async function everyRow(): Promise<NonPaymentRow[]> {
  const rows: NonPaymentRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call('GET', `/reports/non-payment?perPage=100&page=${page}`);
    expect(answer.status).toBe(200);
    const report = answer.body as NonPaymentReport;
    rows.push(...report.rows.items);
    if (rows.length >= report.rows.total || report.rows.items.length === 0) return rows;
  }
}

/** "1.234,50" or "1,234.50" in major units, as the export writes it, to minor units. */
function minor(text: string, decimalComma: boolean): number {
  const plain = decimalComma ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  return Math.round(Number(plain) * 100);
}

describe('the non-payment report of an invoice refunded in part', () => {
  it('shows Total, Refunded, Paid and Balance that add up on every row, on screen and in the export', async () => {
    const { invoice, refund } = await createRefundedSale(sales.server, sales.admin, {
      memberId: sales.f.memberId,
      centerId: sales.f.centerId,
      description: 'Bag',
      unitPrice: 1_000_00,
      paid: 600_00,
      refund: 200_00,
      reason: 'Strap',
    });
    expect(refund.status).toBe(201);

    const rows = await everyRow();
    const mine = rows.find((row) => row.invoiceId === invoice.id);
    expect(mine).toMatchObject({
      total: invoice.total,
      refunded: 200_00,
      paid: 400_00,
      balance: invoice.total - 600_00,
    });
    const broken = rows.filter((row) => row.total - row.refunded - row.paid !== row.balance);
    expect(broken).toEqual([]);

    for (const [language, decimalComma, headers] of [
      ['en', false, ['Invoice', 'Total', 'Refunded', 'Paid', 'Balance']],
      ['de', true, ['Rechnung', 'Summe', 'Erstattet', 'Bezahlt', 'Offener Betrag']],
    ] as const) {
      const response = await sales.server.request('/api/v1/reports/non-payment/export.csv', {
        token: sales.admin,
        headers: { 'accept-language': language },
      });
      expect(response.status).toBe(200);
      const records = await csvRecords(response);
      expect(records).toHaveLength(rows.length);
      // Money columns name the currency: "Refunded (TWD)".
      const [invoiceHeader, total, refunded, paid, balance] = headers.map(
        (name) =>
          Object.keys(records[0]!).find((header) => header === name || header.startsWith(`${name} (`))!,
      ) as [string, string, string, string, string];
      expect(refunded).toBeDefined();
      const money = (record: Record<string, string>, header: string) => minor(record[header]!, decimalComma);
      const exported = records.find((record) => record[invoiceHeader] === mine!.invoiceNumber)!;
      expect(money(exported, refunded)).toBe(200_00);
      expect(
        records.filter(
          (record) =>
            money(record, total) - money(record, refunded) - money(record, paid) !== money(record, balance),
        ),
      ).toEqual([]);
    }
  });
});
