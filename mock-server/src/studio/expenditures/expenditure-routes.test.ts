import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, count, auditCount } = studio;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

describe('expenditures', () => {
  it('filters by period, center and category, and totals each month by category', async () => {
    const list = await call('GET', '/expenditures?from=2026-01-01&to=2026-06-30&centerId=1&category=rent');
    expect(list.body.total).toBe(
      await count(
        `expenditures where spent_on between '2026-01-01' and '2026-06-30' and center_id = 1 and category = 'rent'`,
      ),
    );
    const totals = await call('GET', '/expenditures/monthly-totals?from=2026-01-01&to=2026-06-30&centerId=1');
    expect(totals.status).toBe(200);
    const [sum] = await studio.server.query<{ total: string }>(
      `select coalesce(sum(amount), 0)::text as total from expenditures where spent_on between '2026-01-01' and '2026-06-30' and center_id = 1`,
    );
    expect(totals.body.total).toBe(Number(sum!.total));
    const rentSum = totals.body.items
      .filter((row: Json) => row.category === 'rent')
      .reduce((total: number, row: Json) => total + row.amount, 0);
    expect(totals.body.byCategory.rent ?? 0).toBe(rentSum);
    expect((await call('GET', '/expenditures/monthly-totals?from=2026-02-01&to=2026-01-01')).status).toBe(
      400,
    );
  });

  it('records and corrects an expenditure with version and audit', async () => {
    const input = {
      spentOn: '2026-11-01',
      centerId: 2,
      category: 'supplies',
      vendor: 'Costco',
      amount: 12300,
      method: 'card',
      note: null,
    };
    const created = await call('POST', '/expenditures', input);
    expect(created).toMatchObject({ status: 201, body: { staffId: 1, version: 1 } });
    const saved = await call('PUT', `/expenditures/${created.body.id}`, {
      ...input,
      amount: 12000,
      version: 1,
    });
    expect(saved.body).toMatchObject({ amount: 12000, version: 2 });
    expect(await auditCount('expenditures', created.body.id)).toBe(2);
    expect((await call('POST', '/expenditures', input, studio.client)).status).toBe(403);
  });

  it('refuses an amount too large to be an expense by saying so, with the largest amount, never a 500', async () => {
    const input = {
      spentOn: '2026-11-01',
      centerId: 2,
      category: 'supplies',
      vendor: 'Costco',
      method: 'card',
      note: null,
    };
    // 99,999,999,999,999.00 and a number past JavaScript's exact integers.
    for (const amount of [9_999_999_999_999_900, 1e22, 1_000_000_001]) {
      const refused = await call('POST', '/expenditures', { ...input, amount });
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { fields: { amount: 'Enter an amount of at most 10,000,000.' } } },
      });
    }
    expect((await call('POST', '/expenditures', { ...input, amount: 1_000_000_000 })).status).toBe(201);
  });
});
