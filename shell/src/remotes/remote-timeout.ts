import { REMOTE_LOAD_TIMEOUT_MS } from '@cloudfit/shared/constants';
import { REMOTE_TIMEOUT_GLOBAL } from './timeout-runtime-plugin';

const TIMEOUT_KEY = 'cloudfit:remoteTimeoutMs';

/**
 * How long loading a remote (manifest, entry script, chunks) may take: 120 s (docs/product.md, Limits and timings), or a
 * shorter value set in local storage under `cloudfit:remoteTimeoutMs` for tests and development.
 */
export function remoteTimeoutMs(): number {
  const configured = Number(globalThis.localStorage?.getItem(TIMEOUT_KEY));
  return Number.isFinite(configured) && configured > 0 ? configured : REMOTE_LOAD_TIMEOUT_MS;
}

(globalThis as Record<string, unknown>)[REMOTE_TIMEOUT_GLOBAL] = remoteTimeoutMs;

export class RemoteTimeoutError extends Error {
  constructor(
    readonly what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} did not load within ${timeoutMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, what: string, timeoutMs = remoteTimeoutMs()): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
