import { startEarlyReads } from '@cloudfit/shared/http/early-reads';
import { matchesRoutePattern } from '@cloudfit/shared/router/route-pattern';
import { readStoredSession } from '@cloudfit/shared/session/session-storage';
import { PREFERENCE_KEYS, readNewsSeenAt, readPreference } from '@cloudfit/shared/store/preferences';
import { layoutReads } from '../layout/layout-reads';
import { pageBringsReads } from '../page-render/server-page';
import { type AppRoute, ROUTES } from '../routes';

/** `?remote.<name>=…` points a remote elsewhere and changes the remotes document: bootstrap applies it first. */
export function overridesRemote(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => key.startsWith('remote.'));
}

/** The route an address opens; none for an address that overrides a remote (nothing starts early there). */
export function openedRoute(url: URL): AppRoute | undefined {
  if (overridesRemote(url)) return undefined;
  return ROUTES.find((candidate) => matchesRoutePattern(candidate.path, url.pathname));
}

/**
 * For a signed-in user opening a screen in the menu layout: sends what the layout and the screen
 * read as they mount, so the answers travel while the code still downloads and starts.
 */
export function startRouteReads(route: AppRoute, url: URL): void {
  if (pageBringsReads()) return;
  const { userData, accessToken } = readStoredSession();
  if (!userData || !accessToken || route.meta.layout !== 'vertical') return;
  const centerId = readPreference<{ id?: number } | null>(PREFERENCE_KEYS.center, null)?.id;
  const screenReads = route.reads?.({ centerId, search: url.searchParams }) ?? [];
  startEarlyReads([...layoutReads(centerId, readNewsSeenAt(userData.id)), ...screenReads], accessToken);
}
