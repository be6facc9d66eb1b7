import { matchPath } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useMemo } from 'react';
import { type AppRoute, ROUTES, SHELL_ROUTES } from '../routes';
import { abilityAllowsRoute } from '../session/decide-navigation';
import { MENU, type MenuGroup } from './menu-items';

let menuRoutes: Map<string, AppRoute | undefined> | undefined;

/** The route each menu entry opens, matched once: both tables are fixed. */
export function routeOfMenuLink(path: string): AppRoute | undefined {
  if (!menuRoutes) {
    const links = MENU.flatMap((group) => group.children);
    menuRoutes = new Map(
      links.map((link) => [
        link.path,
        ROUTES.find((route) => route.path === link.path) ??
          ROUTES.find((route) => matchPath(route.path, link.path)),
      ]),
    );
  }
  return menuRoutes.get(path);
}

/**
 * The path of the menu entry an address belongs to: the entry itself or a screen under it, else the
 * entry whose record or form screen it is (a member opened from the member list).
 */
export function menuPathOf(pathname: string, menu: MenuGroup[] = MENU): string | undefined {
  const links = menu.flatMap((group) => group.children);
  const own = links.find((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));
  if (own) return own.path;
  return links.find((link) => link.details?.some((pattern) => matchPath(pattern, pathname)))?.path;
}

/** The menu groups and entries the signed-in user may open; the menu and the navbar search show them. */
export function useVisibleMenu(): MenuGroup[] {
  const ability = useAppStore((s) => s.ability);
  const role = useAppStore((s) => s.session.userData?.role);
  return useMemo(
    () =>
      MENU.map((group) => ({
        ...group,
        children: group.children.filter((link) => {
          const route = routeOfMenuLink(link.path);
          if (route) return abilityAllowsRoute(route.meta, ability);
          const shellRoute = SHELL_ROUTES.find((candidate) => candidate.path === link.path);
          return (
            shellRoute !== undefined &&
            abilityAllowsRoute(shellRoute.meta, ability) &&
            shellRoute.roles.some((allowed) => allowed === role)
          );
        }),
      })).filter((group) => group.children.length > 0),
    [ability, role],
  );
}
