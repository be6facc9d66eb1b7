import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyRegistry } from './early-start-runtime-plugin';
import { asRemotes, fetchRemoteManifests, REGISTRY_URL } from './remote-manifests';
import type { RemoteManifests } from './remote-overrides';
import { withTimeout } from './remote-timeout';

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

/**
 * Loads an exposed module, e.g. `loadRemoteModule('remote_studio', './MemberList')`. After a failure
 * the remote is registered afresh so that a retry fetches it again rather than reusing the failure.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const manifests = await loadRegistry();
  const entry = manifests[remote];
  if (!entry) throw new Error(`${remote} is not in ${REGISTRY_URL}`);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const loaded = await withTimeout(loadRemote<T>(id), id);
    if (!loaded) throw new Error(`${id} could not be loaded`);
    return loaded;
  } catch (error) {
    registerRemotes([{ name: remote, entry }], { force: true });
    throw error;
  }
}
