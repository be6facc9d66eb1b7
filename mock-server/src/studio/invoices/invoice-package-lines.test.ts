import type { Locale } from '@cloudfit/shared/constants';
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

interface MembershipRow {
  package_id: number;
  start_date: string;
  end_date: string;
  price_paid: number;
  trainer_id: number | null;
  credits_total: number | null;
}

function membershipsOf(invoiceId: number) {
  return studio.server.query<MembershipRow>(
    `select package_id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
       price_paid::int as price_paid, trainer_id, credits_total
     from memberships where invoice_id = $1 order by id`,
    [invoiceId],
  );
}

const newMember = (lastName: string, preferredLanguage?: Locale) =>
  studio.createMember(lastName, { homeCenterId: sales.centerId, preferredLanguage });

function packageLine(packageId: number, extra: Record<string, unknown> = {}) {
  return { kind: 'package', referenceId: packageId, quantity: 1, discount: 0, ...extra };
}

describe('a package line on an invoice', () => {
  it('sells its membership as the sale does: start date, end date, credits, trainer and price', async () => {
    const member = await newMember('Lines');
    const invoice = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [
        packageLine(sales.timePackageId, { startDate: '2031-04-01' }),
        packageLine(sales.ptPackageId, { trainerId: sales.trainerId }),
        { kind: 'product', referenceId: sales.productId, quantity: 1 },
      ],
    });

    expect(invoice.status).toBe(201);
    const [time, pt] = await membershipsOf(invoice.body.id);
    expect(time).toMatchObject({
      package_id: sales.timePackageId,
      start_date: '2031-04-01',
      end_date: '2031-04-30',
      price_paid: invoice.body.lines[0].total,
    });
    expect(pt).toMatchObject({ package_id: sales.ptPackageId, trainer_id: sales.trainerId });
    expect(pt!.credits_total).toBeGreaterThan(0);
    expect(invoice.body.lines[0]).toMatchObject({ startDate: '2031-04-01', trainerId: null });
  });

  it('starts the day after the current membership of the same kind when no date is given', async () => {
    const member = await newMember('After');
    const first = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [packageLine(sales.timePackageId, { startDate: '2031-06-01' })],
    });
    expect(first.status).toBe(201);

    const second = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [packageLine(sales.timePackageId)],
    });

    expect((await membershipsOf(second.body.id))[0]).toMatchObject({ start_date: '2031-07-01' });
  });

  it('in a draft creates nothing until the draft is issued', async () => {
    const member = await newMember('Draft');
    const draft = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: false,
      lines: [packageLine(sales.timePackageId, { startDate: '2031-09-01' })],
    });
    expect(draft.status).toBe(201);
    expect(await membershipsOf(draft.body.id)).toEqual([]);

    const issued = await call('POST', `/invoices/${draft.body.id}/issue`, { version: draft.body.version });

    expect(issued.status).toBe(200);
    expect(await membershipsOf(draft.body.id)).toEqual([
      expect.objectContaining({ start_date: '2031-09-01', end_date: '2031-09-30' }),
    ]);
  });

  it('is refused for a personal training package without a trainer, and sells one membership a line', async () => {
    const member = await newMember('Refused');
    const noTrainer = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [packageLine(sales.ptPackageId)],
    });
    expect(noTrainer).toMatchObject({ status: 422, body: { error: { code: 'trainer_required' } } });

    const two = await call('POST', '/invoices', {
      memberId: member.id,
      centerId: sales.centerId,
      issue: true,
      lines: [packageLine(sales.timePackageId, { quantity: 2 })],
    });
    expect(two.status).toBe(400);
    expect(two.body.error.fields).toHaveProperty(['lines.0.quantity']);
    const invoices = await studio.server.query('select id from invoices where member_id = $1', [member.id]);
    expect(invoices).toEqual([]);
  });

  it('leaves every issued package line in the database with the membership it pays for', async () => {
    const unpaid = await studio.server.query<{ count: number }>(
      `select count(*)::int as count from invoice_lines l join invoices i on i.id = l.invoice_id
       where l.kind = 'package' and i.status <> 'draft'
         and not exists (select 1 from memberships m where m.invoice_id = i.id and m.package_id = l.reference_id)`,
    );
    expect(unpaid[0]!.count).toBe(0);
  });
});
