import { lazy, type ReactNode, Suspense } from 'react';
import { ScreenLoading } from '../remotes/RemoteScreen';

/** Loaded when first opened: main.js carries none of it. */
const ReleasesScreen = lazy(() => import('./ReleasesScreen'));

const SCREENS: Record<string, () => ReactNode> = {
  '/releases': () => <ReleasesScreen />,
};

/** The element of a shell route (SHELL_ROUTES in routes.ts). */
export function shellScreen(path: string): ReactNode {
  const screen = SCREENS[path];
  if (!screen) throw new Error(`No shell screen for ${path}`);
  return <Suspense fallback={<ScreenLoading />}>{screen()}</Suspense>;
}
