import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's own loaders: its script loader has a hard-coded 20 s timeout and its
 * manifest fetch none at all. This gives both the configured remote timeout.
 *
 * Runtime plugins run before shared modules are negotiated, so this file imports nothing shared:
 * remote-timeout.ts publishes the timeout on `globalThis` before any remote is loaded.
 */
export const REMOTE_TIMEOUT_GLOBAL = '__cloudfitRemoteTimeoutMs';

function configuredTimeoutMs(): number | undefined {
  const source = (globalThis as Record<string, unknown>)[REMOTE_TIMEOUT_GLOBAL];
  return typeof source === 'function' ? (source as () => number)() : undefined;
}

export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cloudfit-remote-timeout',
    createScript() {
      const timeout = configuredTimeoutMs();
      return timeout ? { timeout } : undefined;
    },
    fetch(url, init) {
      const timeout = configuredTimeoutMs();
      return timeout ? fetch(url, { ...init, signal: AbortSignal.timeout(timeout) }) : undefined;
    },
  };
}
