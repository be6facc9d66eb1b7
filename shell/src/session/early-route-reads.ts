import { startEarlyReads } from '@cloudfit/shared/http/early-reads';
import { readStoredSession } from '@cloudfit/shared/session/session-storage';
import { PREFERENCE_KEYS, readPreference } from '@cloudfit/shared/store/preferences';
import { layoutReads } from '../layout/layout-reads';
import type { AppRoute } from '../routes';

/**
 * For a signed-in user opening a screen in the menu layout: sends what the layout and the screen
 * read as they mount, so the answers travel while the code still downloads and starts.
 */
export function startRouteReads(route: AppRoute, url: URL): void {
  const { userData, accessToken } = readStoredSession();
  if (!userData || !accessToken || route.meta.layout !== 'vertical') return;
  const centerId = readPreference<{ id?: number } | null>(PREFERENCE_KEYS.center, null)?.id;
  const screenReads = route.reads?.({ centerId, search: url.searchParams }) ?? [];
  startEarlyReads([...layoutReads(centerId), ...screenReads], accessToken);
}
