import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { openedRoute, overridesRemote, startRouteReads } from '../session/early-route-reads';
import { asRemotes, fetchRemoteManifests } from './remote-manifests';
import type { RemoteManifests } from './remote-overrides';

/**
 * Starts what the opened address needs while the shell's own chunks still download and run: the
 * remotes document is fetched and registered, then the manifest, entry and screen files of the
 * remote that shows the route are preloaded; the API reads of the layout and the screen are sent.
 * The registry picks the registered document up (takeEarlyRegistry), the token client the reads'
 * answers; anything that fails here is left to the usual loading, which reports it.
 *
 * Runtime plugins run in main.js before shared modules are negotiated, so this file and what it
 * imports import nothing shared: only plain modules of `@cloudfit/shared`, none of
 * `shared/build/app-wide-modules.cjs` and no library.
 */
const EARLY_REGISTRY_GLOBAL = '__cloudfitEarlyRegistry';

let started = false;

type Origin = Parameters<NonNullable<ModuleFederationRuntimePlugin['init']>>[0]['origin'];

export function startEarly(origin: Origin): void {
  const url = new URL(window.location.href);
  if (overridesRemote(url)) return;
  const registered = fetchRemoteManifests().then((manifests) => {
    origin.registerRemotes(asRemotes(manifests));
    return manifests;
  });
  (globalThis as Record<string, unknown>)[EARLY_REGISTRY_GLOBAL] = registered;

  const route = openedRoute(url);
  if (!route) return;
  startRouteReads(route, url);
  const { screen } = route;
  registered
    .then((manifests) =>
      manifests[screen.remote]
        ? origin.preloadRemote([
            {
              nameOrAlias: screen.remote,
              exposes: [screen.module.replace(/^\.\//, '')],
              resourceCategory: 'sync',
              share: false,
            },
          ])
        : undefined,
    )
    .catch(() => undefined);
}

/** The remotes document fetched and registered at start, once; undefined when there is none. */
export function takeEarlyRegistry(): Promise<RemoteManifests> | undefined {
  const globals = globalThis as Record<string, unknown>;
  const early = globals[EARLY_REGISTRY_GLOBAL] as Promise<RemoteManifests> | undefined;
  delete globals[EARLY_REGISTRY_GLOBAL];
  return early;
}

export default function earlyStartRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cloudfit-early-start',
    init({ origin }) {
      if (started) return;
      started = true;
      startEarly(origin);
    },
  };
}
