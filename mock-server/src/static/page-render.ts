import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { decodePageCookie, pageCookieOf } from '@cloudfit/shared/page/page-cookie';
import {
  type PageRenderInput,
  type PageRenderOutput,
  SERVER_PAGE_DATA_ID,
  SERVER_PAGE_META,
} from '@cloudfit/shared/page/page-render-types';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signAccessToken } from '../auth/access-token';
import { toUserData } from '../auth/auth-routes';
import { staffOfLiveRefreshToken } from '../auth/refresh-tokens';
import { staff } from '../db/schema';
import { acceptedEncodings } from './precompressed';
import { DEFAULT_REMOTES, readRemotesDocument } from './remotes-document';

/** The built worker that renders pages with the shell's components (shell/build/webpack.page-render.cjs). */
export const pageRenderWorkerFile = (frontEndRoot: string) =>
  path.join(frontEndRoot, 'shell', 'dist-server', 'render-worker.cjs');

/** A page not rendered by then is sent as the browser renders it: the render must not make the page later. */
const DEFAULT_RENDER_BUDGET_MS = 300;
/** The token the render reads the screen's data with lives only as long as a render may take. */
const RENDER_TOKEN_TTL_SECONDS = 30;

export interface PageRenderer {
  /**
   * The page's rendering, or null when it fails or does not come within the budget. Undefined
   * while renders come too late (the last one did): the page then goes out at once, and this
   * page's render runs on to tell when they come in time again.
   */
  render(input: PageRenderInput): Promise<PageRenderOutput | null> | undefined;
  close(): Promise<void>;
}

/**
 * A worker thread that renders pages, reading their data from this server at `origin` like the
 * browser does. Started again on the next page if it dies. A page waits for its rendering at most
 * `budgetMs`; once a render has come later than that (a busy machine), pages stop waiting until a
 * render comes in time again, so a slow render never makes page after page later than the
 * browser's own rendering.
 */
export function startPageRenderer(
  workerFile: string,
  origin: string,
  log: FastifyBaseLogger,
  budgetMs = DEFAULT_RENDER_BUDGET_MS,
): PageRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  let inTime = true;
  const pending = new Map<number, { sentAt: number; answer: (output: PageRenderOutput | null) => void }>();
  const start = () => {
    const started = new Worker(workerFile, {
      workerData: { origin },
      // A built file: none of the server's own loaders (tsx) or heap flags. Its memory levels off at
      // about 85 MB over hundreds of pages with these limits (a render needs less than 30 MB of heap).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 },
    });
    started.unref();
    started.on('message', ({ id, output }: { id: number; output: PageRenderOutput | null }) => {
      const render = pending.get(id);
      if (!render) return;
      pending.delete(id);
      inTime = performance.now() - render.sentAt <= budgetMs;
      render.answer(output);
    });
    started.on('error', (error) => log.error({ err: error }, 'page render worker failed'));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      for (const render of pending.values()) render.answer(null);
      pending.clear();
    });
    return started;
  };
  const send = (input: PageRenderInput, answer: (output: PageRenderOutput | null) => void) => {
    worker ??= start();
    const id = nextId++;
    pending.set(id, { sentAt: performance.now(), answer });
    worker.postMessage({ id, input });
  };
  worker = start();
  return {
    render(input) {
      if (!inTime) {
        if (pending.size === 0) send(input, () => undefined);
        return undefined;
      }
      return new Promise((resolve) => {
        const late = setTimeout(() => resolve(null), budgetMs);
        send(input, (output) => {
          clearTimeout(late);
          resolve(output);
        });
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}

/** Starts the page render once the server listens (it reads from this server), when the shell's build has it. */
export function renderPagesWhenListening(app: FastifyInstance): void {
  const workerFile = pageRenderWorkerFile(app.config.frontEndRoot);
  if (!existsSync(workerFile)) return;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const loopback = ['0.0.0.0', '[::]'].includes(host) ? '127.0.0.1' : host;
    app.pageRenderer = startPageRenderer(
      workerFile,
      `http://${loopback}:${address.port}`,
      app.log,
      app.config.pageRenderBudgetMs,
    );
  });
  app.addHook('onClose', async () => {
    await app.pageRenderer?.close();
  });
}

/**
 * What the page a browser asks for is rendered with, when its page cookie holds a session that is
 * still live: that session's user, with that browser's language, layout, branch and width.
 * Undefined for everything else (the browser then renders the page).
 */
export async function pageRenderInputFor(request: FastifyRequest): Promise<PageRenderInput | undefined> {
  const { pageRenderer, db, config } = request.server;
  if (!pageRenderer) return undefined;
  const cookie = decodePageCookie(pageCookieOf(request.headers.cookie));
  if (!cookie) return undefined;
  // The worker bundles the screens of remote-studio as this server builds them: a browser given
  // another release of it (or a remote pointed elsewhere) renders its page itself.
  const remotes = await readRemotesDocument(config.remotesFile, request);
  if (remotes.remote_studio !== DEFAULT_REMOTES.remote_studio) return undefined;
  if (
    [...new URL(request.url, 'http://page.invalid').searchParams.keys()].some((key) =>
      key.startsWith('remote.'),
    )
  ) {
    return undefined;
  }
  const staffId = await staffOfLiveRefreshToken(db, cookie.refreshToken);
  if (staffId === undefined) return undefined;
  const [account] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!account?.active) return undefined;
  const accessToken = await signAccessToken(
    { staffId: account.id, role: account.role },
    config.jwtSecret,
    RENDER_TOKEN_TTL_SECONDS,
  );
  return { url: request.url, userData: toUserData(account), accessToken, preferences: cookie.preferences };
}

