import { addDays, dateInZone, daysBetween } from '@cloudfit/shared/domain/calendar-dates';
import { membershipEndDate, membershipStateOn } from '@cloudfit/shared/domain/membership-period';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { MembershipItem, MembershipListItem } from '@cloudfit/shared/schemas/membership.schema';
import { MEMBERSHIP_STATES } from '@cloudfit/shared/schemas/membership.schema';
import { csvRecords } from '../../test-support/csv-records';
import { memberInput } from '../../test-support/member-input';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { createCoupon, createSalesFixtures, type SalesFixtures } from '../invoices/sales-test-fixtures';

let server: TestServer;
let admin: string;
let desk: string;
let f: SalesFixtures;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  f = await createSalesFixtures(server, 10);
  const [center] = await server.query<{ timezone: string }>('select timezone from centers where id = $1', [
    f.centerId,
  ]);
  today = dateInZone(new Date(), center!.timezone);
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

const call = (method: string, pathname: string, body?: unknown, token = desk) =>
  server.api(method, pathname, { body, token });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ n: number }>(`select (${sql})::int as n`, params);
  return row!.n;
}

async function sell(body: Record<string, unknown>, memberId = f.memberId) {
  return call('POST', `/members/${memberId}/memberships`, {
    startDate: today,
    centerId: f.centerId,
    ...body,
  });
}

