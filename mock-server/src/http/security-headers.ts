import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@cloudfit/shared/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { releaseOrigins } from '../releases/release-registry';
import { overrideOrigins } from './override-origins';

/** The dev servers' live reload sockets, admitted outside production. */
const DEVELOPMENT_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of one response: the header and the HTML it sends carry the same value. */
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/**
 * The shell's index.html as this response sends it: its own `<script>` and `<style>` tags carry
 * the nonce, and `<meta property="csp-nonce">` hands it to the shell, whose emotion cache puts it
 * on every `<style>` tag it injects at run time.
 */
export function withCspNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`)
    .replace(/<head\b[^>]*>/, (head) => `${head}<meta property="csp-nonce" content="${nonce}">`);
}

/** The origins of the absolute manifest URLs in a remotes document; relative ones are this server. */
export function remoteOriginsOf(remotes: unknown): string[] {
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set<string>();
  for (const manifestUrl of Object.values(remotes)) {
    if (typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) continue;
    const url = new URL(manifestUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The remote origins of CLOUDFIT_REMOTES_FILE, re-read when the file changes (the shell reads
 * `/remotes.json` on every start, so an edited document must reach the CSP without a restart).
 * While the file cannot be read or parsed, the last origins read stay in force.
 */
function remotesFileOrigins(remotesFile: string | undefined): () => string[] {
  if (!remotesFile) return () => [];
  let readAt = Number.NaN;
  let origins: string[] = [];
  return () => {
    try {
      const { mtimeMs } = statSync(remotesFile);
      if (mtimeMs !== readAt) {
        origins = remoteOriginsOf(JSON.parse(readFileSync(remotesFile, 'utf8')));
        readAt = mtimeMs;
      }
    } catch {
      // Keep the last good origins; `/remotes.json` reports the broken file to the shell.
    }
    return origins;
  };
}

export interface SecurityHeaderOptions {
  remotesFile: string | undefined;
  production: boolean;
  /** Where the shell's own files load from when not from this server (CLOUDFIT_SHELL_ASSETS_URL). */
  shellAssetsUrl?: string;
}

/** The headers that do not depend on what a response holds. */
const COMMON_HEADERS = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // The remotes' files are loaded by shells on other origins (the CORS header says so too).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} satisfies HelmetOptions;

/**
 * An API answer is data, never a document that loads anything: its CSP admits nothing and is the
 * same on every answer, where the pages' policy needs a nonce and the remotes file on each.
 */
const API_CSP_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * Security headers on every response. A page's CSP admits this origin, the remote origins of the
 * remotes document, localhost outside production, and inline `<script>`/`<style>` only with the
 * response's nonce; no page may frame the app. Each set of headers is built once (helmet parses its
 * directives when built: built per request, as @fastify/helmet does, that was 3 % of an API
 * request's time).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const remoteOrigins = remotesFileOrigins(options.remotesFile);
  // Where a developer's override may load a remote from (override-origins.ts).
  const developmentOrigins = overrideOrigins(options.production);
  // Releases registered with a manifest on another origin (a CDN): mock-server/src/releases.
  const shellOrigins = options.shellAssetsUrl ? [new URL(options.shellAssetsUrl).origin] : [];
  const codeSources = () => [
    ...new Set([
      "'self'",
      ...shellOrigins,
      ...remoteOrigins(),
      ...releaseOrigins(app.db),
      ...developmentOrigins,
    ]),
  ];
  const nonceSource = (_request: unknown, response: ServerResponse) => `'nonce-${nonceOf(response)}'`;
  const joined = (sources: () => string[]) => () => sources().join(' ');

  const pageHeaders = helmet({
    ...COMMON_HEADERS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'script-src': [joined(codeSources), nonceSource],
        'script-src-attr': ["'none'"],
        'style-src': [joined(codeSources), nonceSource],
        'img-src': [joined(codeSources), 'data:', 'blob:'],
        'font-src': [joined(codeSources), 'data:'],
        'connect-src': [joined(codeSources), ...(options.production ? [] : DEVELOPMENT_SOCKETS)],
      },
    },
  });
  const apiHeaders = helmet({
    ...COMMON_HEADERS,
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
  });
  const apiPrefix = `${API_BASE_PATH}/`;
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith(apiPrefix) ? apiHeaders : pageHeaders;
    // helmet 8 throws its errors; its `next` only ever continues.
    headers(request.raw, reply.raw, () => done());
  });
}
