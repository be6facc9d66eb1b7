import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import {
  LIVE_EVENT_NAME,
  LIVE_EVENTS_PATH,
  LIVE_RESYNC_EVENT_NAME,
  type LiveEvent,
} from '@cloudfit/shared/live/live-event';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../auth/guards';
import { staffCenters } from '../db/schema';
import { ApiError } from '../http/api-error';
import { type LiveReader, mayReceive, newestAuditId, readLiveRowsAfter, toRoutedEvent } from './live-events';
import { LiveHub } from './live-hub';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** A client that missed more than this many entries reads everything again instead. */
export const CATCH_UP_LIMIT = 500;
/** Bytes a slow client may leave unread before its stream is closed (it reconnects and catches up). */
const MAX_UNREAD_BYTES = 1024 * 1024;

const hubs = new WeakMap<FastifyInstance, LiveHub>();

/** The hub of the app `app` belongs to (each API process has its own listening connection). */
export function liveHubOf(app: FastifyInstance): LiveHub | undefined {
  return hubs.get(app);
}

const querySchema = z.object({
  /** For clients that cannot send the Last-Event-ID header. */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

async function readerOf(request: FastifyRequest): Promise<LiveReader> {
  const ability = request.ability!;
  if (ability.can('manage', 'all')) return { ability, branchIds: null };
  const rows = await request.server.db
    .select({ centerId: staffCenters.centerId })
    .from(staffCenters)
    .where(eq(staffCenters.staffId, request.staff!.id));
  return { ability, branchIds: new Set(rows.map((row) => row.centerId)) };
}

function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && header.trim() !== '' ? Number(header) : fromQuery;
  if (value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ApiError(400, 'validation_error', 'Last-Event-ID must be the id of an event.');
  }
  return value;
}

/** Each event goes to every stream as the same object: its text is made once. */
const eventTexts = new WeakMap<LiveEvent, string>();

function eventText(event: LiveEvent): string {
  let text = eventTexts.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;
    eventTexts.set(event, text);
  }
  return text;
}

/**
 * GET /events: Server-Sent Events of every change the signed-in staff may read, as it commits in
 * any API process. Sent with the access token like any request (read it with fetch; EventSource
 * cannot send the header); it ends when the token would expire, and the client reconnects with
 * its Last-Event-ID to catch up.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(app.db);
  hubs.set(app, hub);
  const open = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
    open.clear();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  app.get(
    `/${LIVE_EVENTS_PATH}`,
    {
      preHandler: authenticate,
      schema: {
        tags: ['live'],
        summary: 'Stream of changes (Server-Sent Events)',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const lastEventId = lastEventIdOf(request, request.query.lastEventId);
      const reader = await readerOf(request);
      const raw = reply.raw;
      let ended = false;
      let caughtUp = false;
      const caughtUpIds = new Set<number>();
      const waiting: LiveEvent[] = [];
      let missedTooMuch = false;
      let heartbeat: NodeJS.Timeout | undefined;
      let expiry: NodeJS.Timeout | undefined;
      let unsubscribe: (() => void) | undefined;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe?.();
        open.delete(reply);
        if (!raw.writableEnded) raw.end();
      };
      const write = (text: string) => {
        if (ended) return;
        raw.write(text);
        if (raw.writableLength > MAX_UNREAD_BYTES) end();
      };
      const send = (event: LiveEvent) => {
        if (!caughtUp) {
          waiting.push(event);
          return;
        }
        if (caughtUpIds.has(event.id)) return;
        write(eventText(event));
      };
      const resync = (newestId?: number) => {
        // With the newest id, a reconnect catches up from after the changes the resync covers.
        const id = newestId === undefined ? '' : `id: ${newestId}\n`;
        if (caughtUp) write(`${id}event: ${LIVE_RESYNC_EVENT_NAME}\ndata: {}\n\n`);
        else missedTooMuch = true;
      };

      request.raw.on('close', end);
      // Listening before the answer: a client that has its 200 misses nothing committed after it.
      try {
        unsubscribe = await hub.subscribe({ reader, send, resync });
      } catch (error) {
        request.log.error(error, 'live stream could not listen');
        throw new ApiError(
          503,
          API_ERROR_CODES.serviceUnavailable,
          'Live updates are not available right now. Try again shortly.',
        );
      }
      reply.hijack();
      if (ended) {
        // The client left while the stream was being set up.
        unsubscribe();
        return;
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(`retry: 1000\n: connected\n\n`);
      open.add(reply);
      heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      expiry = setTimeout(end, request.server.config.accessTokenTtlSeconds * 1000);
      raw.on('error', end);

      try {
        if (lastEventId === null) {
          // A client that starts afresh catches up from here after a reconnect.
          write(`id: ${await newestAuditId(request.server.db)}\n: ready\n\n`);
        } else {
          const rows = await readLiveRowsAfter(request.server.db, lastEventId, CATCH_UP_LIMIT + 1);
          if (rows.length > CATCH_UP_LIMIT) missedTooMuch = true;
          else {
            for (const routed of rows.map(toRoutedEvent)) {
              if (!mayReceive(reader, routed)) continue;
              caughtUpIds.add(routed.event.id);
              write(eventText(routed.event));
            }
          }
        }
      } catch (error) {
        request.log.error(error, 'live stream could not catch up');
        missedTooMuch = true;
      }
      caughtUp = true;
      if (missedTooMuch) resync();
      for (const event of waiting.splice(0)) send(event);
    },
  );
};
