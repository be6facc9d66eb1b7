import {
  createRoomSchema,
  type RoomItem,
  type RoomSortKey,
  roomItemSchema,
  roomListQuerySchema,
  roomListResponseSchema,
  updateRoomSchema,
} from '@cloudfit/shared/schemas/room.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { type ListDefinition, runListQuery, runListQueryUnpaged } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { rooms } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound, validationFailed } from '../../http/api-error';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../../http/csv-export';
import { assertCentersExist } from '../centers/center-queries';

const roomList: ListDefinition<RoomSortKey> = {
  sortable: {
    name: [centers.name, rooms.name],
    capacity: rooms.capacity,
    centerName: [centers.name, rooms.name],
    createdAt: rooms.createdAt,
  },
  defaultSort: { by: 'name', desc: false },
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

async function findRoom(db: Database | Transaction, id: number): Promise<RoomItem | undefined> {
  const [row] = await selectRooms(db).where(eq(rooms.id, id));
  return row && toItem(row);
}

function roomFilters(query: { centerId?: number; active?: boolean }): (SQL | undefined)[] {
  return [
    query.centerId === undefined ? undefined : eq(rooms.centerId, query.centerId),
    query.active === undefined ? undefined : eq(rooms.active, query.active),
  ];
}

function rethrowDuplicateName(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'rooms_center_name_key') {
    throw validationFailed({ name: 'This center already has a room with this name.' });
  }
  throw error;
}

const csvColumns: CsvColumn<RoomItem>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Center', value: (r) => r.centerName },
  { header: 'Capacity', value: (r) => r.capacity },
  { header: 'Active', value: (r) => r.active },
];

/** Rooms are referenced by classes, so they are deactivated (`active: false`), never deleted. */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/rooms',
    {
      preHandler: requireAbility('read', 'Room'),
      schema: { querystring: roomListQuerySchema, response: { 200: roomListResponseSchema } },
    },
    async (request) => {
      const page = await runListQuery({
        definition: roomList,
        query: request.query,
        rows: selectRooms(db),
        count: db
          .select({ total: sql<number>`count(*)::int` })
          .from(rooms)
          .innerJoin(centers, eq(centers.id, rooms.centerId))
          .$dynamic(),
        filters: roomFilters(request.query),
      });
      return { items: page.items.map(toItem), total: page.total };
    },
  );

  app.get(
    '/rooms/export.csv',
    { preHandler: requireAbility('read', 'Room'), schema: { querystring: roomListQuerySchema } },
    async (request, reply) => {
      const rows = await runListQueryUnpaged({
        definition: roomList,
        query: request.query,
        rows: selectRooms(db),
        filters: roomFilters(request.query),
        limit: CSV_EXPORT_ROW_LIMIT,
      });
      return sendCsv(reply, 'rooms.csv', rows.map(toItem), csvColumns);
    },
  );

  app.get(
    '/rooms/:id',
    {
      preHandler: requireAbility('read', 'Room'),
      schema: { params: idParams, response: { 200: roomItemSchema } },
    },
    async (request) => {
      const room = await findRoom(db, request.params.id);
      if (!room) throw notFound('Room');
      return room;
    },
  );

  app.post(
    '/rooms',
    {
      preHandler: requireAbility('create', 'Room'),
      schema: { body: createRoomSchema, response: { 201: roomItemSchema } },
    },
    async (request, reply) => {
      const room = await withTransaction(db, async (tx) => {
        await assertCentersExist(tx, [request.body.centerId], 'centerId');
        const [created] = await tx.insert(rooms).values(request.body).returning();
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'rooms',
          entityId: created!.id,
          after: created,
        });
        return (await findRoom(tx, created!.id))!;
      }).catch(rethrowDuplicateName);
      return reply.status(201).send(room);
    },
  );

  app.put(
    '/rooms/:id',
    {
      preHandler: requireAbility('update', 'Room'),
      schema: { params: idParams, body: updateRoomSchema, response: { 200: roomItemSchema } },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      await updateVersioned(db, {
        table: rooms,
        id: request.params.id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findRoom(tx, row.id),
        beforeUpdate: (tx) => assertCentersExist(tx, [changes.centerId], 'centerId'),
      }).catch(rethrowDuplicateName);
      return (await findRoom(db, request.params.id))!;
    },
  );
};
