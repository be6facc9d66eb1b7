import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection';

/** A database that has not answered `select 1` within this time is not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query in time. */
export async function databaseAnswers(db: Database, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer or an orchestrator: `/healthz` says the process is up (restart it when not),
 * `/readyz` says it can serve requests because the database answers (send it none while 503).
 */
export const healthRoutes: FastifyPluginAsync<{
  isDatabaseReady: () => Promise<boolean>;
  /** True once the process is shutting down: not ready, whatever the database says. */
  isDraining?: () => boolean;
}> = async (app, { isDatabaseReady, isDraining = () => false }) => {
  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'up' }),
  );
  app.get('/readyz', hidden, async (_request, reply) => {
    if (isDraining()) {
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'shutting down' });
    }
    const ready = await isDatabaseReady();
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'database unavailable' });
  });
};
