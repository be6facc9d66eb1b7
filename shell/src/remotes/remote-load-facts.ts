import type { CloudfitManifestBlock, ContractMismatch } from '@cloudfit/shared/federation/release-contract';

/**
 * What the federation runtime plugins learn while remotes load, for the screens that explain a
 * failure and for the diagnostics panel. Kept on `globalThis`: the plugins run in main.js before
 * shared modules are negotiated, and the screens read it later. Imports nothing at run time.
 */
export interface LoadedRemoteRelease {
  manifestUrl: string;
  release: Extract<CloudfitManifestBlock, { kind: 'remote' }> | null;
  /** When the manifest arrived (performance.now()). */
  manifestAt: number;
}

export interface CspViolation {
  blockedURI: string;
  sourceFile: string;
  directive: string;
}

interface Facts {
  releases: Record<string, LoadedRemoteRelease>;
  /** Remotes the contract gate refused, with what they need. */
  refused: Record<string, ContractMismatch[]>;
  violations: CspViolation[];
}

const FACTS_GLOBAL = '__cloudfitRemoteFacts';

export function remoteLoadFacts(): Facts {
  const globals = globalThis as Record<string, unknown>;
  let facts = globals[FACTS_GLOBAL] as Facts | undefined;
  if (!facts) {
    facts = { releases: {}, refused: {}, violations: [] };
    globals[FACTS_GLOBAL] = facts;
  }
  return facts;
}

/** Every refusal of the page's Content Security Policy, from the first script on. */
export function watchCspViolations(): void {
  if (typeof document === 'undefined') return;
  document.addEventListener('securitypolicyviolation', (event) => {
    remoteLoadFacts().violations.push({
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      directive: event.effectiveDirective,
    });
  });
}

/** The folder a remote's files load from: its manifest's folder. */
function remoteFolder(manifestUrl: string): string {
  return new URL('.', new URL(manifestUrl, window.location.href)).href;
}

/**
 * The policy refusal that stopped this remote, if any: a file of its folder that was blocked, or
 * code of its folder that the policy stopped (`eval` in a development build).
 */
export function cspViolationOf(manifestUrl: string): CspViolation | undefined {
  const folder = remoteFolder(manifestUrl);
  return remoteLoadFacts().violations.find(
    (violation) => violation.blockedURI.startsWith(folder) || violation.sourceFile.startsWith(folder),
  );
}

/** A remote refused before any of its code ran: its release needs what this shell does not provide. */
export class RemoteContractError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: ContractMismatch[],
  ) {
    super(
      `${remote} needs ${mismatches
        .map(({ name, required, provided }) => `${name} ${required} (shell: ${provided ?? 'none'})`)
        .join(', ')}`,
    );
    this.name = 'RemoteContractError';
  }

  static is(error: unknown): error is RemoteContractError {
    return error instanceof Error && error.name === 'RemoteContractError' && 'mismatches' in error;
  }
}
