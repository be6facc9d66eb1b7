import { onSessionExpired } from '@cloudfit/shared/http/api-client';
import type { ServerPageState } from '@cloudfit/shared/page/page-render-types';
import { rememberVisit } from '@cloudfit/shared/router/last-visit';
import { LOGIN_PATH, SESSION_ENDED_REASON } from '@cloudfit/shared/session/home-route';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type DehydratedState, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toasts } from '../layout/Toasts';
import { followDocumentTitle } from './document-title';
import { createEmotionCaches } from './emotion-cache';
import { createAppRouter } from './router';
import { createAppTheme } from './theme';

function hideLoadingOverlay() {
  const overlay = document.getElementById('loading-bg');
  if (overlay) overlay.style.display = 'none';
}

export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
  });
}

/** What every screen renders inside, in the browser and in the page the server renders. */
export function AppFrame({
  emotionCache,
  theme,
  queryClient,
  children,
}: {
  emotionCache: EmotionCache;
  theme: Theme;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** `serverPage`: the state of the page the server rendered, which this app takes over (hydrates). */
export function App({ serverPage }: { serverPage?: ServerPageState }) {
  const [router] = useState(() => createAppRouter(serverPage && { loaderData: serverPage.loaderData }));
  const [emotionCaches] = useState(createEmotionCaches);
  const [queryClient] = useState(() => {
    const client = createAppQueryClient();
    // The app renders from the answers the server rendered the page from.
    if (serverPage) hydrate(client, serverPage.reads as DehydratedState);
    return client;
  });
  const skin = useAppStore((s) => s.layout.skin);
  const isRTL = useAppStore((s) => s.layout.isRTL);
  const direction = isRTL ? 'rtl' : 'ltr';
  const theme = useMemo(() => createAppTheme(skin, direction), [skin, direction]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  useEffect(() => followDocumentTitle(router), [router]);

  useEffect(() => {
    // After each navigation the loading overlay is hidden.
    if (router.state.navigation.state === 'idle') hideLoadingOverlay();
    rememberVisit(router.state.location.pathname, router.state.location.search);
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === 'idle') hideLoadingOverlay();
      rememberVisit(state.location.pathname, state.location.search);
    });
    const stopListening = onSessionExpired(() => {
      queryClient.clear();
      // Already there: a second report of the same expiry must not wrap the redirect in another.
      if (window.location.pathname === LOGIN_PATH) return;
      const here = window.location.pathname + window.location.search;
      void router.navigate(
        `${LOGIN_PATH}?reason=${SESSION_ENDED_REASON}&redirect=${encodeURIComponent(here)}`,
        { replace: true },
      );
    });
    return () => {
      unsubscribe();
      stopListening();
    };
  }, [router, queryClient]);

  return (
    <AppFrame emotionCache={emotionCaches[direction]} theme={theme} queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </AppFrame>
  );
}
