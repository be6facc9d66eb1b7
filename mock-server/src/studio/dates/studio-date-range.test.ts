import { STUDIO_DATE_RANGE } from '@cloudfit/shared/schemas/studio-fields';
import { memberInput } from '../../test-support/member-input';
import { withSalesTestServer } from '../invoices/sales-test-fixtures';

const sales = withSalesTestServer(5);
const { call } = sales;
let roomId: number;
let ptPackId: number;
let invoiceId: number;

beforeAll(async () => {
  const [room] = await sales.server.query<{ id: number }>(
    'select id from rooms where center_id = $1 limit 1',
    [sales.f.centerId],
  );
  roomId = room!.id;
  const sold = await call('POST', `/members/${sales.f.memberId}/memberships`, {
    packageId: sales.f.ptPackageId,
    centerId: sales.f.centerId,
    startDate: new Date().toISOString().slice(0, 10),
    trainerId: sales.f.trainerId,
  });
  expect(sold.status).toBe(201);
  ptPackId = sold.body.membership?.id ?? sold.body.id;
  invoiceId = sold.body.invoice?.id ?? sold.body.invoiceId;
});

const outOfRange = (field: string) => ({
  status: 400,
  body: { error: { code: 'validation_failed', fields: { [field]: STUDIO_DATE_RANGE } } },
});

describe.each([
  ['year 0001', '0001-03-05'],
  ['year 9999', '9999-03-05'],
  ['1999, the day before the range', '1999-12-31'],
])('a studio record dated %s', (_name, day) => {
  it('is refused as a PT session, a class, a closure, an expense or a payment, naming the range', async () => {
    expect(
      await call('POST', '/pt-sessions', {
        memberId: sales.f.memberId,
        trainerId: sales.f.trainerId,
        roomId: null,
        membershipId: ptPackId,
        startsAt: `${day}T02:00:00.000Z`,
        endsAt: `${day}T03:00:00.000Z`,
        notes: null,
      }),
    ).toMatchObject(outOfRange('startsAt'));
    expect(
      await call('POST', '/classes', {
        centerId: sales.f.centerId,
        roomId,
        instructorId: sales.f.trainerId,
        title: 'Far-off yoga',
        description: null,
        capacity: 10,
        creditCost: 1,
        startsAt: `${day}T02:00:00.000Z`,
        endsAt: `${day}T03:00:00.000Z`,
      }),
    ).toMatchObject(outOfRange('startsAt'));
    expect(
      await call('POST', '/closures', {
        centerId: sales.f.centerId,
        startsOn: day,
        endsOn: day,
        reason: 'Typhoon',
      }),
    ).toMatchObject(outOfRange('startsOn'));
    expect(
      await call('POST', '/expenditures', {
        spentOn: day,
        centerId: sales.f.centerId,
        category: 'supplies',
        vendor: 'Far-off Supplies',
        amount: 100_00,
        method: 'cash',
        note: null,
      }),
    ).toMatchObject(outOfRange('spentOn'));
    expect(
      await call('POST', `/invoices/${invoiceId}/payments`, {
        amount: 100_00,
        method: 'cash',
        paidAt: `${day}T02:00:00.000Z`,
      }),
    ).toMatchObject(outOfRange('paidAt'));
  });
});

describe('a birthday', () => {
  it('may be long before 2000, but not in year 0001', async () => {
    const member = memberInput({ firstName: 'Old', lastName: 'Timer', homeCenterId: sales.f.centerId });
    const refused = await call('POST', '/members', { ...member, birthday: '0001-01-01' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { fields: { birthday: 'Enter a birthday after 1900.' } } },
    });
    const taken = await call('POST', '/members', { ...member, birthday: '1948-06-01' });
    expect(taken.status).toBe(201);
  });
});
