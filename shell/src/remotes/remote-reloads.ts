import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLoadFacts } from './remote-load-facts';

/**
 * How many times each remote was loaded afresh in this page (a developer's dev server rebuilt it).
 * Screens of a remote render again with its new code when its count changes.
 */
const generations = new Map<string, number>();
const listeners = new Set<() => void>();

export function remoteGeneration(remote: string): number {
  return generations.get(remote) ?? 0;
}

export function subscribeRemoteReloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets everything loaded of a remote and has its screens load it again: the federation runtime
 * drops its manifest, container and modules (a forced registration), and the remote's webpack chunk
 * array goes too, or its fresh runtime would take the previous build's chunks as already loaded.
 */
export function reloadRemote(remote: string, manifestUrl: string): void {
  registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
  delete remoteLoadFacts().releases[remote];
  generations.set(remote, remoteGeneration(remote) + 1);
  for (const listener of listeners) listener();
}
