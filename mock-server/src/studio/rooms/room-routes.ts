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
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { rooms } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { validationFailed } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { registerListRoutes } from '../list-routes';

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
    throw validationFailed({ name: 'This branch already has a room with this name.' });
  }
  throw error;
}

const csvColumns: CsvColumn<RoomItem>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Center', value: (r) => r.centerName },
  { header: 'Capacity', value: (r) => r.capacity },
  { header: 'Active', value: (r) => r.active },
];

const roomListSource = listSource({
  definition: roomList,
  rows: selectRooms,
  count: (db, fields) =>
    db.select(fields).from(rooms).innerJoin(centers, eq(centers.id, rooms.centerId)).$dynamic(),
  filters: roomFilters,
  toItem,
});

/** Rooms are referenced by classes, so they are deactivated (`active: false`), never deleted. */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/rooms',
    subject: 'Room',
    querystring: roomListQuerySchema,
    response: roomListResponseSchema,
    source: roomListSource,
    csv: { filename: 'rooms.csv', columns: csvColumns },
    one: { entity: 'Room', response: roomItemSchema, find: findRoom },
  });

  app.post(
    '/rooms',
    {
      preHandler: requireAbility('create', 'Room'),
      schema: { body: createRoomSchema, response: { 201: roomItemSchema } },
    },
    async (request, reply) => {
      const room = await withTransaction(db, async (tx) => {
        await assertCentersExist(tx, [request.body.centerId], 'centerId');
        await assertCentersOpen(tx, [request.body.centerId]);
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
        resource: 'Room',
        id: request.params.id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findRoom(tx, row.id),
        beforeUpdate: async (tx, current) => {
          await assertCentersExist(tx, [changes.centerId], 'centerId');
          await assertCentersOpen(tx, [changes.centerId], [current.centerId]);
        },
      }).catch(rethrowDuplicateName);
      return (await findRoom(db, request.params.id))!;
    },
  );
};
