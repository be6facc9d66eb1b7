import { startLanguageFiles } from './early-language-files';
import { openedRoute, overridesRemote, startRouteReads } from './early-route-reads';

/**
 * The page's own first script: the server puts it into the page it sends (built on its own by
 * shell/build/page-assets-plugin.cjs), so the API reads of the opened screen leave as the page is
 * parsed, about 200 ms before main.js has downloaded and started, and the user's language's strings
 * start loading. main.js's early start sends only what is not on its way already.
 */
const url = new URL(window.location.href);
const route = openedRoute(url);
if (route) startRouteReads(route, url);
// A remote pointed elsewhere has other chunks than the ones the page lists for it.
if (!overridesRemote(url)) startLanguageFiles();