describe('POST /members/:memberId/memberships', () => {
  it('sells a time package paid in full: membership, issued invoice and payment together', async () => {
    const { status, body } = await sell({
      packageId: f.timePackageId,
      payment: { amount: 9_999_00, method: 'card' },
    });
    // More than the invoice total is refused, and nothing is left behind.
    expect(status).toBe(422);
    expect(body.error.code).toBe('payment_exceeds_balance');

    const before = await count('select count(*) from memberships');
    const sale = await sell({ packageId: f.timePackageId });
    expect(sale.status).toBe(201);
    const membership = sale.body as MembershipItem;
    expect(membership).toMatchObject({
      memberId: f.memberId,
      packageName: 'Sales Test Month',
      kind: 'time',
      centerId: f.centerId,
      startDate: today,
      endDate: addDays(today, 29),
      status: 'active',
      state: 'active',
      creditsTotal: null,
      freezes: [],
      creditMovements: [],
      version: 1,
    });
    expect(await count('select count(*) from memberships')).toBe(before + 1);
    const invoice = (await call('GET', `/invoices/${membership.invoiceId}`)).body as InvoiceItem;
    expect(invoice).toMatchObject({
      status: 'issued',
      subtotal: 120_000,
      paid: 0,
      total: membership.pricePaid,
    });
    expect(invoice.lines).toMatchObject([{ kind: 'package', referenceId: f.timePackageId, quantity: 1 }]);

    const paid = await call('POST', `/invoices/${invoice.id}/payments`, {
      amount: invoice.total,
      method: 'cash',
    });
    expect(paid.body.status).toBe('paid');
    expect(
      await count(
        `select count(*) from audit_log where entity = 'memberships' and entity_id = $1 and action = 'create'`,
        [String(membership.id)],
      ),
    ).toBe(1);
  });

  it('sells a PT pack with a trainer, a coupon and a part payment; credits go on the ledger', async () => {
    await createCoupon(server, { code: 'TST-PT-START', kind: 'fixed', value: 10_000, scope: 'packages' });
    const noTrainer = await sell({ packageId: f.ptPackageId });
    expect(noTrainer).toMatchObject({ status: 422, body: { error: { code: 'trainer_required' } } });

    const sale = await sell({
      packageId: f.ptPackageId,
      trainerId: f.trainerId,
      couponCode: 'tst-pt-start',
      payment: { amount: 50_000, method: 'transfer' },
      notes: 'Tuesdays',
    });
    expect(sale.status).toBe(201);
    const membership = sale.body as MembershipItem;
    const invoice = (await call('GET', `/invoices/${membership.invoiceId}`)).body as InvoiceItem;
    expect(invoice).toMatchObject({
      couponDiscount: 10_000,
      subtotal: 250_000,
      paid: 50_000,
      status: 'partial',
    });
    expect(membership).toMatchObject({
      kind: 'pt',
      trainerId: f.trainerId,
      creditsTotal: 10,
      creditsRemaining: 10,
      endDate: membershipEndDate(today, { durationValue: 3, durationUnit: 'months' }),
      pricePaid: invoice.total,
      notes: 'Tuesdays',
    });
    expect(membership.creditMovements).toMatchObject([
      { delta: 10, reason: 'sale', referenceId: invoice.id },
    ]);
    expect(await count('select count(*) from coupon_redemptions where invoice_id = $1', [invoice.id])).toBe(
      1,
    );
  });

  it('refuses what cannot be sold: 400, 404 and 422, leaving nothing behind', async () => {
    const before = await count('select count(*) from invoices');
    const invalid = await sell({ packageId: 'x', startDate: '2024-02-30' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['packageId', 'startDate']);
    expect((await sell({ packageId: f.timePackageId }, 99_999_999)).status).toBe(404);
    expect(await sell({ packageId: f.timePackageId, startDate: '9999-12-01' })).toMatchObject({
      status: 400,
      body: { error: { fields: { startDate: 'Enter a start date between 2000 and 2099.' } } },
    });
    expect(await sell({ packageId: 99_999_999 })).toMatchObject({
      status: 400,
      body: { error: { fields: { packageId: 'Choose a package.' } } },
    });
    expect(await sell({ packageId: f.inactivePackageId })).toMatchObject({
      status: 422,
      body: { error: { code: 'package_inactive' } },
    });
    expect(await sell({ packageId: f.timePackageId, centerId: f.otherCenterId })).toMatchObject({
      status: 422,
      body: { error: { code: 'package_not_sold_at_center' } },
    });
    expect(await sell({ packageId: f.timePackageId, couponCode: 'NO-SUCH-CODE' })).toMatchObject({
      status: 422,
      body: { error: { code: 'coupon_not_found' } },
    });
    expect(await count('select count(*) from invoices')).toBe(before);
  });
});

describe('freeze, unfreeze, extend, cancel', () => {
  it('moves the end date by the frozen days and back, with versions, abilities and rules', async () => {
    const sold = (await sell({ packageId: f.timePackageId })).body as MembershipItem;
    const id = sold.id;
    const from = addDays(today, 2);
    const to = addDays(today, 11);

    const byDesk = await call('POST', `/memberships/${id}/freeze`, {
      fromDate: from,
      toDate: to,
      reason: 'Trip',
      version: 1,
    });
    expect(byDesk.status).toBe(403);
    const frozen = await call(
      'POST',
      `/memberships/${id}/freeze`,
      { fromDate: from, toDate: to, reason: 'Trip', version: 1 },
      admin,
    );
    expect(frozen).toMatchObject({ status: 200, body: { endDate: addDays(sold.endDate, 10), version: 2 } });
    expect(frozen.body.freezes).toMatchObject([
      { fromDate: from, toDate: to, reason: 'Trip', endedOn: null },
    ]);

    const stale = await call('POST', `/memberships/${id}/extend`, { days: 5, version: 1 }, admin);
    expect(stale).toMatchObject({ status: 409, body: { error: { current: { id, version: 2 } } } });
    const overlap = await call(
      'POST',
      `/memberships/${id}/freeze`,
      { fromDate: addDays(today, 5), toDate: addDays(today, 6), reason: 'Again', version: 2 },
      admin,
    );
    expect(overlap).toMatchObject({ status: 422, body: { error: { code: 'freeze_overlaps' } } });
    const past = await call(
      'POST',
      `/memberships/${id}/freeze`,
      { fromDate: addDays(today, -1), toDate: today, reason: 'Late', version: 2 },
      admin,
    );
    expect(past).toMatchObject({ status: 422, body: { error: { code: 'freeze_in_past' } } });

    const resumed = await call(
      'POST',
      `/memberships/${id}/unfreeze`,
      { resumeOn: addDays(today, 5), version: 2 },
      admin,
    );
    expect(resumed).toMatchObject({ status: 200, body: { endDate: addDays(sold.endDate, 3), version: 3 } });
    expect(resumed.body.freezes[0].endedOn).toBe(addDays(today, 5));
    const notRunning = await call(
      'POST',
      `/memberships/${id}/unfreeze`,
      { resumeOn: addDays(today, 6), version: 3 },
      admin,
    );
    expect(notRunning).toMatchObject({ status: 422, body: { error: { code: 'freeze_not_active' } } });

    const extended = await call('POST', `/memberships/${id}/extend`, { days: 7, version: 3 }, admin);
    expect(extended).toMatchObject({ status: 200, body: { endDate: addDays(sold.endDate, 10), version: 4 } });

    expect((await call('POST', `/memberships/${id}/cancel`, { reason: '', version: 4 }, admin)).status).toBe(
      400,
    );
    const cancelled = await call(
      'POST',
      `/memberships/${id}/cancel`,
      { reason: 'Moved away', version: 4 },
      admin,
    );
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: 'cancelled', state: 'cancelled', cancelReason: 'Moved away', version: 5 },
    });
    const again = await call('POST', `/memberships/${id}/cancel`, { reason: 'Twice', version: 5 }, admin);
    expect(again).toMatchObject({ status: 422, body: { error: { code: 'membership_cancelled' } } });
    expect((await call('POST', '/memberships/99999999/extend', { days: 1, version: 1 }, admin)).status).toBe(
      404,
    );
    expect(
      await count(`select count(*) from audit_log where entity = 'memberships' and entity_id = $1`, [
        String(id),
      ]),
    ).toBe(5);
  });

  it('ends a freeze that started today on the same day: the membership runs again today', async () => {
    const sold = (await sell({ packageId: f.timePackageId })).body as MembershipItem;
    const frozen = await call(
      'POST',
      `/memberships/${sold.id}/freeze`,
      { fromDate: today, toDate: addDays(today, 6), reason: 'Flu', version: 1 },
      admin,
    );
    expect(frozen).toMatchObject({
      status: 200,
      body: { state: 'frozen', endDate: addDays(sold.endDate, 7) },
    });
    const resumed = await call(
      'POST',
      `/memberships/${sold.id}/unfreeze`,
      { resumeOn: today, version: 2 },
      admin,
    );
    expect(resumed).toMatchObject({
      status: 200,
      body: { state: sold.state, endDate: sold.endDate, freezes: [{ fromDate: today, endedOn: today }] },
    });
    const list = await call('GET', `/memberships?memberId=${f.memberId}&perPage=100`);
    expect(list.body.items.find((item: MembershipListItem) => item.id === sold.id).state).toBe(sold.state);
  });

  it('moves the renewal that followed a frozen or extended membership, keeping its length', async () => {
    const created = await call(
      'POST',
      '/members',
      memberInput({ firstName: 'Renewal', lastName: 'Line', homeCenterId: f.centerId }),
      admin,
    );
    expect(created.status).toBe(201);
    const memberId = created.body.id as number;
    const current = (await sell({ packageId: f.timePackageId }, memberId)).body as MembershipItem;
    const renewal = (
      await sell({ packageId: f.timePackageId, startDate: addDays(current.endDate, 1) }, memberId)
    ).body as MembershipItem;
    const renewalDays = daysBetween(renewal.startDate, renewal.endDate);

    const frozen = await call(
      'POST',
      `/memberships/${current.id}/freeze`,
      { fromDate: addDays(today, 2), toDate: addDays(today, 6), reason: 'Trip', version: 1 },
      admin,
    );
    expect(frozen).toMatchObject({ status: 200, body: { endDate: addDays(current.endDate, 5) } });
    const afterFreeze = (await call('GET', `/memberships/${renewal.id}`)).body as MembershipItem;
    expect(afterFreeze).toMatchObject({
      startDate: addDays(current.endDate, 6),
      endDate: addDays(renewal.endDate, 5),
      version: 2,
    });
    expect(daysBetween(afterFreeze.startDate, afterFreeze.endDate)).toBe(renewalDays);

    const extended = await call('POST', `/memberships/${current.id}/extend`, { days: 3, version: 2 }, admin);
    expect(extended).toMatchObject({ status: 200, body: { endDate: addDays(current.endDate, 8) } });
    const afterExtension = (await call('GET', `/memberships/${renewal.id}`)).body as MembershipItem;
    expect(afterExtension).toMatchObject({
      startDate: addDays(current.endDate, 9),
      endDate: addDays(renewal.endDate, 8),
    });
    expect(
      await count(
        `select count(*) from audit_log where entity = 'memberships' and entity_id = $1 and action = 'move'`,
        [String(renewal.id)],
      ),
    ).toBe(2);
  });

  it('lets one of two edits carrying the same version through and answers 409 to the other', async () => {
    const sold = (await sell({ packageId: f.timePackageId })).body as MembershipItem;
    const results = await Promise.all([
      call('POST', `/memberships/${sold.id}/extend`, { days: 3, version: 1 }, admin),
      call('POST', `/memberships/${sold.id}/cancel`, { reason: 'Changed mind', version: 1 }, admin),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const after = (await call('GET', `/memberships/${sold.id}`)).body as MembershipItem;
    expect(after.version).toBe(2);
  });
});

