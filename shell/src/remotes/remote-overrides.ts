const OVERRIDES_KEY = 'cloudfit:remoteOverrides';
const PARAM_PREFIX = 'remote.';

export type RemoteManifests = Record<string, string>;

export function readOverrides(): RemoteManifests {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as RemoteManifests) : {};
  } catch {
    return {};
  }
}

function writeOverrides(overrides: RemoteManifests): void {
  if (Object.keys(overrides).length === 0) localStorage.removeItem(OVERRIDES_KEY);
  else localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
}

/**
 * A developer points one remote at a local build with `?remote.remote_studio=http://localhost:3001/mf-manifest.json`
 * (an empty value clears it). The override is remembered in local storage until cleared; the
 * parameter is removed from the address bar.
 */
export function applyOverrideParams(url: URL): RemoteManifests {
  const overrides = readOverrides();
  let changed = false;
  for (const [key, value] of [...url.searchParams.entries()]) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    if (value) overrides[name] = value;
    else delete overrides[name];
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
}
