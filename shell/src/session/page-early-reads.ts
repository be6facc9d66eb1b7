import { matchesRoutePattern } from '@cloudfit/shared/router/route-pattern';
import { ROUTES } from '../routes';
import { startRouteReads } from './early-route-reads';

/**
 * The page's own first script: the server puts it into the page it sends (built on its own by
 * shell/build/page-assets-plugin.cjs), so the API reads of the opened screen leave as the page is
 * parsed, about 200 ms before main.js has downloaded and started. main.js's early start sends only
 * what is not on its way already. Address overrides of a remote are left to bootstrap, as there.
 */
const url = new URL(window.location.href);
const overridden = [...url.searchParams.keys()].some((key) => key.startsWith('remote.'));
const route = overridden
  ? undefined
  : ROUTES.find((candidate) => matchesRoutePattern(candidate.path, url.pathname));
if (route) startRouteReads(route, url);