describe('GET /packages/:id/memberships', () => {
  it('shows the price and, apart from it, what is paid of the invoice the membership was sold on', async () => {
    const sale = await sell({ packageId: f.timePackageId, payment: { amount: 50_000, method: 'cash' } });
    expect(sale.status).toBe(201);
    const sold = sale.body as MembershipItem;
    const invoice = (await call('GET', `/invoices/${sold.invoiceId}`)).body as InvoiceItem;
    const page = await call('GET', `/packages/${f.timePackageId}/memberships?perPage=100`, undefined, admin);
    expect(page.status).toBe(200);
    const row = page.body.items.find((item: { id: number }) => item.id === sold.id);
    expect(row).toMatchObject({
      pricePaid: sold.pricePaid,
      invoiceId: sold.invoiceId,
      invoiceNumber: invoice.number,
      invoiceTotal: invoice.total,
      invoicePaid: 50_000,
    });
  });
});

describe('GET /memberships', () => {
  it('filters by member, package and derived state, agreeing with membershipStateOn', async () => {
    const mine = await call('GET', `/memberships?memberId=${f.memberId}&perPage=100`);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(
      await count('select count(*) from memberships where member_id = $1', [f.memberId]),
    );
    expect(mine.body.items.every((item: MembershipListItem) => item.memberId === f.memberId)).toBe(true);

    // A frozen one, for the state filter to find.
    const sold = (await sell({ packageId: f.timePackageId }, f.otherMemberId)).body as MembershipItem;
    await server.query(
      `insert into membership_freezes (membership_id, from_date, to_date, reason) values ($1, $2, $3, 'Test')`,
      [sold.id, addDays(today, -1), addDays(today, 1)],
    );
    const frozen = await call('GET', `/memberships?state=frozen&memberId=${f.otherMemberId}`);
    expect(frozen.body.items.map((item: MembershipListItem) => item.id)).toContain(sold.id);

    const all = await call('GET', '/memberships?perPage=100&sortBy=endDate');
    let sum = 0;
    for (const state of MEMBERSHIP_STATES) {
      const page = await call('GET', `/memberships?state=${state}&perPage=1`);
      expect(page.status).toBe(200);
      sum += page.body.total;
    }
    expect(sum).toBe(all.body.total);

    const sample = all.body.items as MembershipListItem[];
    for (const item of sample.slice(0, 12)) {
      const detail = (await call('GET', `/memberships/${item.id}`)).body as MembershipItem;
      expect([item.id, item.state]).toEqual([item.id, membershipStateOn(detail, detail.freezes, today)]);
    }
    const byPackage = await call('GET', `/memberships?packageId=${f.ptPackageId}`);
    expect(byPackage.body.items.every((item: MembershipListItem) => item.packageId === f.ptPackageId)).toBe(
      true,
    );
    expect((await call('GET', '/memberships?state=sleeping')).status).toBe(400);
    expect((await call('GET', '/memberships/99999999')).status).toBe(404);

    const csv = await server.request(
      `/api/v1/memberships/export.csv?memberId=${f.otherMemberId}&state=frozen`,
      {
        token: desk,
      },
    );
    const records = await csvRecords(csv);
    expect(records).toHaveLength(frozen.body.total);
    const [center] = await server.query<{ name: string }>(
      'select c.name from memberships m join centers c on c.id = m.center_id where m.id = $1',
      [sold.id],
    );
    expect(records.map((record) => record.Center)).toContain(center!.name);
  });
});
