import { useStudioTestServer } from '../test-support/studio-test-server';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;

async function one<Row>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await studio.server.query<Row>(text, params);
  return row!;
}

describe('messages', () => {
  it('a versioned update of a missing record names that resource', async () => {
    const room = await call('PUT', '/rooms/999999', {
      centerId: 1,
      name: 'Nowhere',
      capacity: 10,
      active: true,
      version: 1,
    });
    expect(room).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: 'Room not found' } },
    });
    const settings = (await call('GET', '/settings')).body;
    const { updatedAt: _updatedAt, ...fields } = settings;
    const center = await call('PUT', '/centers/999999', {
      name: 'Nowhere',
      code: 'NOWHERE',
      address: 'None',
      phone: '02-0000-0000',
      timezone: fields.timeZone,
      openingHours: [],
      active: true,
      version: 1,
    });
    expect(center).toMatchObject({ status: 404, body: { error: { message: 'Center not found' } } });
  });

  it('the expenditure CSV names the branch, not its id', async () => {
    const center = await one<{ name: string }>(
      'select c.name from expenditures e join centers c on c.id = e.center_id order by e.spent_on desc, e.id desc limit 1',
    );
    const csv = await call('GET', '/expenditures/export.csv?sortBy=spentOn&sortDesc=true');
    expect(csv.status).toBe(200);
    const [header, first] = (csv.body as string).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain('Center');
    expect(first).toContain(center.name);
  });
});
