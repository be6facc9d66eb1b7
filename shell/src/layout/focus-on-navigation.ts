import { useLocation } from '@cloudfit/shared/router/app-router';
import { useEffect } from 'react';

/** How long a screen may take to show its heading (its code and first data arriving). */
const WAIT_FOR_HEADING_MS = 10_000;

function focusWasLost(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  // A field the new screen focused itself (the desk's scan field) keeps its focus; a menu link or
  // the navbar's search that led here does not.
  return !main.contains(active);
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (focusWasLost(main)) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}

/** The address the page was loaded at: its first screen keeps the browser's own start. */
let firstPathname: string | null = null;

/**
 * After each navigation to another screen, focus goes to the new screen's heading, so a keyboard
 * or screen-reader user starts there instead of at the top of the page. A component of its own that
 * renders nothing: only it follows the address, not the layout around the screen.
 */
export function FocusOnNavigation({ mainId }: { mainId: string }): null {
  const { pathname } = useLocation();
  useEffect(() => {
    firstPathname ??= pathname;
    const main = document.getElementById(mainId);
    if (pathname === firstPathname || !main) return;
    // Only the first visit: going back to the first screen later moves focus like any other.
    firstPathname = '';
    if (focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);
  return null;
}
