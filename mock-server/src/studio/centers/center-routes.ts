import {
  archiveCenterSchema,
  centerListQuerySchema,
  centerSchema,
  createCenterSchema,
  moveCenterMembersResultSchema,
  moveCenterMembersSchema,
  updateCenterSchema,
} from '@cloudfit/shared/schemas/center.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../../auth/guards';
import { notFound } from '../../http/api-error';
import { findCenter, listCenters } from './center-queries';
import { archiveCenter, createCenter, moveCenterMembers, updateCenter } from './center-writes';

export const centerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/centers',
    {
      preHandler: requireAbility('read', 'Center'),
      schema: {
        querystring: centerListQuerySchema,
        response: { 200: z.object({ items: z.array(centerSchema), total: z.number().int() }) },
      },
    },
    async (request) => listCenters(app.db, request.query.active),
  );

  app.get(
    '/centers/:id',
    {
      preHandler: requireAbility('read', 'Center'),
      schema: { params: idParams, response: { 200: centerSchema } },
    },
    async (request) => {
      const center = await findCenter(app.db, request.params.id);
      if (!center) throw notFound('Center');
      return center;
    },
  );

  app.post(
    '/centers',
    {
      preHandler: requireAbility('create', 'Center'),
      schema: { body: createCenterSchema, response: { 201: centerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCenter(app.db, request.body, request.staff!.id)),
  );

  app.put(
    '/centers/:id',
    {
      preHandler: requireAbility('update', 'Center'),
      schema: { params: idParams, body: updateCenterSchema, response: { 200: centerSchema } },
    },
    async (request) => updateCenter(app.db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/centers/:id/archive',
    {
      preHandler: requireAbility('update', 'Center'),
      schema: { params: idParams, body: archiveCenterSchema, response: { 200: centerSchema } },
    },
    async (request) => archiveCenter(app.db, request.params.id, request.body.version, request.staff!.id),
  );

  // Closing a branch starts here: its members get another home branch, in bulk.
  app.post(
    '/centers/:id/move-members',
    {
      preHandler: requireAbility('update', 'Center'),
      schema: {
        params: idParams,
        body: moveCenterMembersSchema,
        response: { 200: moveCenterMembersResultSchema },
      },
    },
    async (request) => moveCenterMembers(app.db, request.params.id, request.body, request.staff!.id),
  );
};
