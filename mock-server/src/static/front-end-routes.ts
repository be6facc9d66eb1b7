import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import { cspNonce, withCspNonce } from '../http/security-headers';
import { type HeldFile, HeldFiles, isHashedFileName } from './held-files';
import { pageRenderInputFor, sendRenderedPage } from './page-render';
import { acceptedEncodings, isCompressible, openPrecompressed, setEncodingHeaders } from './precompressed';
import { REMOTE_FOLDERS, readRemotesDocument } from './remotes-document';
import { readBuilt, shellPageAdditions, withShellAssetsFrom } from './shell-page';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * An entry file the page prefetched for the screen it opens (shell-page.ts) stays fresh for a
 * few seconds, so the federation runtime's own request moments later reads it from the cache
 * instead of asking again; the next page load after a deploy still gets the new file.
 */
const PREFETCHED_ENTRY_CACHE = 'private, max-age=10';

/**
 * The tab's icon has no hash in its name, and Chromium asks for it again at every in-app navigation:
 * a day's cache spares the server a revalidation per click, and a new icon still shows within a day.
 */
const ICON_CACHE = 'public, max-age=86400';
const ICON_FILES = new Set(['favicon.svg', 'favicon.ico']);

function setCacheHeaders(
  reply: FastifyReply,
  filePath: string,
  allowCrossOrigin: boolean,
  cacheControl?: string,
): void {
  const name = path.basename(filePath);
  const hashed = isHashedFileName(name);
  const prefetched = String(reply.request.headers['sec-purpose'] ?? '').startsWith('prefetch');
  reply.header(
    'cache-control',
    cacheControl ??
      (hashed
        ? LONG_CACHE
        : ICON_FILES.has(name)
          ? ICON_CACHE
          : prefetched
            ? PREFETCHED_ENTRY_CACHE
            : 'no-cache'),
  );
  if (allowCrossOrigin) reply.header('access-control-allow-origin', '*');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * `/` and the shell's routes (`/member-list`, `/apps/member/edit/3`): paths whose last segment has
 * no file extension. They get the app whatever the Accept header says (`curl`, link checkers);
 * a missing asset (`/missing.js`) still gets a 404.
 */
function isPagePath(url: string): boolean {
  const path = url.split('?')[0]!;
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.') || path === SHELL_INDEX_PATH;
}

/** Asked for by name, the shell's page still goes out with its CSP nonce, never as a static file. */
const SHELL_INDEX_PATH = '/index.html';

/**
 * Streams one file of a dist folder, precompressed when the client accepts a variant the build
 * wrote; send refuses paths outside `root`. Anything that is not a
 * file goes to the not-found handler, which serves the SPA fallback or a JSON 404.
 * `cacheControl` replaces the header the file's name would get.
 */
export async function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  filePath: string,
  allowCrossOrigin: boolean,
  cacheControl?: string,
) {
  const heldKey = holdableKey(request, root, filePath);
  const held = heldKey === undefined ? undefined : HELD_FILES.get(heldKey);
  if (held) {
    setCacheHeaders(reply, filePath, allowCrossOrigin, cacheControl);
    return reply.status(200).headers(held.headers).send(held.body);
  }
  const options = { root, index: false, dotfiles: 'deny', cacheControl: false } as const;
  const precompressed = await openPrecompressed(request, filePath, options);
  const result = precompressed?.result ?? (await send(request.raw, filePath, options));
  if (result.type !== 'file') {
    result.stream.destroy();
    // A directory, a missing file and a path that leaves `root` (403) are all "no such file" here.
    if (result.type === 'directory' || result.statusCode === 403 || result.statusCode === 404) {
      return reply.callNotFound();
    }
    throw new ApiError(result.statusCode, 'bad_request', 'This file cannot be served.');
  }
  setCacheHeaders(reply, filePath, allowCrossOrigin, cacheControl);
  reply.status(result.statusCode).headers(result.headers);
  setEncodingHeaders(reply, filePath, precompressed);
  if (heldKey !== undefined && result.statusCode === 200) {
    result.stream.destroy();
    const file: HeldFile = { body: await readFile(result.metadata.path), headers: heldHeaders(reply) };
    HELD_FILES.hold(heldKey, file);
    return reply.send(file.body);
  }
  return reply.send(result.stream);
}

