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
  /** The hub lost track of what it delivered: the subscriber must read everything again. */
  resync(): void;
}

/** How many delivered ids the hub remembers, so an entry announced twice is sent once. */
const REMEMBERED_IDS = 4_096;
/** Entries read after a lost listening connection, at most; beyond, every subscriber resyncs. */
const RECONNECT_CATCH_UP = 1_000;

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
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    this.#pending.push(id);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // Entries committed together arrive together: one read for all of them.
    setImmediate(() => {
      this.#flushScheduled = false;
      const ids = this.#pending;
      this.#pending = [];
      this.#enqueue(async () => {
        if (this.#subscribers.size === 0) return;
        this.#deliver((await readLiveRowsById(this.#db, ids)).map(toRoutedEvent));
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
    for (const routed of events) {
      const { id } = routed.event;
      if (this.#delivered.has(id)) continue;
      this.#delivered.add(id);
      if (this.#delivered.size > REMEMBERED_IDS) {
        this.#delivered.delete(this.#delivered.values().next().value!);
      }
      this.#newestDelivered = Math.max(this.#newestDelivered, id);
      for (const subscriber of this.#subscribers) {
        if (mayReceive(subscriber.reader, routed)) subscriber.send(routed.event);
      }
    }
  }
}
