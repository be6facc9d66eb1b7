import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { decodePageCookie, pageCookieOf } from '@cloudfit/shared/page/page-cookie';
import type { PageRenderInput, PageRenderOutput } from '@cloudfit/shared/page/page-render-types';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { signAccessToken } from '../auth/access-token';
import { toUserData } from '../auth/auth-routes';
import { staffOfLiveRefreshToken } from '../auth/refresh-tokens';
import { staff } from '../db/schema';

/** The built worker that renders pages with the shell's components (shell/build/webpack.page-render.cjs). */
export const pageRenderWorkerFile = (frontEndRoot: string) =>
  path.join(frontEndRoot, 'shell', 'dist-server', 'render-worker.cjs');

/** A page not rendered by then is sent as the browser renders it: the render must not make the page later. */
const RENDER_BUDGET_MS = 400;
/** The token the render reads the screen's data with lives only as long as a render may take. */
const RENDER_TOKEN_TTL_SECONDS = 30;

export interface PageRenderer {
  render(input: PageRenderInput): Promise<PageRenderOutput | null>;
  close(): Promise<void>;
}

/**
 * A worker thread that renders pages, reading their data from this server at `origin` like the
 * browser does. Started again on the next page if it dies; a render it does not answer within the
 * budget is given up (the page goes out without it).
 */
export function startPageRenderer(workerFile: string, origin: string, log: FastifyBaseLogger): PageRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, (output: PageRenderOutput | null) => void>();
  const start = () => {
    const started = new Worker(workerFile, {
      workerData: { origin },
      // A built file: none of the server's own loaders (tsx) or heap flags.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    started.unref();
    started.on('message', ({ id, output }: { id: number; output: PageRenderOutput | null }) => {
      waiting.get(id)?.(output);
      waiting.delete(id);
    });
    started.on('error', (error) => log.error({ err: error }, 'page render worker failed'));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    });
    return started;
  };
  worker = start();
  return {
    render(input) {
      worker ??= start();
      const id = nextId++;
      const target = worker;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, RENDER_BUDGET_MS);
        waiting.set(id, (output) => {
          clearTimeout(timer);
          resolve(output);
        });
        target.postMessage({ id, input });
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
    app.pageRenderer = startPageRenderer(workerFile, `http://${loopback}:${address.port}`, app.log);
  });
  app.addHook('onClose', async () => {
    await app.pageRenderer?.close();
  });
}

/**
 * The page a signed-in browser asks for, rendered on the server: when its page cookie holds a
 * session that is still live, for the user of that session, with that browser's language, layout,
 * branch and width. Undefined for everything else (the browser then renders the page).
 */
export async function renderedPageFor(request: FastifyRequest): Promise<PageRenderOutput | undefined> {
  const { pageRenderer, db, config } = request.server;
  if (!pageRenderer) return undefined;
  const cookie = decodePageCookie(pageCookieOf(request.headers.cookie));
  if (!cookie) return undefined;
  const staffId = await staffOfLiveRefreshToken(db, cookie.refreshToken);
  if (staffId === undefined) return undefined;
  const [account] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!account?.active) return undefined;
  const accessToken = await signAccessToken(
    { staffId: account.id, role: account.role },
    config.jwtSecret,
    RENDER_TOKEN_TTL_SECONDS,
  );
  const output = await pageRenderer.render({
    url: request.url,
    userData: toUserData(account),
    accessToken,
    preferences: cookie.preferences,
  });
  return output ?? undefined;
}
