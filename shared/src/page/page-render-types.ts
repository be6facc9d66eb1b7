import type { UserData } from '../schemas/auth.schema';
import type { PagePreferences } from './page-cookie';

/** What the server's page render is asked (shell/src/page-render/render-page.tsx). */
export interface PageRenderInput {
  /** The page's address as the browser asked for it: path and query. */
  url: string;
  userData: UserData;
  /** A token of the user's session, for the screen's reads. */
  accessToken: string;
  preferences: PagePreferences;
}

/**
 * What the app in the browser needs to take over (hydrate) the markup the server rendered: its
 * first render must be the server's, node for node.
 */
export interface ServerPageState {
  /** The screen's reads, dehydrated from the query cache the markup was rendered from. */
  reads: unknown;
  /** The router's loader data (the guards' answers), so the browser's router starts where the server's was. */
  loaderData: Record<string, unknown>;
  /** The window width the markup was rendered for: media queries answer for it until the app has taken over. */
  viewportWidth: number | undefined;
  /**
   * React's `style` props, which the markup carries as classes (the page's policy refuses style
   * attributes): by class, the declarations the app puts back on those elements before it takes over.
   */
  styleAttributes: Record<string, string>;
}

export interface PageRenderOutput {
  /** The markup of the app's root. */
  html: string;
  /** Emotion's `<style>` elements for that markup, and the rules standing in for its style attributes. */
  styles: string;
  state: ServerPageState;
}

/** The rendering's state, for the app to take over the markup with (mock-server/src/static/page-render.ts). */
export const SERVER_PAGE_DATA_ID = 'page-from-server-data';
/** In the page's head while the server renders the rest of it. */
export const SERVER_PAGE_META = 'cloudfit-page-render';
