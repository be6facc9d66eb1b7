import { remoteLoadFacts } from './remote-load-facts';
import { fetchPublishedManifests, manifestUrlsOf } from './remote-manifests';
import { type RemoteManifests, readOverrides } from './remote-overrides';

/** A navigation asks the server again once this long has passed since it last asked. */
const CHECK_GAP_MS = 60_000;
/** And an idle tab asks this often. */
export const CHECK_INTERVAL_MS = 3 * 60_000;
/** Tests and development shorten the gap with this local storage key. */
const CHECK_GAP_KEY = 'cloudfit:releaseCheckMs';

export function releaseCheckGapMs(): number {
  const configured = Number(globalThis.localStorage?.getItem(CHECK_GAP_KEY));
  return Number.isFinite(configured) && configured > 0 ? configured : CHECK_GAP_MS;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * The remotes this tab has loaded whose published release is now another one: the remotes
 * document names another manifest URL for them (a release lives in a folder of its own). A remote
 * loaded through a developer's override is not compared.
 */
export function newerReleases(
  loaded: Record<string, string>,
  published: RemoteManifests,
  overrides: RemoteManifests = readOverrides(),
): string[] {
  return Object.entries(loaded)
    .filter(([remote, manifestUrl]) => {
      const now = published[remote];
      return !(remote in overrides) && now !== undefined && absolute(now) !== absolute(manifestUrl);
    })
    .map(([remote]) => remote)
    .sort();
}

let lastCheck = performance.now();

/**
 * Asks `/remotes.json` which releases are live now, at most once per gap; undefined when it is too
 * soon or the server does not answer (the next navigation asks again).
 */
export async function checkForNewerReleases(force = false): Promise<string[] | undefined> {
  if (!force && performance.now() - lastCheck < releaseCheckGapMs()) return undefined;
  lastCheck = performance.now();
  const loaded = Object.fromEntries(
    Object.entries(remoteLoadFacts().releases).map(([remote, { manifestUrl }]) => [remote, manifestUrl]),
  );
  if (Object.keys(loaded).length === 0) return [];
  try {
    return newerReleases(loaded, manifestUrlsOf(await fetchPublishedManifests()));
  } catch {
    return undefined;
  }
}
