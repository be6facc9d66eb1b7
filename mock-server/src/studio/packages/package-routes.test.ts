import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, count, auditCount } = studio;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

describe('packages', () => {
  it('lists by center and kind, with memberships sold counted per package', async () => {
    const list = await call(
      'GET',
      '/packages?centerId=1&kind=sessions&perPage=100',
      undefined,
      studio.client,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.every((p: Json) => p.kind === 'sessions' && p.centerIds.includes(1))).toBe(true);
    const [top] = await studio.server.query<{ package_id: number; sold: number }>(
      'select package_id, count(*)::int as sold from memberships group by package_id order by 2 desc limit 1',
    );
    const one = await call('GET', `/packages/${top!.package_id}`, undefined, studio.client);
    expect(one.body.membershipsSold).toBe(top!.sold);
  });

  it('lists the memberships sold on a package with their usage', async () => {
    const [row] = await studio.server.query<{ package_id: number; sold: number }>(
      `select package_id, count(*)::int as sold from memberships where kind = 'sessions' group by package_id order by 2 desc limit 1`,
    );
    const page = await call('GET', `/packages/${row!.package_id}/memberships?perPage=5`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(row!.sold);
    expect(page.body.items).toHaveLength(Math.min(5, row!.sold));
    for (const item of page.body.items) {
      expect(item.creditsUsed).toBe(item.creditsTotal - item.creditsRemaining);
      expect(item.memberName).toEqual(expect.any(String));
    }
    expect((await call('GET', '/packages/99999/memberships')).status).toBe(404);
  });

  it('a PT pack names its trainer (an active one); no other kind has one', async () => {
    const [trainer] = await studio.server.query<{ id: number; full_name: string }>(
      'select id, full_name from staff where is_trainer and active order by id limit 1',
    );
    const [desk] = await studio.server.query<{ id: number }>(
      'select id from staff where not is_trainer order by id limit 1',
    );
    const pt = {
      kind: 'pt',
      name: 'PT 8 with a coach',
      description: null,
      durationValue: 2,
      durationUnit: 'months',
      credits: 8,
      price: 800000,
      currency: 'TWD',
      centerIds: [1],
      active: true,
      trainerId: trainer!.id,
    };
    const created = await call('POST', '/packages', pt);
    expect(created).toMatchObject({
      status: 201,
      body: { trainerId: trainer!.id, trainerName: trainer!.full_name },
    });
    const listed = await call('GET', `/packages?q=${encodeURIComponent(pt.name)}`);
    expect(listed.body.items[0]).toMatchObject({ trainerId: trainer!.id, trainerName: trainer!.full_name });

    const notATrainer = await call('POST', '/packages', { ...pt, trainerId: desk!.id });
    expect(notATrainer.body.error.fields).toEqual({ trainerId: 'Choose an active trainer.' });
    const notPt = await call('POST', '/packages', { ...pt, kind: 'sessions' });
    expect(notPt.body.error.fields).toEqual({ trainerId: 'Only a PT pack has a trainer.' });
    const withoutOne = await call('POST', '/packages', { ...pt, name: 'PT any coach', trainerId: undefined });
    expect(withoutOne).toMatchObject({ status: 201, body: { trainerId: null, trainerName: null } });
  });

  it('creates and edits a package with its centers; the front desk may not set prices', async () => {
    const input = {
      kind: 'pt',
      name: 'PT 5 pack',
      description: null,
      durationValue: 2,
      durationUnit: 'months',
      credits: 5,
      price: 900000,
      currency: 'TWD',
      centerIds: [1, 2],
      active: true,
    };
    expect((await call('POST', '/packages', input, studio.client)).status).toBe(403);
    const created = await call('POST', '/packages', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ centerIds: [1, 2], membershipsSold: 0, version: 1 });
    const {
      id: _id,
      membershipsSold: _m,
      trainerName: _t,
      createdAt: _c,
      updatedAt: _u,
      ...body
    } = created.body;
    expect(
      (await call('PUT', `/packages/${created.body.id}`, { ...body, price: 100 }, studio.client)).status,
    ).toBe(403);
    const saved = await call('PUT', `/packages/${created.body.id}`, {
      ...body,
      centerIds: [3],
      active: false,
    });
    expect(saved.body).toMatchObject({ centerIds: [3], active: false, version: 2 });
    expect(await count('package_centers where package_id = $1', [created.body.id])).toBe(1);
    expect(await auditCount('packages', created.body.id)).toBe(2);
  });
});
