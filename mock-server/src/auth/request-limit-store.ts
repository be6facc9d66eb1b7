import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { requestLimitHits } from '../db/schema';

/** What @fastify/rate-limit expects of a store's count: requests so far and milliseconds left in the window. */
type Count = { current: number; ttl: number };
type CountCallback = (error: Error | null, count?: Count) => void;

/** How often an increment also deletes the keys whose window ended over an hour ago. */
const SWEEP_ONE_IN = 200;

/**
 * A @fastify/rate-limit store in the database: one upsert per limited request counts it in a fixed
 * window per key (route and client address), so every API process on the database sees the same
 * count. Time is the database's clock, the one clock every process shares. In memory (the plugin's
 * default) each process kept its own count and a client got N times the limit from N processes.
 */
export function databaseRequestLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRequestLimitStore {
    private readonly route: string;

    /** The plugin builds one with its options, then a child per limited route. */
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }

    /** Called with the route's limit options, its route under `routeInfo` (not as the plugin's types say). */
    child(routeOptions: object) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      const { method, url } = routeInfo ?? {};
      return new DatabaseRequestLimitStore(url ? `${[method].flat().join(',')} ${url} ` : this.route);
    }

    incr(client: string, callback: CountCallback, timeWindowMs: number): void {
      this.increment(`${this.route}${client}`, timeWindowMs).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    private async increment(key: string, timeWindowMs: number): Promise<Count> {
      const window = sql`make_interval(secs => ${timeWindowMs / 1000})`;
      const ended = sql`${requestLimitHits.windowStart} + ${window} <= now()`;
      const [row] = await db
        .insert(requestLimitHits)
        .values({ key, hits: 1 })
        .onConflictDoUpdate({
          target: requestLimitHits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${requestLimitHits.hits} + 1 end`,
            windowStart: sql`case when ${ended} then now() else ${requestLimitHits.windowStart} end`,
          },
        })
        .returning({
          hits: requestLimitHits.hits,
          ttlMs: sql<number>`greatest(0, extract(epoch from ${requestLimitHits.windowStart} + ${window} - now()) * 1000)::float8`,
        });
      if (Math.random() * SWEEP_ONE_IN < 1) {
        // Not waited for: the request is counted; a failed sweep is retried by a later one.
        db.delete(requestLimitHits)
          .where(lt(requestLimitHits.windowStart, sql`now() - interval '1 hour'`))
          .catch(() => undefined);
      }
      return { current: row!.hits, ttl: Math.ceil(Number(row!.ttlMs)) };
    }
  };
}
