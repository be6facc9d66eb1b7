import { API_BASE_PATH, TOKEN_TYPE } from '../constants';

export type SearchParams = Record<string, string | number | boolean | undefined | null>;

/** A GET the screen being opened makes as it mounts: `path` under the API base, without a leading slash. */
export interface EarlyRead {
  path: string;
  searchParams?: SearchParams;
}

interface StartedRead {
  token: string;
  startedAt: number;
  response: Promise<Response>;
  /** Settles once the body has been read (or the read failed). */
  settled: Promise<void>;
  /** A successful answer's body, once it has arrived. */
  arrived?: { data: unknown };
}

/**
 * Shared through the page's global: the page's inline script or the shell's main.js starts the
 * reads, the token client takes them.
 */
const EARLY_READS_GLOBAL = '__cloudfitEarlyReads';

/** An answer older than this is not handed out: the screen asked later and wants it fresh. */
const EARLY_READ_MAX_AGE_MS = 15_000;

function startedReads(): Map<string, StartedRead> {
  const globals = globalThis as Record<string, unknown>;
  if (!(globals[EARLY_READS_GLOBAL] instanceof Map)) globals[EARLY_READS_GLOBAL] = new Map();
  return globals[EARLY_READS_GLOBAL] as Map<string, StartedRead>;
}

/** The parameters a request sends: empty, null and undefined values are left out. */
export function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** The same request whatever the parameters' order. */
function readKey(path: string, searchParams: SearchParams | undefined): string {
  const params = new URLSearchParams(cleanSearchParams(searchParams));
  params.sort();
  return `${path.replace(/^\//, '')}?${params}`;
}

/**
 * Sends the reads now, while the app's code still downloads and starts, so their answers are
 * there when the screen asks (`takeEarlyRead`). A read nobody takes costs one request and is dropped.
 */
export function startEarlyReads(reads: EarlyRead[], accessToken: string): void {
  const started = startedReads();
  for (const read of reads) {
    const key = readKey(read.path, read.searchParams);
    // The page's own script may have sent it already (shell/src/session/page-early-reads.ts).
    if (started.get(key)?.token === accessToken) continue;
    const query = new URLSearchParams(cleanSearchParams(read.searchParams)).toString();
    const response = fetch(`${API_BASE_PATH}/${read.path}${query ? `?${query}` : ''}`, {
      headers: { Authorization: `${TOKEN_TYPE} ${accessToken}` },
    });
    const entry: StartedRead = {
      token: accessToken,
      startedAt: performance.now(),
      response,
      settled: response
        .then(async (answer) => {
          if (answer.ok) entry.arrived = { data: await answer.clone().json() };
        })
        // A failed early read is asked again by the screen's own request; nothing to report here.
        .catch(() => undefined),
    };
    started.set(key, entry);
  }
}

function take(
  path: string,
  searchParams: SearchParams | undefined,
  accessToken: string,
  arrivedOnly: boolean,
) {
  const started = startedReads();
  const key = readKey(path, searchParams);
  const read = started.get(key);
  if (!read || (arrivedOnly && !read.arrived)) return undefined;
  started.delete(key);
  if (read.token !== accessToken || performance.now() - read.startedAt > EARLY_READ_MAX_AGE_MS) {
    return undefined;
  }
  return read;
}

/**
 * The answer of an early read of exactly this request with this token, once; undefined when there
 * is none, it was sent with another token, or it is too old to stand for a request made now.
 */
export function takeEarlyRead(
  path: string,
  searchParams: SearchParams | undefined,
  accessToken: string,
): Promise<Response> | undefined {
  return take(path, searchParams, accessToken, false)?.response;
}

/**
 * The body of an early read of this request that has already arrived successfully, once: a screen
 * can render with it at once (as a query's initial data) instead of waiting a turn for the answer.
 * Undefined in every other case; the request then goes out as usual.
 */
export function takeArrivedEarlyRead<T>(
  path: string,
  searchParams: SearchParams | undefined,
  accessToken: string | null,
): T | undefined {
  if (!accessToken) return undefined;
  return take(path, searchParams, accessToken, true)?.arrived?.data as T | undefined;
}

/**
 * Resolves when every early read still untaken has its answer (or failed), or after `maxWaitMs`:
 * the shell shows the screen then, so it renders once with its data rather than first empty.
 */
export function earlyReadsSettled(maxWaitMs: number): Promise<void> {
  const pending = [...startedReads().values()].map((read) => read.settled);
  if (pending.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(pending).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs)),
  ]);
}

/** The early reads no request has taken yet (`path?params`), for diagnostics and tests. */
export function untakenEarlyReads(): string[] {
  return [...startedReads().keys()];
}