/** Marks what the server's rendering adds to a page: the offline worker keeps the page without it. */
const SERVER_PAGE_MARK = { start: '<!--page-from-server-->', end: '<!--/page-from-server-->' };
const marked = (html: string) => `${SERVER_PAGE_MARK.start}${html}${SERVER_PAGE_MARK.end}`;

/**
 * The app's root with the server's rendering of it, which the app takes over (hydrates) once its
 * code runs: shown at once, inert (nothing on it works before), with the loading overlay hidden.
 */
function renderedRoot({ html, styles, state }: PageRenderOutput): string {
  // Shown whole once parsed, not a part at a time as it arrives (the menu, then the list).
  const hidden = '<style>#root{visibility:hidden}</style>';
  const shown = '<style>#loading-bg{display:none}#root{visibility:visible}</style>';
  const data = `<script type=application/json id=${SERVER_PAGE_DATA_ID}>${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
  return `${marked(styles + hidden + data)}<div id=root inert>${marked(html)}</div>${marked(shown)}`;
}

const APP_ROOT = /<div id=["']?root["']?><\/div>/;
/** The shell's entry script in its built page: `<script defer src=/main.js></script>`. */
const APP_SCRIPT = /<script\b[^>]*\bsrc=["']?([^"'\s>]+)["']?[^>]*><\/script>/;

/**
 * The app's code starts after the rendering's first frame: a deferred script would run between
 * the end of the page and its first paint, holding the painted screen back by the app's start.
 */
function startAppAfterFirstFrame(src: string): string {
  return `<script>requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.append(s)}))</script>`;
}

/**
 * Sends a page the server renders the screen of, in two parts: the page up to the app's root at
 * once, so the browser fetches the app's code while the screen renders, then the rendering (or
 * nothing, if it did not come within its budget) and the rest. Compressed as the browser accepts,
 * each part flushed. The page is this user's: private, and kept by the offline worker without the
 * rendering (SERVER_PAGE_MARK).
 */
export function sendRenderedPage(
  reply: FastifyReply,
  page: string,
  input: PageRenderInput,
  rendering: Promise<PageRenderOutput | null>,
  withNonce: (html: string) => string,
): FastifyReply {
  const rootAt = page.search(APP_ROOT);
  if (rootAt < 0)
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withNonce(page));
  const accepted = acceptedEncodings(reply.request.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.createGzip({ level: 6 })
        : new PassThrough();
  const flush = () => {
    if (encoding === 'br') (stream as zlib.BrotliCompress).flush(zlib.constants.BROTLI_OPERATION_FLUSH);
    else if (encoding === 'gzip') (stream as zlib.Gzip).flush(zlib.constants.Z_SYNC_FLUSH);
  };
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie, Accept-Encoding')
    .header('x-page-render', 'server');
  if (encoding) reply.header('content-encoding', encoding);
  // While it renders, the page's own early reads stay put: the answers come with the rendering.
  const { locale = 'en', layout } = input.preferences;
  const appScript = APP_SCRIPT.exec(page.slice(0, rootAt));
  const head = page
    .slice(0, rootAt)
    // Fetched at once as before; started after the rendering's first frame, or deferred as before without one.
    .replace(APP_SCRIPT, (_, src: string) => `<link rel=preload as=script href=${src}>`)
    // The rendering's language and direction, as the app sets them once it runs.
    .replace(/<html\b[^>]*>/, () => `<html lang=${locale}${layout?.isRTL ? ' dir=rtl' : ''}>`)
    .replace(
      '<head>',
      () =>
        `<head>${SERVER_PAGE_MARK.start}<meta name=${SERVER_PAGE_META} content=on>${SERVER_PAGE_MARK.end}`,
    );
  stream.write(withNonce(head));
  flush();
  void rendering.then((rendered) => {
    const rest = page.slice(rootAt);
    if (!rendered) {
      stream.end(withNonce((appScript?.[0] ?? '') + rest));
      return;
    }
    const start = appScript ? startAppAfterFirstFrame(appScript[1]!) : '';
    stream.end(withNonce(rest.replace(APP_ROOT, () => renderedRoot(rendered) + start)));
  });
  return reply.send(stream);
}
