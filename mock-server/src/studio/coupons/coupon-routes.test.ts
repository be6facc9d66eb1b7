import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call } = studio;

describe('coupons', () => {
  it('counts redemptions and sorts by them', async () => {
    const list = await call('GET', '/coupons?sortBy=redemptions&sortDesc=true', undefined, studio.client);
    const [top] = await studio.server.query<{ coupon_id: number; used: number }>(
      'select coupon_id, count(*)::int as used from coupon_redemptions group by 1 order by 2 desc, 1 desc limit 1',
    );
    expect(list.body.items[0].redemptions).toBe(top!.used);
  });

  it('stores codes in capitals, refuses a duplicate code, and saves with version', async () => {
    const input = {
      code: 'spring-25',
      description: 'Spring',
      kind: 'percent',
      value: 25,
      scope: 'packages',
      validFrom: '2027-03-01',
      validTo: '2027-03-31',
      totalLimit: 100,
      perMemberLimit: 1,
      minAmount: null,
      active: true,
    };
    const created = await call('POST', '/coupons', input);
    expect(created).toMatchObject({ status: 201, body: { code: 'SPRING-25', redemptions: 0 } });
    expect((await call('POST', '/coupons', input)).body.error.fields).toEqual({
      code: 'Another coupon already has this code.',
    });
    const saved = await call('PUT', `/coupons/${created.body.id}`, { ...input, active: false, version: 1 });
    expect(saved.body).toMatchObject({ active: false, version: 2 });
  });
});
