import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteManifests, readOverrides } from './remote-overrides';
import { withTimeout } from './remote-timeout';

/** The document of remote names to manifest URLs; a remote moves or redeploys with no shell rebuild. */
const REGISTRY_URL = '/remotes.json';

let registry: Promise<RemoteManifests> | null = null;

async function fetchRegistry(): Promise<RemoteManifests> {
  const response = await withTimeout(fetch(REGISTRY_URL, { cache: 'no-cache' }), REGISTRY_URL);
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  const published = (await response.json()) as RemoteManifests;
  const manifests = { ...published, ...readOverrides() };
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
  return manifests;
}

/** Fetches and registers the remotes once; a failed fetch is tried again on the next call. */
export function loadRegistry(): Promise<RemoteManifests> {
  if (!registry) {
    registry = fetchRegistry().catch((error: unknown) => {
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
