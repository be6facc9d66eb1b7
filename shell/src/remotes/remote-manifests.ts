import { type RemoteManifests, readOverrides } from './remote-overrides';

/** The document of remote names to manifest URLs; a remote moves or redeploys with no shell rebuild. */
export const REGISTRY_URL = '/remotes.json';

/**
 * The published remotes with this browser's overrides on top. Imports nothing shared: the
 * early-start runtime plugin calls it from main.js, before shared modules are negotiated.
 */
export async function fetchRemoteManifests(): Promise<RemoteManifests> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  const published = (await response.json()) as RemoteManifests;
  return { ...published, ...readOverrides() };
}

export function asRemotes(manifests: RemoteManifests): { name: string; entry: string }[] {
  return Object.entries(manifests).map(([name, entry]) => ({ name, entry }));
}
