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

export interface PageRenderOutput {
  /** The markup of the app's root. */
  html: string;
  /** Emotion's `<style>` elements for that markup. */
  styles: string;
  /** The screen's reads, dehydrated from the query cache the markup was rendered from. */
  reads: unknown;
}

/** The element a page's server rendering is sent in (mock-server/src/static/page-render.ts); the app removes it. */
export const SERVER_PAGE_ID = 'page-from-server';
/** The rendering's reads, for the app's query cache. */
export const SERVER_PAGE_DATA_ID = `${SERVER_PAGE_ID}-data`;
/** In the page's head while the server renders the rest of it. */
export const SERVER_PAGE_META = 'cloudfit-page-render';
