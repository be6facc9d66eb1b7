import type { RoomItem, RoomSortKey } from '@cloudfit/shared/schemas/room.schema';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { rooms } from '../../db/schema/studio';

const roomList: ListDefinition<RoomSortKey> = {
  sortable: {
    name: [rooms.name, centers.name],
    capacity: rooms.capacity,
    centerName: [centers.name, rooms.name],
    createdAt: rooms.createdAt,
  },
  // Rooms are listed branch by branch, and the list's header says so.
  defaultSort: { by: 'centerName', desc: false },
  tiebreaker: rooms.id,
  searchable: [sql`lower(${rooms.name})`, sql`lower(${centers.name})`],
};

function selectRooms(db: Database | Transaction) {
  return db
    .select({
      id: rooms.id,
      centerId: rooms.centerId,
      centerName: centers.name,
      name: rooms.name,
      capacity: rooms.capacity,
      active: rooms.active,
      version: rooms.version,
      createdAt: rooms.createdAt,
      updatedAt: rooms.updatedAt,
    })
    .from(rooms)
    .innerJoin(centers, eq(centers.id, rooms.centerId))
    .$dynamic();
}

type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

const toItem = (row: RoomRow): RoomItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findRoom(db: Database | Transaction, id: number): Promise<RoomItem | undefined> {
  const [row] = await selectRooms(db).where(eq(rooms.id, id));
  return row && toItem(row);
}

function roomFilters(query: { centerId?: number; active?: boolean }): (SQL | undefined)[] {
  return [
    query.centerId === undefined ? undefined : eq(rooms.centerId, query.centerId),
    query.active === undefined ? undefined : eq(rooms.active, query.active),
  ];
}

export const roomListSource = listSource({
  definition: roomList,
  rows: selectRooms,
  count: (db, fields) =>
    db.select(fields).from(rooms).innerJoin(centers, eq(centers.id, rooms.centerId)).$dynamic(),
  filters: roomFilters,
  toItem,
});
