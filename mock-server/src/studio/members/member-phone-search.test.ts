import { useStudioTestServer } from '../../test-support/studio-test-server';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;

describe('phone search', () => {
  it.each(['0987654321', '0987 654 321', '0987-654-321', '(0987) 654-321'])(
    'finds the member stored as 0987-654-321 with %s',
    async (q) => {
      const [member] = await studio.server.query<{ id: number }>(
        `insert into members (member_number, first_name, last_name, phone, home_center_id)
         values ('PHONE-' || $1, 'Phone', 'Searcher', '0987-654-321', 1)
         on conflict (member_number) do update set phone = excluded.phone returning id`,
        ['ONE'],
      );
      const found = await call('GET', `/members?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.items.map((item: { id: number }) => item.id)).toContain(member!.id);
    },
  );

  it('still finds members by surname', async () => {
    const found = await call('GET', '/members?q=Searcher');
    expect(found.body.items.map((item: { lastName: string }) => item.lastName)).toContain('Searcher');
  });
});
