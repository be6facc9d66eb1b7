/**
 * Counts failed sign-ins per (IP, email) in a sliding window, in memory. Only failures count, so
 * staff (and browser tests) who sign in correctly many times are never locked out.
 */
export class FailedLoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private key(ip: string, email: string): string {
    return `${ip}\n${email.toLowerCase()}`;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  isBlocked(ip: string, email: string, now = Date.now()): boolean {
    return this.recent(this.key(ip, email), now).length >= this.maxFailures;
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    const key = this.key(ip, email);
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  clear(ip: string, email: string): void {
    this.failures.delete(this.key(ip, email));
  }
}
