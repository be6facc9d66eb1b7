import { DESK_DATABASE_NAME } from '@cloudfit/shared/offline/connectivity';
import { appStore } from '@cloudfit/shared/store/app-store';

/** Written by the shell's build (GenerateSW in webpack.config.js) beside index.html. */
const WORKER_URL = '/sw.js';
/** The worker's cache of the studio reads a screen needs before it shows (see webpack.config.js). */
export const API_CACHE_NAME = 'cloudfit-api';

/**
 * Installs the worker that keeps the shell, the remotes' files and the pages visited for use
 * without the server. Only where the browser allows one (a secure context: https, localhost).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(WORKER_URL).catch((error: unknown) => {
    console.warn('Service worker not installed', error);
  });
}

/**
 * Signing out leaves nothing of the studio's members on the device: the desk's door list and
 * queue, and the studio reads the worker kept.
 */
export function clearOfflineDataOnSignOut(): () => void {
  let signedIn = appStore.getState().session.accessToken !== null;
  return appStore.subscribe((state) => {
    const now = state.session.accessToken !== null;
    if (signedIn && !now) {
      indexedDB.deleteDatabase(DESK_DATABASE_NAME);
      if ('caches' in window) void caches.delete(API_CACHE_NAME);
    }
    signedIn = now;
  });
}
