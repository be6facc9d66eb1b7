import { useStudioTestServer } from '../../test-support/studio-test-server';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();

async function one<Row>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await studio.server.query<Row>(text, params);
  return row!;
}

describe('signed documents', () => {
  it('cannot be changed or deleted in the database itself', async () => {
    const document = await one<{ id: number; typed_name: string }>(
      'select id, typed_name from signed_documents order by id limit 1',
    );
    expect(document).toBeDefined();

    await expect(
      studio.server.query(`update signed_documents set typed_name = 'Someone else' where id = $1`, [
        document.id,
      ]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      studio.server.query('delete from signed_documents where id = $1', [document.id]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    expect(
      (
        await one<{ typed_name: string }>('select typed_name from signed_documents where id = $1', [
          document.id,
        ])
      ).typed_name,
    ).toBe(document.typed_name);
  });
});
