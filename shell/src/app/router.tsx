import { NOT_AUTHORIZED_PATH, NOT_FOUND_PATH } from '@cloudfit/shared/session/home-route';
import { appStore, selectIsSignedIn } from '@cloudfit/shared/store/app-store';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { FullLayout, VerticalLayout } from '../layout/VerticalLayout';
import { shellScreen } from '../releases/shell-screens';
import { RemoteScreen, ScreenLoading } from '../remotes/RemoteScreen';
import { type AppRoute, ROUTES, SHELL_ROUTES, type ShellRoute } from '../routes';
import { decideNavigation } from '../session/decide-navigation';

type GuardArgs = Pick<LoaderFunctionArgs, 'params' | 'request'>;

/** What the route's guard decides for this address, with no effect yet. */
function decide(route: Pick<AppRoute, 'meta'>, { params, request }: GuardArgs) {
  const state = appStore.getState();
  const url = new URL(request.url);
  return decideNavigation(route, {
    signedIn: selectIsSignedIn(state),
    role: state.session.userData?.role,
    ability: state.ability,
    params,
    requestedPath: url.pathname + url.search,
  });
}

/** Every navigation runs the guard before anything renders (docs/product.md, Screens and guards). */
function guardLoader(route: Pick<AppRoute, 'meta'>) {
  return (args: GuardArgs) => {
    const decision = decide(route, args);
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'sign-out') appStore.getState().signOut();
    return null;
  };
}

const hasRole = (route: ShellRoute) => {
  const role = appStore.getState().session.userData?.role;
  return route.roles.some((allowed) => allowed === role);
};

/** Whether each route's guard lets this address through as it is, by route id. */
const letsThrough = new Map<string, (args: GuardArgs) => boolean>();

function toRouteObject(route: AppRoute): RouteObject {
  letsThrough.set(route.path, (args) => decide(route, args).kind === 'render');
  return {
    id: route.path,
    path: route.path,
    loader: guardLoader(route),
    element: <RemoteScreen key={route.path} remote={route.screen.remote} module={route.screen.module} />,
  };
}

/** A shell screen: the route's guard, then its roles. */
function toShellRouteObject(route: ShellRoute): RouteObject {
  const guard = guardLoader(route);
  letsThrough.set(route.path, (args) => decide(route, args).kind === 'render' && hasRole(route));
  return {
    id: route.path,
    path: route.path,
    loader: (args: LoaderFunctionArgs) => {
      guard(args);
      if (!hasRole(route)) throw redirect(NOT_AUTHORIZED_PATH);
      return null;
    },
    element: shellScreen(route.path),
  };
}

/**
 * The opened address's guards, asked before the first render. When each lets it through, the router
 * starts with their answers and renders the screen in the first frame; otherwise it runs them itself
 * (and redirects) as on any navigation. Without this, a router whose routes have loaders renders
 * nothing first and then the whole app in a transition, which React renders in 5 ms slices.
 */
function openedAddressLoaderData(routes: RouteObject[]): Record<string, null> | undefined {
  const loaderData: Record<string, null> = {};
  const request = new Request(window.location.href);
  for (const { route, params } of matchRoutes(routes, window.location) ?? []) {
    if (!route.loader) continue;
    const lets = route.id === undefined ? undefined : letsThrough.get(route.id);
    if (!lets?.({ params, request })) return undefined;
    loaderData[route.id!] = null;
  }
  return loaderData;
}

export function createAppRouter() {
  const routes: RouteObject[] = [
    { path: '/', element: <Navigate to="/member-list" replace />, HydrateFallback: ScreenLoading },
    {
      element: <VerticalLayout />,
      children: [
        ...ROUTES.filter((r) => r.meta.layout === 'vertical').map(toRouteObject),
        ...SHELL_ROUTES.filter((r) => r.meta.layout === 'vertical').map(toShellRouteObject),
      ],
    },
    { element: <FullLayout />, children: ROUTES.filter((r) => r.meta.layout === 'full').map(toRouteObject) },
    { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
  ];
  const loaderData = openedAddressLoaderData(routes);
  return createBrowserRouter(routes, loaderData ? { hydrationData: { loaderData } } : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
