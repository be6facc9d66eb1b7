import { encodePageCookie, PAGE_COOKIE } from '@cloudfit/shared/page/page-cookie';
import type { AppState, AppStore } from '@cloudfit/shared/store/app-store';
import { PREFERENCES_CHANGED_EVENT, readNewsSeenAt } from '@cloudfit/shared/store/preferences';

/** As long as a refresh token lives. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The Cookie Store API exists only in secure contexts, and a studio's server on its own network may
 * be plain http: the one way that works in both.
 */
function setCookie(value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${PAGE_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

function write(state: AppState) {
  const { refreshToken } = state.session;
  if (!refreshToken) {
    setCookie('', 0);
    return;
  }
  const value = encodePageCookie({
    refreshToken,
    preferences: {
      locale: state.locale,
      layout: state.layout,
      center: state.currentCenter,
      width: window.innerWidth,
      newsSeenAt: readNewsSeenAt(state.session.userData?.id),
    },
  });
  setCookie(value, MAX_AGE_SECONDS);
}

/**
 * Keeps the page cookie equal to the store: signing in or out, a new token, another language,
 * layout or branch, the news last seen, and the window's width (once a resize settles). Signing out removes it, so the
 * server renders no page of a session the browser has left.
 */
export function mirrorStoreToPageCookie(store: AppStore): void {
  write(store.getState());
  store.subscribe((state, previous) => {
    if (
      state.session !== previous.session ||
      state.locale !== previous.locale ||
      state.layout !== previous.layout ||
      state.currentCenter !== previous.currentCenter
    ) {
      write(state);
    }
  });
  window.addEventListener(PREFERENCES_CHANGED_EVENT, () => write(store.getState()));
  let settling: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(settling);
    settling = setTimeout(() => write(store.getState()), 300);
  });
}
