import {
  SERVER_PAGE_DATA_ID,
  SERVER_PAGE_META,
  type ServerPageState,
} from '@cloudfit/shared/page/page-render-types';

/**
 * Whether the screen's reads come with the page: the server is rendering it (the page is still
 * arriving) or has rendered it. Then nothing reads them early: the answers are in the page.
 */
export function pageBringsReads(): boolean {
  // Rendering the page on the server: the reads are what it is made of.
  if (typeof document === 'undefined') return false;
  if (!document.querySelector(`meta[name="${SERVER_PAGE_META}"]`)) return false;
  return document.readyState === 'loading' || document.getElementById(SERVER_PAGE_DATA_ID) !== null;
}

/** What the app takes over the page the server rendered with, once; undefined for any other page. */
export function takeServerPageState(): ServerPageState | undefined {
  const block = document.getElementById(SERVER_PAGE_DATA_ID);
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent) as ServerPageState;
  } catch {
    return undefined;
  }
}

/** Settles once the whole page is in (the app's code may be in before the end of a page still arriving). */
export function pageArrived(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}
