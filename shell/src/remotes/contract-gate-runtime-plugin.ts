import {
  type CloudfitManifestBlock,
  contractMismatches,
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

/**
 * The contract gate: when a remote's manifest arrives, before its entry script or any of its code
 * loads, the release's contract (the shell API version and shared singleton ranges it was built
 * against) is checked against what this shell provides; a release the shell cannot satisfy is
 * refused with the mismatches. A manifest without a contract (an older build) is let through.
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
      if (release) {
        const provides = await readShellProvides();
        const mismatches = provides ? contractMismatches(provides, release.contract) : [];
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
