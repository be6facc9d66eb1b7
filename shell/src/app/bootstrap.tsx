// First, before any schema parses: see the module.
import './zod-without-eval';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { i18n, switchLanguage } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { clearOfflineDataOnSignOut, registerServiceWorker } from '../offline/service-worker';
import { mirrorStoreToPageCookie } from '../page-render/page-cookie-mirror';
import { pageArrived, takeServerPageState } from '../page-render/server-page';
import { readyServerPage, reportServerPageMismatch } from '../page-render/take-over-page';
import { afterFirstScreen, whenFirstScreenShown } from '../remotes/after-first-screen';
import { applyOverrideParams } from '../remotes/remote-overrides';
import { loadRegistry } from '../remotes/remote-registry';
import { App } from './App';

document.documentElement.lang = appStore.getState().locale;
i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
});

// Before anything renders, so the override banner and the registry agree from the first frame.
applyOverrideParams(new URL(window.location.href));

// Remotes register in the background; a registry that cannot be fetched shows up as a
// per-screen error with a retry, never as a blank shell.
loadRegistry().catch((error: unknown) => console.error('Remote registry unavailable', error));

// The worker that keeps the shell and the remotes' files for the desk offline does not compete with the first screen.
afterFirstScreen(registerServiceWorker);
clearOfflineDataOnSignOut();

// The running app's single instances, for diagnostics and the federation and language browser tests.
Object.assign(window, { __cloudfit: { store: appStore, http: apiClient, i18n } });

// The server renders this browser's next page from its cookie.
mirrorStoreToPageCookie(appStore);

// A language other than English loads its strings first, so nothing shows in English before it. The
// app renders once the page is all in; a page the server rendered it takes over (hydrates) in place.
void Promise.all([switchLanguage(appStore.getState().locale), pageArrived()]).finally(() => {
  const container = document.getElementById('root');
  if (!container) return;
  const serverPage = takeServerPageState();
  if (serverPage && container.firstChild) {
    readyServerPage(container, serverPage, whenFirstScreenShown());
    hydrateRoot(container, <App serverPage={serverPage} />, { onRecoverableError: reportServerPageMismatch });
  } else {
    container.removeAttribute('inert');
    createRoot(container).render(<App />);
  }
});
