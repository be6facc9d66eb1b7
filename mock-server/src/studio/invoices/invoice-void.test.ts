import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import { createSalesFixtures, type SalesFixtures } from './sales-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;
let sales: SalesFixtures;
beforeAll(async () => {
  sales = await createSalesFixtures(studio.server, 10);
}, TEST_SERVER_START_TIMEOUT_MS);

async function one<Row>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await studio.server.query<Row>(text, params);
  return row!;
}

describe('voiding an invoice that sold a membership', () => {
  it('cancels the membership in the same transaction and says why', async () => {
    const sold = await call('POST', `/members/${sales.memberId}/memberships`, {
      packageId: sales.timePackageId,
      centerId: null,
      startDate: '2030-01-01',
      trainerId: null,
      couponCode: null,
      payment: null,
      notes: null,
    });
    expect(sold.status).toBe(201);
    const invoice = (await call('GET', `/invoices/${sold.body.invoiceId}`)).body;

    const voided = await call('POST', `/invoices/${invoice.id}/void`, {
      version: invoice.version,
      reason: 'Sold to the wrong member',
    });

    expect(voided).toMatchObject({ status: 200, body: { status: 'void' } });
    const membership = await one<{ status: string; cancel_reason: string }>(
      'select status, cancel_reason from memberships where id = $1',
      [sold.body.id],
    );
    expect(membership.status).toBe('cancelled');
    expect(membership.cancel_reason).toBe(`Invoice ${invoice.number} voided: Sold to the wrong member`);
    const audit = await studio.server.query<{ action: string }>(
      `select action from audit_log where entity = 'memberships' and entity_id = $1 order by id`,
      [String(sold.body.id)],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'cancel-with-invoice']);
  });

  it('leaves the membership when the void is refused', async () => {
    const sold = await call('POST', `/members/${sales.memberId}/memberships`, {
      packageId: sales.timePackageId,
      centerId: null,
      startDate: '2030-03-01',
      trainerId: null,
      couponCode: null,
      payment: { amount: 1000, method: 'cash' },
      notes: null,
    });
    const invoice = (await call('GET', `/invoices/${sold.body.invoiceId}`)).body;

    const voided = await call('POST', `/invoices/${invoice.id}/void`, {
      version: invoice.version,
      reason: 'No',
    });

    expect(voided).toMatchObject({ status: 422, body: { error: { code: 'invoice_has_payments' } } });
    expect(
      (await one<{ status: string }>('select status from memberships where id = $1', [sold.body.id])).status,
    ).toBe('active');
  });
});
