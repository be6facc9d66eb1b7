import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteTimeoutMs } from './remote-timeout';

/**
 * The federation runtime's own loaders: its script loader has a hard-coded 20 s timeout and its
 * manifest fetch none at all. This gives both the configured remote timeout.
 */
export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cloudfit-remote-timeout',
    createScript() {
      return { timeout: remoteTimeoutMs() };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(remoteTimeoutMs()) });
    },
  };
}
