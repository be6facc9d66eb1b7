import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { loginFailures } from '../db/schema';

/**
 * Counts failed sign-ins per (IP, email) in a sliding window, in the database, so the limit holds
 * across API processes sharing it and across restarts. Only failures count, so staff (and browser
 * tests) who sign in correctly many times are never locked out. Time is the database's clock, the
 * one clock every process shares.
 */
export class FailedLoginLimiter {
  private readonly window: ReturnType<typeof sql>;

  constructor(
    private readonly db: Database,
    private readonly maxFailures: number,
    windowMs: number,
  ) {
    this.window = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  }

  private matches(ip: string, email: string) {
    return and(eq(loginFailures.ip, ip), eq(loginFailures.email, email.toLowerCase()));
  }

  async isBlocked(ip: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(this.matches(ip, email), gt(loginFailures.at, this.window)));
    return (row?.failures ?? 0) >= this.maxFailures;
  }

  /** Records a failure and drops this pair's failures that fell out of the window. */
  async recordFailure(ip: string, email: string): Promise<void> {
    await this.db.insert(loginFailures).values({ ip, email: email.toLowerCase() });
    await this.db
      .delete(loginFailures)
      .where(and(this.matches(ip, email), lte(loginFailures.at, this.window)));
  }

  async clear(ip: string, email: string): Promise<void> {
    await this.db.delete(loginFailures).where(this.matches(ip, email));
  }
}
