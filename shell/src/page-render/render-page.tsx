import type { Locale } from '@cloudfit/shared/constants';
import { LOCALES } from '@cloudfit/shared/constants';
import { switchLanguage } from '@cloudfit/shared/i18n/i18n';
import type { PageRenderInput, PageRenderOutput } from '@cloudfit/shared/page/page-render-types';
import { setServerViewportWidth } from '@cloudfit/shared/page/server-viewport';
import { matchesRoutePattern } from '@cloudfit/shared/router/route-pattern';
import { appStore } from '@cloudfit/shared/store/app-store';
import { LAYOUT_DEFAULTS } from '@cloudfit/shared/store/layout-defaults';
import { newsSeenKey } from '@cloudfit/shared/store/preferences';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame, createAppQueryClient } from '../app/App';
import { createEmotionCaches } from '../app/emotion-cache';
import { appRoutes } from '../app/router';
import { createAppTheme } from '../app/theme';
import { Toasts } from '../layout/Toasts';
import { ServerScreensContext } from '../remotes/RemoteScreen';
import { ROUTES } from '../routes';
import { startRouteReads } from '../session/early-route-reads';
import { SERVER_SCREENS } from './server-screens';
import { styleAttributesToClasses } from './style-attributes';

/** Renders that find more reads to make; a screen whose reads need more is left to the browser. */
const MAX_PASSES = 3;

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The store as the browser that asked has it: the session, its language, layout and branch. */
async function takeOverStore({ userData, accessToken, preferences }: PageRenderInput) {
  const state = appStore.getState();
  state.signIn(userData, { accessToken, refreshToken: '' });
  const locale = isLocale(preferences.locale) ? preferences.locale : 'en';
  state.setLocale(locale);
  state.resetLayout();
  state.setLayout({ ...LAYOUT_DEFAULTS, ...preferences.layout });
  state.setCurrentCenter(preferences.center ?? null);
  setServerViewportWidth(preferences.width);
  // The navbar's unread news count reads it where the browser keeps it.
  if (preferences.newsSeenAt) localStorage.setItem(newsSeenKey(userData.id), preferences.newsSeenAt);
  else localStorage.removeItem(newsSeenKey(userData.id));
  await switchLanguage(locale);
}

/** The app's routes, made once: the guards read the store at each request. */
let handler: ReturnType<typeof createStaticHandler> | undefined;

/** The route of this address, when the server's build has its remote screen's code. */
function serverRouteOf(pathname: string) {
  const route = ROUTES.find((candidate) => matchesRoutePattern(candidate.path, pathname));
  return route && SERVER_SCREENS[`${route.screen.remote}/${route.screen.module}`] ? route : undefined;
}

/** The queries the render asked for that have no answer yet; not those it keeps switched off (no right to read). */
function queriesStillToRead(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: unknown) => boolean) };
      const switchedOff = enabled === false || (typeof enabled === 'function' && !enabled(query));
      return query.state.data === undefined && !switchedOff;
    });
}

type Read = Pick<FetchQueryOptions, 'queryKey' | 'queryFn'>;

/**
 * The reads the last page of each address made for each user: the next such page makes them
 * before its first render, and renders once instead of twice. A function is reused only for the
 * same user and under its own key, which by TanStack Query's rule names everything else the
 * function reads; a read the page no longer makes costs a request, one it lacks a second pass.
 */
const lastReads = new Map<string, Read[]>();

function readsOf(queryClient: QueryClient): Read[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && query.options.queryFn)
    .map((query) => ({ queryKey: query.queryKey, queryFn: query.options.queryFn }) as Read);
}

/**
 * The page of a signed-in user's address, rendered by the components the browser renders: the
 * guards run as they do there (a redirect renders nothing here), then the screen renders until
 * every read it makes has its answer (each pass reads what the last one asked for). Null when the
 * address is not one of the server's screens, a guard redirects, or a read fails: the browser then
 * renders the page itself, as it does without this.
 */
export async function renderPage(
  input: PageRenderInput,
  { read = true }: { read?: boolean } = {},
): Promise<PageRenderOutput | null> {
  const url = new URL(input.url, 'http://page.invalid');
  const route = serverRouteOf(url.pathname);
  if (!route) return null;
  await takeOverStore(input);
  // The reads the browser's page would send at once go out now, while the first pass renders; the
  // screen's requests then take their answers (as in the browser).
  if (read) startRouteReads(route, url);
  handler ??= createStaticHandler(appRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { layout } = appStore.getState();
  const direction = layout.isRTL ? 'rtl' : 'ltr';
  const theme = createAppTheme(layout.skin, direction);
  const queryClient = createAppQueryClient();
  const render = () => {
    const emotionCache = createEmotionCaches()[direction];
    // Before the render: it makes the cache keep the styles for extraction instead of writing them inline.
    const emotionServer = createEmotionServer(emotionCache);
    // The tree of the browser's App, node for node, which takes this markup over (hydrates it).
    const html = renderToString(
      <ServerScreensContext.Provider value={SERVER_SCREENS}>
        <AppFrame emotionCache={emotionCache} theme={theme} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <Toasts />
        </AppFrame>
      </ServerScreensContext.Provider>,
    );
    return { html, emotionServer };
  };
  const readsKey = `${input.userData.id} ${url.pathname}${url.search}`;
  try {
    if (read) {
      await Promise.all(
        (lastReads.get(readsKey) ?? []).map((known) =>
          queryClient.prefetchQuery({ ...known, staleTime: Number.POSITIVE_INFINITY }),
        ),
      );
    }
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      const { html, emotionServer } = render();
      const toRead = queriesStillToRead(queryClient);
      if (toRead.length === 0) {
        const styles = emotionServer.constructStyleTagsFromChunks(
          emotionServer.extractCriticalToChunks(html),
        );
        const page = styleAttributesToClasses(html);
        lastReads.set(readsKey, readsOf(queryClient));
        return {
          html: page.html,
          styles: `${styles}<style>${page.css}</style>`,
          state: {
            reads: dehydrate(queryClient),
            loaderData: context.loaderData,
            viewportWidth: input.preferences.width,
            styleAttributes: page.declarations,
          },
        };
      }
      if (pass === MAX_PASSES || !read) return null;
      await Promise.all(toRead.map((query) => query.fetch()));
    }
    return null;
  } catch {
    return null;
  } finally {
    queryClient.clear();
  }
}

/**
 * Renders of the member list without its data as the worker starts, in each language and each
 * direction: a fresh worker's first render of each takes several times longer (code loading and
 * compiling, a language's strings, the right-to-left styles), and would otherwise be a user's page
 * given up for taking too long.
 */
export async function warmUp(): Promise<void> {
  const userData: PageRenderInput['userData'] = {
    id: 0,
    fullName: '',
    username: '',
    avatar: null,
    email: '',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 },
  };
  const variants: PageRenderInput['preferences'][] = [
    ...LOCALES.map((locale) => ({ locale })),
    { layout: { isRTL: true } },
  ];
  for (const preferences of variants) {
    await renderPage({ url: '/member-list', userData, accessToken: 'warm-up', preferences }, { read: false });
  }
}
