import { NOT_AUTHORIZED_PATH, NOT_FOUND_PATH } from '@cloudfit/shared/session/home-route';
import { appStore, selectIsSignedIn } from '@cloudfit/shared/store/app-store';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { FullLayout, VerticalLayout } from '../layout/VerticalLayout';
import { shellScreen } from '../releases/shell-screens';
import { RemoteScreen, ScreenLoading } from '../remotes/RemoteScreen';
import { type AppRoute, ROUTES, SHELL_ROUTES, type ShellRoute } from '../routes';
import { decideNavigation } from '../session/decide-navigation';

/** Every navigation runs the guard before anything renders (docs/product.md, Screens and guards). */
function guardLoader(route: Pick<AppRoute, 'meta'>) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const state = appStore.getState();
    const url = new URL(request.url);
    const decision = decideNavigation(route, {
      signedIn: selectIsSignedIn(state),
      role: state.session.userData?.role,
      ability: state.ability,
      params,
      requestedPath: url.pathname + url.search,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'sign-out') state.signOut();
    return null;
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    loader: guardLoader(route),
    element: <RemoteScreen key={route.path} remote={route.screen.remote} module={route.screen.module} />,
  };
}

/** A shell screen: the route's guard, then its roles. */
function toShellRouteObject(route: ShellRoute): RouteObject {
  const guard = guardLoader(route);
  return {
    path: route.path,
    loader: (args: LoaderFunctionArgs) => {
      guard(args);
      const role = appStore.getState().session.userData?.role;
      if (!route.roles.some((allowed) => allowed === role)) throw redirect(NOT_AUTHORIZED_PATH);
      return null;
    },
    element: shellScreen(route.path),
  };
}

/** What a layout shows while the opened address's guards run (a moment): nothing, as before them. */
const WhileGuarding = () => null;

/** The app's routes, for the browser's router and for the page the server renders. */
export function appRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/member-list" replace />, HydrateFallback: ScreenLoading },
    {
      element: <VerticalLayout />,
      HydrateFallback: WhileGuarding,
      children: [
        ...ROUTES.filter((r) => r.meta.layout === 'vertical').map(toRouteObject),
        ...SHELL_ROUTES.filter((r) => r.meta.layout === 'vertical').map(toShellRouteObject),
      ],
    },
    {
      element: <FullLayout />,
      HydrateFallback: WhileGuarding,
      children: ROUTES.filter((r) => r.meta.layout === 'full').map(toRouteObject),
    },
    { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
  ];
}

/** `hydrationData`: the server's router's, for a page it rendered (the guards have answered there). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes(), { hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