/** The built files of every app together are about 5 MB brotli'd, 15 MB with their plain and gzip copies. */
const HELD_FILES = new HeldFiles(32 * 1024 * 1024);

/**
 * The key a hashed file is held under, by the encoding the request would get; undefined for a file
 * that may change under its name, or a request the held copy cannot answer (a range, a revalidation).
 */
function holdableKey(request: FastifyRequest, root: string, filePath: string): string | undefined {
  const { headers } = request;
  if (headers.range || headers['if-none-match'] || headers['if-modified-since']) return undefined;
  if (!isHashedFileName(path.basename(filePath))) return undefined;
  const accepted = isCompressible(filePath) ? acceptedEncodings(headers['accept-encoding']) : new Set();
  const encodings = ['br', 'gzip'].filter((encoding) => accepted.has(encoding)).join(',');
  return `${root}\0${filePath}\0${encodings}`;
}

const HELD_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
];

function heldHeaders(reply: FastifyReply): HeldFile['headers'] {
  const headers: HeldFile['headers'] = {};
  for (const name of HELD_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string' || typeof value === 'number') headers[name] = value;
  }
  return headers;
}

function pathAfter(prefix: string, url: string): string {
  return `/${url.split('?')[0]!.slice(prefix.length)}`;
}

/**
 * The built shell at `/`, each remote at `/remotes/<folder>/`, and `/remotes.json`. Files are
 * looked up per request, so rebuilding a dist while the server runs is fine, and so is building
 * one that was missing at start. The SPA fallback is `spaFallback`.
 */
export const frontEndRoutes: FastifyPluginAsync<{
  frontEndRoot: string;
  remotesFile: string | undefined;
}> = async (app, { frontEndRoot, remotesFile }) => {
  app.get('/remotes.json', async (request, reply) => {
    const remotes = await readRemotesDocument(remotesFile, request);
    return reply.header('cache-control', 'no-cache').send(remotes);
  });

  for (const folder of Object.keys(REMOTE_FOLDERS)) {
    const dist = path.join(frontEndRoot, folder, 'dist');
    if (!existsSync(dist))
      app.log.info(`${folder} is not built (${dist} missing); /remotes/${folder}/ answers 404`);
    const prefix = `/remotes/${folder}/`;
    app.get(`${prefix}*`, (request, reply) =>
      serveFile(request, reply, dist, pathAfter(prefix, request.url), true),
    );
  }

  const shellDist = path.join(frontEndRoot, 'shell', 'dist');
  if (!existsSync(shellDist)) app.log.info(`shell is not built (${shellDist} missing): serving the API only`);
  app.get('/*', (request, reply) => {
    const filePath = pathAfter('/', request.url);
    if (filePath === SHELL_INDEX_PATH) return reply.callNotFound();
    return serveFile(request, reply, shellDist, filePath, false);
  });
};

/**
 * The not-found handler of the whole server: a page path, or any path a browser asks for as HTML,
 * gets the shell's index.html; anything else (API calls, missing assets) gets a JSON 404.
 */
export function spaFallback(frontEndRoot: string, remotesFile: string | undefined) {
  const shellIndex = path.join(frontEndRoot, 'shell', 'dist', 'index.html');
  return async function serveShellOrNotFound(request: FastifyRequest, reply: FastifyReply) {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/remotes/') &&
      !request.url.startsWith('/releases/') &&
      (acceptsHtml(request) || isPagePath(request.url));
    if (isPageRequest) {
      const builtIndexHtml = await readBuilt(shellIndex, (text) => text).catch(() => undefined);
      if (builtIndexHtml) {
        const indexHtml = withShellAssetsFrom(builtIndexHtml, request.server.config.shellAssetsUrl);
        const [additions, renderInput] = await Promise.all([
          shellPageAdditions(frontEndRoot, remotesFile, request.url, request),
          request.method === 'GET' ? pageRenderInputFor(request).catch(() => undefined) : undefined,
        ]);
        const page = indexHtml.replace('</head>', () => `${additions}</head>`);
        const nonce = cspNonce(reply);
        const rendering = renderInput && request.server.pageRenderer?.render(renderInput);
        if (renderInput && rendering) {
          return sendRenderedPage(reply, page, renderInput, rendering, (html) => withCspNonce(html, nonce));
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(withCspNonce(page, nonce));
      }
    }
    return reply.status(404).send(notFound(`Route ${request.method} ${request.url.split('?')[0]}`).toBody());
  };
}
