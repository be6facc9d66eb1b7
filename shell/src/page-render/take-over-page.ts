import type { ServerPageState } from '@cloudfit/shared/page/page-render-types';
import { setServerViewportWidth } from '@cloudfit/shared/page/server-viewport';
import { restoreStyleAttributes } from './style-attributes';

/** Should the app's own screen never come (a screen that is not a remote's), the page is the app's after this. */
const LONGEST_WAIT_MS = 10_000;

let takingOver = false;

/** Whether the app is taking over the page the server rendered: its first screen is still the server's markup. */
export function takingOverServerPage(): boolean {
  return takingOver;
}

/**
 * Readies the markup the server rendered into the app's root for the app to take over (hydrate):
 * media queries answer for the width it was rendered for until then, and its style classes become
 * the elements' styles again. The markup is inert (nothing on it works) until the app's first screen
 * has come alive in it; media queries then answer for the window.
 */
export function readyServerPage(
  root: HTMLElement,
  state: ServerPageState,
  appScreenShown: Promise<void>,
): void {
  setServerViewportWidth(state.viewportWidth);
  restoreStyleAttributes(root, state.styleAttributes);
  takingOver = true;
  const live = () => {
    takingOver = false;
    setServerViewportWidth(undefined);
    root.removeAttribute('inert');
  };
  void appScreenShown.then(live);
  setTimeout(live, LONGEST_WAIT_MS);
}

/** A page the server rendered that the app could not take over as it was: React renders it again. */
export function reportServerPageMismatch(
  error: unknown,
  { componentStack }: { componentStack?: string },
): void {
  console.error('The page the server rendered was rendered again in the browser', error, componentStack);
}
