import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyRegistry } from './early-start-runtime-plugin';
import { diagnoseRemoteFailure, RemoteLoadError } from './remote-failure';
import { asRemotes, fetchRemoteManifests, REGISTRY_URL } from './remote-manifests';
import type { RemoteManifests } from './remote-overrides';
import { RemoteTimeoutError, withTimeout } from './remote-timeout';

let registry: Promise<RemoteManifests> | null = null;

async function fetchRegistry(): Promise<RemoteManifests> {
  const manifests = await withTimeout(fetchRemoteManifests(), REGISTRY_URL);
  registerRemotes(asRemotes(manifests));
  return manifests;
}

/**
 * Fetches and registers the remotes once (the early-start plugin may have done both while the shell
 * started); a failed fetch is tried again on the next call.
 */
export function loadRegistry(): Promise<RemoteManifests> {
  if (!registry) {
    const early = takeEarlyRegistry();
    registry = (early ? withTimeout(early, REGISTRY_URL) : fetchRegistry()).catch((error: unknown) => {
      registry = null;
      throw error;
    });
  }
  return registry;
}

/** How long each remote's first module took to load, in ms, for the diagnostics panel. */
export const remoteLoadTimes: Record<string, number> = {};

/**
 * Loads an exposed module, e.g. `loadRemoteModule('remote_studio', './MemberList')`. A failure is
 * thrown as a RemoteLoadError that says why; the remote is then registered afresh so that a retry
 * fetches it again rather than reusing the failure.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const manifests = await loadRegistry().catch((error: unknown) => {
    throw new RemoteLoadError(
      remote,
      error instanceof RemoteTimeoutError
        ? { kind: 'timeout', timeoutMs: error.timeoutMs }
        : { kind: 'unreachable', url: new URL(REGISTRY_URL, window.location.href).href },
      error,
    );
  });
  const entry = manifests[remote];
  if (!entry) throw new Error(`${remote} is not in ${REGISTRY_URL}`);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const startedAt = performance.now();
  try {
    const loaded = await withTimeout(loadRemote<T>(id), id);
    if (!loaded) throw new Error(`${id} could not be loaded`);
    remoteLoadTimes[remote] ??= Math.round(performance.now() - startedAt);
    return loaded;
  } catch (error) {
    registerRemotes([{ name: remote, entry }], { force: true });
    throw new RemoteLoadError(remote, await diagnoseRemoteFailure(entry, error), error);
  }
}
