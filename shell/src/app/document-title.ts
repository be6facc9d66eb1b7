import { i18n } from '@cloudfit/shared/i18n/i18n';
import { MENU } from '../layout/menu-items';
import { ROUTE_TITLES } from '../routes';
import type { AppRouter } from './router';

const APP_NAME = 'CloudFit';

/** The common-namespace key of a route's title: its own, else its menu entry's label. */
export function titleKeyFor(routePath: string): string | undefined {
  if (ROUTE_TITLES[routePath]) return ROUTE_TITLES[routePath];
  const link = MENU.flatMap((group) => group.children).find((entry) => entry.path === routePath);
  return link ? `menu.${link.label}` : undefined;
}

export function documentTitleFor(routePath: string | undefined): string {
  const key = routePath ? titleKeyFor(routePath) : undefined;
  return key ? `${i18n.t(key, { ns: 'common' })} · ${APP_NAME}` : APP_NAME;
}

/** Keeps `document.title` on `<screen> · CloudFit` after every navigation and language change. */
export function followDocumentTitle(router: AppRouter): () => void {
  const update = () => {
    if (router.state.navigation.state !== 'idle') return;
    document.title = documentTitleFor(router.state.matches.at(-1)?.route.path);
  };
  update();
  const unsubscribe = router.subscribe(update);
  i18n.on('languageChanged', update);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', update);
  };
}
