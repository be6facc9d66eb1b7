import Fastify from 'fastify';
import type { Database } from '../db/connection';
import { databaseAnswers, healthRoutes } from './health-routes';

function fakeDatabase(execute: () => Promise<unknown>): Database {
  return { execute } as unknown as Database;
}

describe('databaseAnswers', () => {
  it('is true when the query answers, false when it fails or takes too long', async () => {
    expect(await databaseAnswers(fakeDatabase(async () => ({ rows: [{ '?column?': 1 }] })))).toBe(true);
    expect(
      await databaseAnswers(fakeDatabase(async () => Promise.reject(new Error('connection refused')))),
    ).toBe(false);
    expect(
      await databaseAnswers(
        fakeDatabase(() => new Promise(() => {})),
        50,
      ),
    ).toBe(false);
  });
});

describe('/healthz and /readyz', () => {
  it('say the process is up, and ready only while the database answers', async () => {
    let databaseUp = true;
    const app = Fastify();
    await app.register(healthRoutes, { isDatabaseReady: async () => databaseUp });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });

      databaseUp = false;
      const notReady = await fetch(`${origin}/readyz`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
