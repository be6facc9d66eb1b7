import {
  createStaffSchema,
  resetStaffPasswordSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffSchema,
  trainerOptionsResponseSchema,
  updateStaffSchema,
} from '@cloudfit/shared/schemas/staff.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { registerListRoutes } from '../list-routes';
import { findStaff, listTrainers, staffListSource } from './staff-queries';
import { createStaff, resetStaffPassword, updateStaff } from './staff-writes';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/trainers',
    {
      preHandler: requireAbility('create', 'Membership'),
      schema: { response: { 200: trainerOptionsResponseSchema } },
    },
    async () => listTrainers(app.db),
  );

  registerListRoutes(app, {
    path: '/staff',
    subject: 'Staff',
    querystring: staffListQuerySchema,
    response: staffListResponseSchema,
    source: staffListSource,
    one: { entity: 'Staff', response: staffSchema, find: findStaff },
  });

  app.post(
    '/staff',
    {
      preHandler: requireAbility('create', 'Staff'),
      schema: { body: createStaffSchema, response: { 201: staffSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createStaff(app.db, request.body, request.staff!.id)),
  );

  app.put(
    '/staff/:id',
    {
      preHandler: requireAbility('update', 'Staff'),
      schema: { params: idParams, body: updateStaffSchema, response: { 200: staffSchema } },
    },
    async (request) => updateStaff(app.db, request.params.id, request.body, request.staff!.id),
  );

  // An admin sets a new password (the person forgot it, or it leaked).
  app.post(
    '/staff/:id/password',
    {
      preHandler: requireAbility('update', 'Staff'),
      schema: { params: idParams, body: resetStaffPasswordSchema },
    },
    async (request, reply) => {
      await resetStaffPassword(app.db, request.params.id, request.body.password, request.staff!.id);
      return reply.status(204).send();
    },
  );
};
