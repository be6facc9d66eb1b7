import type { ContractMismatch } from '@cloudfit/shared/federation/release-contract';
import { remoteLoadFacts } from '../remotes/remote-load-facts';
import { fetchPublishedManifests, manifestUrlsOf } from '../remotes/remote-manifests';
import { readOverrides } from '../remotes/remote-overrides';
import { loadRegistry, remoteLoadTimes } from '../remotes/remote-registry';

export interface RemoteRow {
  remote: string;
  /** The manifest URL and, when the server says it, the version of the live release. */
  live: { manifestUrl: string; version?: string } | null;
  loaded: {
    manifestUrl: string;
    version?: string;
    commit?: string;
    builtAt?: string;
  } | null;
  loadMs: number | null;
  override: string | null;
  refused: ContractMismatch[] | null;
  /** The tab runs another release than the live one. */
  behindLive: boolean;
}

export interface SharedRow {
  name: string;
  versions: string[];
  providedBy: string[];
  usedBy: string[];
}

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  useIn?: string[];
}

interface FederationGlobal {
  __INSTANCES__?: {
    name: string;
    shareScopeMap?: Record<string, Record<string, Record<string, ShareEntry>>>;
  }[];
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/** The release the server's remotes document names for a remote (`_releases`: version and content hash), if any. */
export function liveVersionOf(document: unknown, remote: string): string | undefined {
  const releases = (
    document as { _releases?: Record<string, { version?: unknown; release?: unknown }> } | null
  )?._releases;
  const named = releases?.[remote]?.release ?? releases?.[remote]?.version;
  return typeof named === 'string' ? named : undefined;
}

export async function remoteRows(): Promise<RemoteRow[]> {
  const [document, registered] = await Promise.all([
    fetchPublishedManifests().catch(() => null),
    loadRegistry().catch(() => ({}) as Record<string, string>),
  ]);
  const live = manifestUrlsOf(document);
  const overrides = readOverrides();
  const facts = remoteLoadFacts();
  const names = [...new Set([...Object.keys(live), ...Object.keys(registered)])].sort();
  return names.map((remote) => {
    const loaded = facts.releases[remote];
    const liveUrl = live[remote];
    return {
      remote,
      live: liveUrl ? { manifestUrl: absolute(liveUrl), version: liveVersionOf(document, remote) } : null,
      loaded: loaded
        ? {
            manifestUrl: absolute(loaded.manifestUrl),
            version: loaded.release?.version,
            commit: loaded.release?.commit,
            builtAt: loaded.release?.builtAt,
          }
        : null,
      loadMs: remoteLoadTimes[remote] ?? null,
      override: overrides[remote] ?? null,
      refused: facts.refused[remote] ?? null,
      behindLive:
        Boolean(loaded && liveUrl) &&
        !(remote in overrides) &&
        absolute(loaded!.manifestUrl) !== absolute(liveUrl!),
    };
  });
}

/** `@mui/material/Button` -> `@mui/material`; the app-wide modules of `@cloudfit/shared` stay whole. */
function packageOf(key: string): string {
  if (key.startsWith('@cloudfit/shared/')) return key;
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The shared singletons in the federation runtime's share scope: for each package, the versions
 * loaded, which app provided them and which apps use them. Two versions of one package is skew.
 */
export function sharedRows(): SharedRow[] {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const scope = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell')?.shareScopeMap
    ?.default;
  const rows = new Map<string, { versions: Set<string>; providedBy: Set<string>; usedBy: Set<string> }>();
  for (const [key, versions] of Object.entries(scope ?? {})) {
    for (const [version, entry] of Object.entries(versions)) {
      if (!entry?.loaded) continue;
      const name = packageOf(key);
      const row = rows.get(name) ?? { versions: new Set(), providedBy: new Set(), usedBy: new Set() };
      row.versions.add(version);
      if (entry.from) row.providedBy.add(entry.from);
      for (const user of entry.useIn ?? []) row.usedBy.add(user);
      rows.set(name, row);
    }
  }
  return [...rows]
    .map(([name, row]) => ({
      name,
      versions: [...row.versions].sort(),
      providedBy: [...row.providedBy].sort(),
      usedBy: [...row.usedBy].sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
