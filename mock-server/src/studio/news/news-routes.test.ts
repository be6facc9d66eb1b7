import { csvRecords } from '../../test-support/csv-records';
import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, auditCount } = studio;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

describe('news', () => {
  it('counts what a reader has not seen: the current news shown after their last look', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const created = await call('POST', '/news', {
      title: 'Unread since',
      body: 'New',
      centerIds: [1],
      publishAt: '2020-01-01T00:00:00Z',
      expiresAt: null,
      pinned: false,
      status: 'published',
    });
    expect(created.status).toBe(201);
    const unread = await call(
      'GET',
      `/news?current=true&perPage=100&shownAfter=${encodeURIComponent(before)}`,
    );
    expect(unread.body.items.map((item: Json) => item.id)).toContain(created.body.id);
    const later = new Date(Date.parse(created.body.updatedAt) + 1000).toISOString();
    const seen = await call('GET', `/news?current=true&perPage=100&shownAfter=${encodeURIComponent(later)}`);
    expect(seen.body.items.map((item: Json) => item.id)).not.toContain(created.body.id);
    const all = await call('GET', '/news?current=true&perPage=1');
    expect(all.body.total).toBeGreaterThan(seen.body.total);
    expect((await call('GET', '/news?shownAfter=yesterday')).status).toBe(400);
  });

  it('creates, lists current news for a center, updates with version, deletes with audit', async () => {
    const input = {
      title: 'Pool closed',
      body: '**Sorry**',
      centerIds: [2],
      publishAt: '2020-01-01T00:00:00Z',
      expiresAt: null,
      pinned: true,
      status: 'published',
    };
    const created = await call('POST', '/news', input);
    expect(created).toMatchObject({ status: 201, body: { centerIds: [2], authorId: 1, version: 1 } });
    const current = await call('GET', '/news?current=true&centerId=2&perPage=100', undefined, studio.client);
    expect(current.body.items.map((n: Json) => n.id)).toContain(created.body.id);
    const atOther = await call('GET', '/news?centerId=1&perPage=100');
    expect(atOther.body.items.map((n: Json) => n.id)).not.toContain(created.body.id);
    const exported = await csvRecords(
      await studio.server.request('/api/v1/news/export.csv?q=pool%20closed', { token: studio.admin }),
    );
    const [center] = await studio.server.query<{ name: string }>('select name from centers where id = 2');
    expect(exported.map((row) => row.Centers)).toContain(center!.name);

    const saved = await call('PUT', `/news/${created.body.id}`, { ...input, status: 'draft', version: 1 });
    expect(saved.body).toMatchObject({ status: 'draft', version: 2 });
    expect((await call('DELETE', `/news/${created.body.id}`, undefined, studio.client)).status).toBe(403);
    expect((await call('DELETE', `/news/${created.body.id}`)).status).toBe(204);
    expect((await call('GET', `/news/${created.body.id}`)).status).toBe(404);
    expect(await auditCount('news', created.body.id)).toBe(3);
  });
});
