// The shell's service worker, written by its build as sw.js. Nothing is precached: each file is
// kept as the browser fetches it, by URL, so a new shell or a remote released on its own is picked
// up as usual, and the desk still opens the pages and screens it used when the server is gone.
const { GenerateSW } = require('workbox-webpack-plugin');

/** The studio reads every screen waits for (shared/src/ui/format/studio-profile-reads.ts). */
const STUDIO_READS = ['/api/v1/settings/profile', '/api/v1/centers'];

/**
 * Runs in the worker (Workbox writes the function's source into sw.js): the page without what the
 * server's rendering added between its marks (mock-server/src/static/page-render.ts).
 */
async function withoutServerRendering({ response }) {
  if (response?.status !== 200 || !response.headers.get('x-page-render')) return response;
  const page = await response.clone().text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const kept = page
    .replace(/<!--page-from-server-->[\s\S]*?<!--\/page-from-server-->/g, '')
    .replace('<div id=root inert>', '<div id=root>');
  return new Response(kept, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function offlineWorkerPlugin() {
  return new GenerateSW({
    swDest: 'sw.js',
    exclude: [/./],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      // Pages and the documents that name the current files: the server's answer whenever there is one.
      // A page the server rendered the screen of is kept without that rendering: it holds this
      // user's data of that moment, and a page opened offline renders from the kept reads instead.
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'cloudfit-pages',
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 40 },
          plugins: [{ cacheWillUpdate: withoutServerRendering }],
        },
      },
      // A file whose name carries its content hash never changes: the kept copy is the file.
      {
        urlPattern: ({ url }) => /[.-][0-9a-f]{8,}\.(js|css|woff2?|ttf|svg|png|webp)$/i.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'cloudfit-files',
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 800, purgeOnQuotaError: true },
        },
      },
      // Every other file of the apps (main.js, remoteEntry.js, remotes.json, mf-manifest.json):
      // its name stays, its content changes with each release.
      {
        urlPattern: ({ url }) => /\.(js|json)$/.test(url.pathname) && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: { cacheName: 'cloudfit-entries', networkTimeoutSeconds: 8, expiration: { maxEntries: 60 } },
      },
      {
        urlPattern: new RegExp(
          `^[^?]*(${STUDIO_READS.map((path) => path.replace(/\//g, '\\/')).join('|')})$`,
        ),
        handler: 'NetworkFirst',
        options: { cacheName: 'cloudfit-api', networkTimeoutSeconds: 8 },
      },
    ],
  });
}

module.exports = { offlineWorkerPlugin, withoutServerRendering };
