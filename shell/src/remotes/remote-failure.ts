import type { ContractMismatch } from '@cloudfit/shared/federation/release-contract';
import { cspViolationOf, RemoteContractError } from './remote-load-facts';
import { RemoteTimeoutError } from './remote-timeout';

/** Why a remote did not load, as the screen tells it. */
export type RemoteFailureReason =
  | { kind: 'contract'; mismatches: ContractMismatch[] }
  | { kind: 'security-policy'; blocked: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'manifest-status'; url: string; status: number }
  | { kind: 'unreachable'; url: string }
  | { kind: 'file-unreachable'; url: string }
  | { kind: 'crashed'; message: string };

/** A failed remote load with the reason found for it. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: RemoteFailureReason,
    cause: unknown,
  ) {
    super(`${remote} did not load (${reason.kind})`, { cause });
    this.name = 'RemoteLoadError';
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

const PROBE_TIMEOUT_MS = 5_000;

/**
 * Finds out why loading a remote failed: the contract gate's refusal, the page's security policy,
 * the screen's timeout, or else what its manifest URL answers now (a status such as 404, no answer
 * at all, or fine, in which case the remote's own code failed).
 */
export async function diagnoseRemoteFailure(
  manifestUrl: string,
  error: unknown,
  probe: typeof fetch = fetch,
): Promise<RemoteFailureReason> {
  const chain = causes(error);
  const refusal = chain.find(RemoteContractError.is);
  if (refusal) return { kind: 'contract', mismatches: refusal.mismatches };
  const refusedByPolicy = (): RemoteFailureReason | null => {
    const violation = cspViolationOf(manifestUrl);
    if (!violation) return null;
    return {
      kind: 'security-policy',
      blocked: violation.blockedURI.startsWith('http') ? violation.blockedURI : violation.sourceFile,
    };
  };
  const early = refusedByPolicy();
  if (early) return early;
  const timeout = chain.find((cause) => cause instanceof RemoteTimeoutError);
  if (timeout) return { kind: 'timeout', timeoutMs: (timeout as RemoteTimeoutError).timeoutMs };
  const url = new URL(manifestUrl, window.location.href).href;
  try {
    const response = await probe(url, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return { kind: 'manifest-status', url, status: response.status };
  } catch {
    return { kind: 'unreachable', url };
  }
  // The browser reports a policy violation as a task of its own, which may come after the error:
  // by the time the probe has answered it is in.
  const late = refusedByPolicy();
  if (late) return late;
  const messages = chain.map((cause) => (cause instanceof Error ? cause.message : String(cause)));
  const file = messages
    .map((message) => /"resourceUrl":"([^"]+)"|Failed to load script "([^"]+)"/.exec(message))
    .find(Boolean);
  if (file) return { kind: 'file-unreachable', url: (file[1] ?? file[2])! };
  return { kind: 'crashed', message: shortMessage(messages.at(-1) ?? '') };
}

/** The federation runtime's message without its prefix, arguments and link to its docs. */
function shortMessage(message: string): string {
  const original = /Original Error Message: (.*)$/s.exec(message)?.[1];
  return (original ?? message)
    .replace(/^\[ Federation Runtime \]: /, '')
    .replace(/\s*(#RUNTIME-\d+|args:|View the docs).*$/s, '')
    .trim();
}
