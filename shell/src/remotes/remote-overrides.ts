import { overrideAllowed } from './override-origins';

const OVERRIDES_KEY = 'cloudfit:remoteOverrides';
const PARAM_PREFIX = 'remote.';

export type RemoteManifests = Record<string, string>;

function storedOverrides(): RemoteManifests {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as RemoteManifests) : {};
  } catch {
    return {};
  }
}

/** The remembered overrides whose manifest URL is still allowed (the allowed origins may have changed). */
export function readOverrides(): RemoteManifests {
  return Object.fromEntries(
    Object.entries(storedOverrides()).filter(([, url]) => typeof url === 'string' && overrideAllowed(url)),
  );
}

function writeOverrides(overrides: RemoteManifests): void {
  if (Object.keys(overrides).length === 0) localStorage.removeItem(OVERRIDES_KEY);
  else localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
}

/** Overrides this page's address asked for and that were refused: their origin is not allowed. */
let refused: RemoteManifests = {};

export function refusedOverrides(): RemoteManifests {
  return refused;
}

/**
 * A developer points one remote at a local build with `?remote.remote_studio=http://localhost:3001/mf-manifest.json`
 * (an empty value clears it). The override is remembered in local storage until cleared; the
 * parameter is removed from the address bar. A manifest URL outside the allowed origins
 * (override-origins.ts) is refused and not remembered.
 */
export function applyOverrideParams(url: URL): RemoteManifests {
  const overrides = readOverrides();
  refused = {};
  let changed = false;
  for (const [key, value] of [...url.searchParams.entries()]) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    if (!value) delete overrides[name];
    else if (overrideAllowed(value)) overrides[name] = value;
    else refused[name] = value;
    url.searchParams.delete(key);
    changed = true;
  }
  if (changed) {
    writeOverrides(overrides);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return overrides;
}

export function clearOverrides(): void {
  writeOverrides({});
  refused = {};
}
