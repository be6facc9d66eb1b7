import { readPageDataBlock } from '../session/page-data-block';

/** Where the server puts the origins a developer override may load from (mock-server/src/static/shell-page.ts). */
export const OVERRIDE_ORIGINS_BLOCK_ID = 'cloudfit-override-origins';

/** A page without the block (the shell's own dev server) admits a developer's machine only. */
const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The page's list of allowed origins; `http://localhost:*` admits every port of that host. */
export function allowedOverrideOrigins(): string[] {
  const block = readPageDataBlock(OVERRIDE_ORIGINS_BLOCK_ID);
  return Array.isArray(block) && block.every((origin) => typeof origin === 'string')
    ? block
    : DEFAULT_OVERRIDE_ORIGINS;
}

function matchesOrigin(url: URL, pattern: string): boolean {
  const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(pattern);
  if (anyPort) return `${url.protocol}//${url.hostname}` === anyPort[1];
  return URL.canParse(pattern) && new URL(pattern).origin === url.origin;
}

/**
 * Whether an override may point a remote at this manifest URL: one on the page's own origin, or on
 * an allowed origin. Anything else would let a crafted link run someone else's code in a staff
 * member's signed-in shell.
 */
export function overrideAllowed(
  manifestUrl: string,
  allowed: string[] = allowedOverrideOrigins(),
  pageOrigin: string = window.location.origin,
): boolean {
  if (!URL.canParse(manifestUrl, pageOrigin)) return false;
  const url = new URL(manifestUrl, pageOrigin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === pageOrigin || allowed.some((pattern) => matchesOrigin(url, pattern));
}
