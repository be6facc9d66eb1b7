import type { LiveEvent } from '@cloudfit/shared/live/live-event';
import { channelListenerOf, type Database } from '../db/connection';
import { LIVE_CHANNEL } from './live-channel';
import {
  type LiveReader,
  mayReceive,
  type RoutedEvent,
  readLiveRowsAfter,
  readLiveRowsById,
  toRoutedEvent,
} from './live-events';

export interface LiveSubscriber {
  reader: LiveReader;
  send(event: LiveEvent): void;
  /**
   * The subscriber must read everything again: the hub lost track of what it delivered, or one
   * write changed too many records to send one by one (then `newestId` is the last of them).
   */
  resync(newestId?: number): void;
}

/** How many delivered ids the hub remembers, so an entry announced twice is sent once. */
const REMEMBERED_IDS = 4_096;
/** Entries read after a lost listening connection, at most; beyond, every subscriber resyncs. */
const RECONNECT_CATCH_UP = 1_000;

/** Events one subscriber gets from one flush, at most; beyond, it is told to read everything again. */
export const MAX_EVENTS_AT_ONCE = 500;
/** Ids read per query: a bulk action announces thousands of entries at once. */
const READ_BATCH = 2_000;
/** A run longer than this in one payload is not from our writes and is ignored. */
const MAX_RUN = 100_000;

/** The entry ids of a payload: one id (`recordAudit`) or comma-separated ids and runs (`12-240,245`). */
export function announcedIds(payload: string): number[] {
  const ids: number[] = [];
  for (const part of payload.split(',')) {
    const match = /^(\d{1,15})(?:-(\d{1,15}))?$/.exec(part.trim());
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (to < from || to - from > MAX_RUN) continue;
    for (let id = from; id <= to; id++) ids.push(id);
  }
  return ids;
}

/**
 * One per API app: listens on the database's live channel (every process's commits arrive there),
 * reads each announced entry once, and hands each subscriber the events they may read.
 */
export class LiveHub {
  readonly #db: Database;
  readonly #subscribers = new Set<LiveSubscriber>();
  #listening: Promise<() => Promise<void>> | null = null;
  #pending: number[] = [];
  #flushing: Promise<void> = Promise.resolve();
  #flushScheduled = false;
  readonly #delivered = new Set<number>();
  #newestDelivered = 0;
  #closed = false;

  constructor(db: Database) {
    this.#db = db;
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /** Starts listening if not yet; resolves once notifications are received. */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    if (this.#closed) throw new Error('The live hub is closed');
    this.#subscribers.add(subscriber);
    try {
      await this.#listen();
    } catch (error) {
      this.#subscribers.delete(subscriber);
      throw error;
    }
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#subscribers.clear();
    const listening = this.#listening;
    this.#listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }

  #listen(): Promise<() => Promise<void>> {
    if (!this.#listening) {
      const listener = channelListenerOf(this.#db);
      if (!listener) throw new Error('This database cannot LISTEN');
      this.#listening = listener(
        LIVE_CHANNEL,
        (payload) => this.#announce(payload),
        () => this.#afterReconnect(),
      );
      this.#listening.catch(() => {
        this.#listening = null;
      });
    }
    return this.#listening;
  }

  #announce(payload: string): void {
    const ids = announcedIds(payload);
    if (ids.length === 0) return;
    for (const id of ids) this.#pending.push(id);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // Entries committed together arrive together: one read for all of them.
    setImmediate(() => {
      this.#flushScheduled = false;
      const ids = this.#pending;
      this.#pending = [];
      this.#enqueue(async () => {
        if (this.#subscribers.size === 0) return;
        const routed: RoutedEvent[] = [];
        for (let start = 0; start < ids.length; start += READ_BATCH) {
          const rows = await readLiveRowsById(this.#db, ids.slice(start, start + READ_BATCH));
          routed.push(...rows.map(toRoutedEvent));
        }
        this.#deliver(routed);
      });
    });
  }

  #afterReconnect(): void {
    this.#enqueue(async () => {
      const rows = await readLiveRowsAfter(this.#db, this.#newestDelivered, RECONNECT_CATCH_UP + 1);
      if (rows.length > RECONNECT_CATCH_UP) {
        for (const subscriber of this.#subscribers) subscriber.resync();
        return;
      }
      this.#deliver(rows.map(toRoutedEvent));
    });
  }

  /** Runs reads one after another, so events go out in the order they were announced. */
  #enqueue(work: () => Promise<void>): void {
    this.#flushing = this.#flushing.then(work).catch(() => {
      for (const subscriber of this.#subscribers) subscriber.resync();
    });
  }

  #deliver(events: RoutedEvent[]): void {
    const fresh: RoutedEvent[] = [];
    for (const routed of events) {
      const { id } = routed.event;
      if (this.#delivered.has(id)) continue;
      this.#delivered.add(id);
      if (this.#delivered.size > REMEMBERED_IDS) {
        this.#delivered.delete(this.#delivered.values().next().value!);
      }
      this.#newestDelivered = Math.max(this.#newestDelivered, id);
      fresh.push(routed);
    }
    if (fresh.length === 0) return;
    const newestId = fresh.at(-1)!.event.id;
    for (const subscriber of this.#subscribers) {
      const theirs = fresh.filter((routed) => mayReceive(subscriber.reader, routed));
      // A bulk action's thousands of events would outrun a slow desk: one read of everything is less.
      if (theirs.length > MAX_EVENTS_AT_ONCE) subscriber.resync(newestId);
      else for (const routed of theirs) subscriber.send(routed.event);
    }
  }
}
