import { appStore } from '@cloudfit/shared/store/app-store';
import { takeEarlyRead } from './early-reads';
import { createTokenClient, type TokenClient } from './token-client';

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The shell registers the navigation to the login screen here. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The one token client of the running app, shared by the shell and every remote. */
export const apiClient: TokenClient = createTokenClient({
  session: {
    getAccessToken: () => appStore.getState().session.accessToken,
    getRefreshToken: () => appStore.getState().session.refreshToken,
    setTokens: (tokens) => appStore.getState().setTokens(tokens),
    expire: () => {
      appStore.getState().signOut();
      for (const listener of sessionExpiredListeners) listener();
    },
  },
  takeEarlyAnswer: takeEarlyRead,
});
