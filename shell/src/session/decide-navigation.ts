import type { AppAbility } from '@cloudfit/shared/abilities/ability-rules';
import {
  homeForRole,
  LOGIN_PATH,
  NOT_AUTHORIZED_PATH,
  NOT_FOUND_PATH,
} from '@cloudfit/shared/session/home-route';
import type { AppRoute, RouteMeta } from '../routes';

export interface NavigationContext {
  signedIn: boolean;
  role: string | null | undefined;
  ability: AppAbility;
  params: Record<string, string | undefined>;
  /** Where the user was going, so sign-in can return there. */
  requestedPath: string;
}

export type NavigationDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** A signed-in account with no role may not stay signed in (docs/product.md, Screens and guards). */
  | { kind: 'sign-out' };

/** Whether the user's abilities open a route: its action on its resource, and its data when it names some. */
export function abilityAllowsRoute(meta: RouteMeta, ability: AppAbility): boolean {
  return (
    ability.can(meta.action ?? 'read', meta.resource) &&
    (!meta.dataSubject || ability.can(meta.dataAction ?? 'read', meta.dataSubject))
  );
}

/** The guard (docs/product.md, Screens and guards), run on every navigation. */
export function decideNavigation(
  route: Pick<AppRoute, 'meta'>,
  context: NavigationContext,
): NavigationDecision {
  const { meta } = route;
  for (const [name, allowed] of Object.entries(meta.allowedParams ?? {})) {
    const value = context.params[name];
    if (value === undefined || !allowed.includes(value)) return { kind: 'redirect', to: NOT_FOUND_PATH };
  }

  if (meta.redirectIfLoggedIn && context.signedIn) {
    const home = homeForRole(context.role);
    return home === LOGIN_PATH ? { kind: 'sign-out' } : { kind: 'redirect', to: home };
  }

  if (abilityAllowsRoute(meta, context.ability)) return { kind: 'render' };
  if (!context.signedIn) {
    return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(context.requestedPath)}` };
  }
  return { kind: 'redirect', to: NOT_AUTHORIZED_PATH };
}
