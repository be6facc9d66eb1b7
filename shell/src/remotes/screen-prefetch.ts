import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { AppRoute } from '../routes';
import { whenQuiet } from './after-first-screen';
import { loadRegistry } from './remote-registry';

/**
 * Once the first screen is up and the user has left the page alone for a moment, fetches (without
 * running) the code of the screens these routes show, and loads the shared libraries later screens need (the MUI
 * components only they use, zod for their forms), so opening one from the menu only runs its own
 * code and reads its data. Whatever fails here is left to the click.
 */
export function prefetchScreens(routes: AppRoute[]): void {
  whenQuiet(() => {
    void import('@mui/material/Dialog').catch(() => undefined);
    void import('zod').catch(() => undefined);
    void loadRegistry()
      .then((manifests) => {
        const exposesByRemote = new Map<string, Set<string>>();
        for (const { screen } of routes) {
          if (!manifests[screen.remote]) continue;
          const exposes = exposesByRemote.get(screen.remote) ?? new Set<string>();
          exposes.add(screen.module.replace(/^\.\//, ''));
          exposesByRemote.set(screen.remote, exposes);
        }
        return preloadRemote(
          [...exposesByRemote].map(([remote, exposes]) => ({
            nameOrAlias: remote,
            exposes: [...exposes],
            resourceCategory: 'sync' as const,
            share: false,
          })),
        );
      })
      .catch(() => undefined);
  });
}
