import { matchPath } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useMemo } from 'react';
import { ROUTES } from '../routes';
import { abilityAllowsRoute } from '../session/decide-navigation';
import { MENU, type MenuGroup } from './menu-items';

/** The menu groups and entries the signed-in user may open; the menu and the navbar search show them. */
export function useVisibleMenu(): MenuGroup[] {
  const ability = useAppStore((s) => s.ability);
  return useMemo(
    () =>
      MENU.map((group) => ({
        ...group,
        children: group.children.filter((link) => {
          const route = ROUTES.find((r) => matchPath(r.path, link.path));
          return route !== undefined && abilityAllowsRoute(route.meta, ability);
        }),
      })).filter((group) => group.children.length > 0),
    [ability],
  );
}
