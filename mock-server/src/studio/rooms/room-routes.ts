import {
  createRoomSchema,
  type RoomItem,
  roomItemSchema,
  roomListQuerySchema,
  roomListResponseSchema,
  updateRoomSchema,
} from '@cloudfit/shared/schemas/room.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { findRoom, roomListSource } from './room-queries';
import { createRoom, updateRoom } from './room-writes';

const csvColumns: CsvColumn<RoomItem>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Center', value: (r) => r.centerName },
  { header: 'Capacity', value: (r) => r.capacity },
  { header: 'Active', value: (r) => r.active },
];

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
    async (request, reply) => reply.status(201).send(await createRoom(db, request.body, request.staff!.id)),
  );

  app.put(
    '/rooms/:id',
    {
      preHandler: requireAbility('update', 'Room'),
      schema: { params: idParams, body: updateRoomSchema, response: { 200: roomItemSchema } },
    },
    async (request) => updateRoom(db, request.params.id, request.body, request.staff!.id),
  );
};
