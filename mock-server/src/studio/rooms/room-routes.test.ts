import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, count, auditCount, editable } = studio;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

describe('rooms', () => {
  const fields = ['centerId', 'name', 'capacity', 'active'];

  it('lists with center filter, sort and search in SQL, exports the same rows', async () => {
    const list = await call('GET', '/rooms?centerId=2&sortBy=capacity&sortDesc=true');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(await count('rooms where center_id = 2'));
    const capacities = list.body.items.map((room: Json) => room.capacity);
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
    expect(list.body.items.every((room: Json) => room.centerId === 2 && room.centerName)).toBe(true);
    const csv = await studio.server.request('/api/v1/rooms/export.csv?centerId=2', { token: studio.client });
    expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(1 + list.body.total);
  });

  it('creates, refuses a duplicate name at the center, updates with version and audit, 409 when stale', async () => {
    const created = await call('POST', '/rooms', {
      centerId: 1,
      name: 'Yoga Loft',
      capacity: 18,
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Yoga Loft', centerName: expect.any(String), version: 1 });
    const duplicate = await call('POST', '/rooms', {
      centerId: 1,
      name: 'yoga loft',
      capacity: 5,
      active: true,
    });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { error: { fields: { name: expect.any(String) } } },
    });
    const unknownCenter = await call('POST', '/rooms', {
      centerId: 999,
      name: 'X',
      capacity: 5,
      active: true,
    });
    expect(unknownCenter.body.error.fields).toEqual({ centerId: 'Choose a branch.' });

    const body = { ...editable(created.body, fields), capacity: 20 };
    const saved = await call('PUT', `/rooms/${created.body.id}`, body);
    expect(saved.body).toMatchObject({ capacity: 20, version: 2 });
    const stale = await call('PUT', `/rooms/${created.body.id}`, { ...body, capacity: 30 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ capacity: 20, version: 2 });
    expect(await auditCount('rooms', created.body.id)).toBe(2);
    expect((await call('PUT', '/rooms/99999', body)).status).toBe(404);
  });
});
