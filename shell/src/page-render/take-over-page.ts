/** The element the server sent its rendering of the screen in (mock-server/src/static/shell-page.ts). */
const SERVER_PAGE_ID = 'page-from-server';
/** The app's root, hidden while it renders behind the server's page. */
const PENDING_CLASS = 'page-pending';
/** Should the app's own screen never come (a screen that is not a remote's), the page is the app's after this. */
const LONGEST_WAIT_MS = 10_000;

/**
 * The page came with its screen rendered by the server: that rendering shows (inert) while the app
 * renders into its hidden root, and gives way to the app once the app's own screen is on screen,
 * so the screen does not blink or pass through a spinner on the way.
 */
export function takeOverServerPage(appScreenShown: Promise<void>): void {
  const served = document.getElementById(SERVER_PAGE_ID);
  if (!served) return;
  const takeOver = () => {
    served.remove();
    document.getElementById('root')?.classList.remove(PENDING_CLASS);
  };
  void appScreenShown.then(takeOver);
  setTimeout(takeOver, LONGEST_WAIT_MS);
}
