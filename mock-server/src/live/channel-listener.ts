import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** Calls `onPayload` for each NOTIFY on `channel`, from any process on the database; returns the stop. */
export type ChannelListener = (
  channel: string,
  onPayload: (payload: string) => void,
  /** Called after the listening connection was lost and made again: notifications meanwhile are gone. */
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

/** PGlite runs in this process: its own listen is the whole mechanism. */
export function pgliteChannelListener(client: PGlite): ChannelListener {
  return async (channel, onPayload) => {
    const stop = await client.listen(channel, onPayload);
    return async () => {
      if (!client.closed) await stop();
    };
  };
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * One dedicated connection per channel (a pooled one would lose its LISTEN when returned), made
 * again when it drops.
 */
export function postgresChannelListener(connectionString: string): ChannelListener {
  return async (channel, onPayload, onReconnect) => {
    let stopped = false;
    let client: Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (isReconnect: boolean): Promise<void> => {
      const next = new Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => {
        void next.end().catch(() => undefined);
        if (client === next) reconnectLater();
      });
      // A server restart or an administrator ending the backend closes it without an error.
      next.on('end', () => {
        if (client === next) reconnectLater();
      });
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      if (isReconnect) onReconnect?.();
    };
    const reconnectLater = () => {
      client = null;
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        connect(true).catch(reconnectLater);
      }, RECONNECT_DELAY_MS);
      timer.unref();
    };
    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}
