import { SERVER_PAGE_ID } from '@cloudfit/shared/page/page-render-types';

/** Should the app's own screen never come (a screen that is not a remote's), the page is the app's after this. */
const LONGEST_WAIT_MS = 10_000;

/**
 * The page came with its screen rendered by the server: that rendering shows (inert) while the app
 * renders into its root, which the page's style hides while the rendering is there. Once the app's
 * own screen is on screen the rendering is removed, and the app shows in its place: the screen
 * does not blink or pass through a spinner on the way.
 */
export function takeOverServerPage(appScreenShown: Promise<void>): void {
  const served = document.getElementById(SERVER_PAGE_ID);
  if (!served) return;
  const takeOver = () => served.remove();
  void appScreenShown.then(takeOver);
  setTimeout(takeOver, LONGEST_WAIT_MS);
}
