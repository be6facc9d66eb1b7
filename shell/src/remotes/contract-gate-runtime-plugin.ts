import {
  type CloudfitManifestBlock,
  contractMismatches,
  type ReleaseContract,
  type ShellProvides,
} from '@cloudfit/shared/federation/release-contract';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteContractError, remoteLoadFacts, watchCspViolations } from './remote-load-facts';

/** The shell's own manifest: its build states there what it provides to remotes. */
const SHELL_MANIFEST_URL = '/mf-manifest.json';

type ShellManifest = { cloudfit?: CloudfitManifestBlock };

let shellProvides: Promise<ShellProvides | null> | null = null;

/** What this shell provides, read once from its own manifest; null when it does not say. */
export function readShellProvides(fetchManifest: typeof fetch = fetch): Promise<ShellProvides | null> {
  shellProvides ??= fetchManifest(SHELL_MANIFEST_URL)
    .then((response) => (response.ok ? (response.json() as Promise<ShellManifest>) : {}))
    .then(({ cloudfit }: ShellManifest) => (cloudfit?.kind === 'shell' ? cloudfit.provides : null))
    .catch(() => {
      shellProvides = null;
      return null;
    });
  return shellProvides;
}

/** The shared package a federation share key belongs to: '@mui/material/Alert' → '@mui/material'. */
function providedKeyOf(shareName: string, provides: ShellProvides): string {
  if (shareName in provides.shared) return shareName;
  const parts = shareName.split('/');
  return shareName.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? shareName);
}

/**
 * The contract of a manifest without a cloudfit block (a build from before it, or another team's
 * tooling), read from federation's own share list: the range each shared package it uses requires.
 */
export function contractOfShares(manifestJson: unknown, provides: ShellProvides): ReleaseContract {
  const shares = (manifestJson as { shared?: { name?: string; requiredVersion?: string }[] }).shared ?? [];
  const shared: Record<string, string> = {};
  for (const { name, requiredVersion } of shares) {
    if (!name || !requiredVersion || requiredVersion === '*') continue;
    const key = providedKeyOf(name, provides);
    if (key in provides.shared) shared[key] ??= requiredVersion;
  }
  return { shellApi: provides.shellApi, shared };
}

/**
 * The contract gate: when a remote's manifest arrives, before its entry script or any of its code
 * loads, the release's contract (the shell API version and shared singleton ranges it was built
 * against) is checked against what this shell provides; a release the shell cannot satisfy is
 * refused with the mismatches. A manifest without a contract block is checked by its federation share
 * list, so a remote built against another version of a shared singleton fails alone, before it runs.
 * Imports nothing shared: runtime plugins run before shared modules are negotiated.
 */
export default function contractGateRuntimePlugin(): ModuleFederationRuntimePlugin {
  watchCspViolations();
  return {
    name: 'cloudfit-contract-gate',
    init(args) {
      void readShellProvides();
      return args;
    },
    async loadRemoteSnapshot(args) {
      const { manifestJson, manifestUrl, moduleInfo } = args;
      if (!manifestJson || !manifestUrl) return args;
      const block = (manifestJson as { cloudfit?: CloudfitManifestBlock }).cloudfit;
      const release = block?.kind === 'remote' ? block : null;
      const provides = await readShellProvides();
      if (provides) {
        const contract = release ? release.contract : contractOfShares(manifestJson, provides);
        const mismatches = contractMismatches(provides, contract);
        if (mismatches.length > 0) {
          remoteLoadFacts().refused[moduleInfo.name] = mismatches;
          throw new RemoteContractError(moduleInfo.name, mismatches);
        }
      }
      delete remoteLoadFacts().refused[moduleInfo.name];
      remoteLoadFacts().releases[moduleInfo.name] = { manifestUrl, release, manifestAt: performance.now() };
      return args;
    },
  };
}
