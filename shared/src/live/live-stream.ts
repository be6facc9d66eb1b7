import { apiClient } from '@cloudfit/shared/http/api-client';
import { appStore } from '@cloudfit/shared/store/app-store';
import { LIVE_EVENT_NAME, LIVE_EVENTS_PATH, LIVE_RESYNC_EVENT_NAME, type LiveEvent } from './live-event';

export type LiveState = 'idle' | 'connecting' | 'open' | 'retrying';

export interface LiveHandlers {
  /** Each change the signed-in staff may read, as it commits anywhere. */
  onEvent?(event: LiveEvent): void;
  /** Too much was missed to catch up (or the stream could not say): read everything again. */
  onResync?(): void;
  onState?(state: LiveState): void;
}

interface Connection {
  handlers: Set<LiveHandlers>;
  state: LiveState;
  lastEventId: string | null;
  controller: AbortController | null;
  running: boolean;
  stopTimer: ReturnType<typeof setTimeout> | undefined;
}

/** Kept on the window: every bundle that includes this module shares the tab's one connection. */
const CONNECTION_KEY = Symbol.for('cloudfit.live.connection');
/** A screen change unsubscribes and the next screen subscribes: keep the stream open across it. */
const LINGER_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;

function connection(): Connection {
  const holder = globalThis as unknown as Record<symbol, Connection | undefined>;
  holder[CONNECTION_KEY] ??= {
    handlers: new Set(),
    state: 'idle',
    lastEventId: null,
    controller: null,
    running: false,
    stopTimer: undefined,
  };
  return holder[CONNECTION_KEY]!;
}

function setState(conn: Connection, state: LiveState): void {
  if (conn.state === state) return;
  conn.state = state;
  for (const handlers of conn.handlers) handlers.onState?.(state);
}

function dispatch(conn: Connection, block: string): void {
  let name = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') conn.lastEventId = value;
    else if (field === 'event') name = value;
    else if (field === 'data') data = data ? `${data}\n${value}` : value;
  }
  if (name === LIVE_RESYNC_EVENT_NAME) {
    for (const handlers of conn.handlers) handlers.onResync?.();
  } else if (name === LIVE_EVENT_NAME && data) {
    const event = JSON.parse(data) as LiveEvent;
    for (const handlers of conn.handlers) handlers.onEvent?.(event);
  }
}

/**
 * The server writes at least a heartbeat every 15 s: a stream silent for this long is a connection
 * that died without closing (a sleeping laptop, a dropped network), and is made again.
 */
export const LIVE_STALL_MS = 45_000;

class StalledStream extends Error {}

async function readStream(conn: Connection, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void reader.cancel().catch(() => undefined);
        reject(new StalledStream());
      }, LIVE_STALL_MS);
    });
    const { done, value } = await Promise.race([reader.read(), stalled]).finally(() => clearTimeout(timer));
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      dispatch(conn, buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Connects, reads, and reconnects with backoff (catching up by Last-Event-ID) while anyone listens. */
async function run(conn: Connection): Promise<void> {
  conn.running = true;
  let failures = 0;
  while (conn.handlers.size > 0) {
    const controller = new AbortController();
    conn.controller = controller;
    if (!appStore.getState().session.accessToken) {
      setState(conn, 'retrying');
      await sleep(1_000, controller.signal);
      continue;
    }
    setState(conn, failures === 0 ? 'connecting' : 'retrying');
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (conn.lastEventId !== null) headers['last-event-id'] = conn.lastEventId;
      const response = await apiClient.request('get', LIVE_EVENTS_PATH, {
        headers,
        signal: controller.signal,
      });
      if (!response.body) throw new Error('The event stream has no body');
      setState(conn, 'open');
      failures = 0;
      await readStream(conn, response.body);
      // The server ends a stream when its token would expire: reconnect at once with a fresh one.
    } catch {
      if (controller.signal.aborted) break;
      failures++;
    }
    if (conn.handlers.size === 0) break;
    setState(conn, 'retrying');
    const backoff = failures === 0 ? 100 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures);
    await sleep(backoff * (0.75 + Math.random() / 2), controller.signal);
  }
  conn.controller = null;
  conn.running = false;
  setState(conn, 'idle');
}

/**
 * Listens to the API's stream of changes: one connection per browser tab whoever subscribes,
 * opened with the first subscriber and closed a few seconds after the last one leaves.
 */
export function subscribeLive(handlers: LiveHandlers): () => void {
  const conn = connection();
  conn.handlers.add(handlers);
  clearTimeout(conn.stopTimer);
  if (!conn.running) void run(conn);
  handlers.onState?.(conn.state);
  return () => {
    conn.handlers.delete(handlers);
    if (conn.handlers.size > 0) return;
    clearTimeout(conn.stopTimer);
    conn.stopTimer = setTimeout(() => {
      if (conn.handlers.size === 0) conn.controller?.abort();
    }, LINGER_MS);
  };
}

/** Whether the tab's stream is open now. */
export function liveState(): LiveState {
  return connection().state;
}
