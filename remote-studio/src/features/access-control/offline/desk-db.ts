import type { CheckInRefusalCode } from '@cloudfit/shared/api/domain-codes';
import { DESK_DATABASE_NAME } from '@cloudfit/shared/offline/connectivity';
import type { DoorListResponse } from '@cloudfit/shared/schemas/offline-check-in.schema';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A check-in made while the server could not be reached, waiting to be sent. */
export interface QueuedCheckIn {
  clientId: string;
  memberId: number;
  memberNumber: string;
  memberName: string;
  centerId: number;
  /** When it happened at the door (ISO 8601): the server records it at this time. */
  at: string;
  /** What the desk decided from its copy. */
  allowed: boolean;
  reason: CheckInRefusalCode | null;
}

interface DeskSchema extends DBSchema {
  /** The door list of each branch this device's desk has stood at, as the server last sent it. */
  doorLists: { key: number; value: DoorListResponse };
  queue: { key: string; value: QueuedCheckIn; indexes: { at: string } };
}

let opened: Promise<IDBPDatabase<DeskSchema>> | null = null;

function database(): Promise<IDBPDatabase<DeskSchema>> {
  opened ??= openDB<DeskSchema>(DESK_DATABASE_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('doorLists', { keyPath: 'centerId' });
      db.createObjectStore('queue', { keyPath: 'clientId' }).createIndex('at', 'at');
    },
    // Signing out (in another tab too) deletes the database: let it go.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = null;
    },
    terminated() {
      opened = null;
    },
  });
  return opened;
}

export async function readDoorList(centerId: number): Promise<DoorListResponse | undefined> {
  return (await database()).get('doorLists', centerId);
}

export async function saveDoorList(list: DoorListResponse): Promise<void> {
  await (await database()).put('doorLists', list);
}

/** The queue in the order the check-ins happened. */
export async function readQueue(): Promise<QueuedCheckIn[]> {
  return (await database()).getAllFromIndex('queue', 'at');
}

export async function enqueue(checkIn: QueuedCheckIn): Promise<void> {
  await (await database()).put('queue', checkIn);
}

export async function dequeue(clientIds: readonly string[]): Promise<void> {
  const tx = (await database()).transaction('queue', 'readwrite');
  await Promise.all([...clientIds.map((id) => tx.store.delete(id)), tx.done]);
}
