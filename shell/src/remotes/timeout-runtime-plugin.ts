import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's own loaders: its script loader has a hard-coded 20 s timeout and its
 * manifest fetch none at all. This gives both twice the configured remote timeout: they only end
 * requests that hang. The screen's own timer (remote-timeout.ts) decides and tells the user, and it
 * must fire first, even for a request the early start sent before the screen began waiting.
 *
 * Runtime plugins run before shared modules are negotiated, so this file imports nothing shared:
 * remote-timeout.ts publishes the timeout on `globalThis` before any remote is loaded.
 */
export const REMOTE_TIMEOUT_GLOBAL = '__cloudfitRemoteTimeoutMs';

function hangingRequestTimeoutMs(): number | undefined {
  const source = (globalThis as Record<string, unknown>)[REMOTE_TIMEOUT_GLOBAL];
  return typeof source === 'function' ? 2 * (source as () => number)() : undefined;
}

export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cloudfit-remote-timeout',
    createScript() {
      const timeout = hangingRequestTimeoutMs();
      return timeout ? { timeout } : undefined;
    },
    fetch(url, init) {
      const timeout = hangingRequestTimeoutMs();
      return timeout ? fetch(url, { ...init, signal: AbortSignal.timeout(timeout) }) : undefined;
    },
  };
}
