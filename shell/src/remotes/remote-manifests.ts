import { readPageDataBlock } from '../session/page-data-block';
import { type RemoteManifests, readOverrides } from './remote-overrides';

/** The document of remote names to manifest URLs; a remote moves or redeploys with no shell rebuild. */
export const REGISTRY_URL = '/remotes.json';

/** Where the server puts the remotes document into the page it sends (mock-server/src/static/shell-page.ts). */
const PAGE_REGISTRY_ID = 'cloudfit-remotes';

/**
 * The document the page came with, once: it is as fresh as the page. Later reads, and pages
 * served without it (the dev server), ask the server.
 */
function takePageRegistry(): unknown {
  return readPageDataBlock(PAGE_REGISTRY_ID, { take: true });
}

/**
 * The published remotes with this browser's overrides on top. Imports nothing shared: the
 * early-start runtime plugin calls it from main.js, before shared modules are negotiated.
 */
export async function fetchRemoteManifests(): Promise<RemoteManifests> {
  const published = takePageRegistry() ?? (await fetchPublishedManifests());
  return { ...manifestUrlsOf(published), ...readOverrides() };
}

/** The remote names and manifest URLs of a remotes document (keys such as `_releases` say more about them). */
export function manifestUrlsOf(document: unknown): RemoteManifests {
  if (typeof document !== 'object' || document === null) return {};
  return Object.fromEntries(
    Object.entries(document).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('_') && typeof entry[1] === 'string',
    ),
  );
}

export async function fetchPublishedManifests(): Promise<unknown> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** The remotes to register: keys starting with `_` (the document's `_releases`) are not remotes. */
export function asRemotes(manifests: RemoteManifests): { name: string; entry: string }[] {
  return Object.entries(manifests)
    .filter(([name, entry]) => !name.startsWith('_') && typeof entry === 'string')
    .map(([name, entry]) => ({ name, entry }));
}
