import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { checkInList } from '../studio/check-ins/check-in-queries';
import type { Database } from './connection';
import { EXPORT_BATCH_ROWS, keysetBatches, listExportBatches } from './list-export';

/** A query builder's chain that answers `result()` when awaited. */
function answering(result: () => unknown): PgSelect {
  const chain = {
    where: () => chain,
    orderBy: () => chain,
    limit: () => chain,
    // biome-ignore lint/suspicious/noThenProperty: it stands for drizzle's awaitable query builder.
    then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
      Promise.resolve().then(result).then(resolve, reject),
  };
  return chain as unknown as PgSelect;
}

describe('an export read in batches', () => {
  it('lets a request that arrives during one read run before the next read', async () => {
    const events: string[] = [];
    let reads = 0;
    const batches = keysetBatches([{ expression: sql`id`, descending: false }], 100, 10, async () => {
      reads += 1;
      events.push(`read ${reads}`);
      // A desk's request arriving while the statement runs: the event loop hands it over next.
      if (reads === 1) setImmediate(() => events.push('desk request'));
      const ids = reads < 4 ? Array.from({ length: 10 }, (_, index) => reads * 10 + index) : [];
      return { rows: ids, keys: ids.map((id) => [id]) };
    });
    // The response stream takes batches as fast as they come (a client that reads fast).
    for await (const _batch of batches);
    // The fifth read is the one past the leading key's range, after the fourth came back short.
    expect(events).toEqual(['read 1', 'desk request', 'read 2', 'read 3', 'read 4', 'read 5']);
  });

  it("lets a request that arrives during one read of a list's rows run before the next read", async () => {
    const events: string[] = [];
    let rowReads = 0;
    const ids = Array.from({ length: 3 * EXPORT_BATCH_ROWS }, (_, index) => index + 1);
    let keysRead = false;
    const source = {
      definition: checkInList,
      count: () =>
        answering(() => {
          events.push('keys');
          const found = keysRead ? [] : ids.map((id) => ({ value: ['2026-06-01T10:00:00Z', id] }));
          keysRead = true;
          return found;
        }),
      rows: () =>
        answering(() => {
          rowReads += 1;
          events.push(`rows ${rowReads}`);
          if (rowReads === 1) setImmediate(() => events.push('desk request'));
          return ids.slice(0, EXPORT_BATCH_ROWS).map((id) => ({ id }));
        }),
      toItem: (row: { id: number }) => row,
    };
    const batches = listExportBatches(
      {} as Database,
      source as never,
      { page: 1, perPage: 10, sortDesc: false },
      10_000,
    );
    for await (const _batch of batches);
    expect(events.slice(0, 4)).toEqual(['keys', 'rows 1', 'desk request', 'rows 2']);
  });
});
