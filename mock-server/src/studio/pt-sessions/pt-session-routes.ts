import {
  closePtSessionSchema,
  completePtSessionSchema,
  createPtSessionSchema,
  type PtSessionItem,
  ptSessionItemSchema,
  ptSessionListQuerySchema,
  ptSessionListResponseSchema,
  updatePtSessionSchema,
} from '@cloudfit/shared/schemas/pt-session.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { findPtSession, ptSessionListSource } from './pt-session-queries';
import { closePtSession, completePtSession, createPtSession, updatePtSession } from './pt-session-writes';

const csvColumns: CsvColumn<PtSessionItem>[] = [
  { header: 'Starts at', value: (s) => s.startsAt, kind: 'instant' },
  { header: 'Ends at', value: (s) => s.endsAt, kind: 'instant' },
  { header: 'Member number', value: (s) => s.memberNumber },
  { header: 'Member', value: (s) => s.memberName },
  { header: 'Trainer', value: (s) => s.trainerName },
  { header: 'Status', value: (s) => s.status, labels: 'ptSessionStatus' },
  { header: 'Sessions remaining', value: (s) => s.sessionsRemaining },
  { header: 'Workout notes', value: (s) => s.workoutNotes },
];

/** Personal training sessions; completing one uses a session of the PT pack and asks for a signature. */
export const ptSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/pt-sessions',
    subject: 'PtSession',
    querystring: ptSessionListQuerySchema,
    response: ptSessionListResponseSchema,
    source: ptSessionListSource,
    csv: { filename: 'pt-sessions.csv', columns: csvColumns },
    one: { entity: 'PT session', response: ptSessionItemSchema, find: findPtSession },
  });

  app.post(
    '/pt-sessions',
    {
      preHandler: requireAbility('create', 'PtSession'),
      schema: { body: createPtSessionSchema, response: { 201: ptSessionItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPtSession(db, request.body, request.staff!.id)),
  );

  app.put(
    '/pt-sessions/:id',
    {
      preHandler: requireAbility('update', 'PtSession'),
      schema: { params: idParams, body: updatePtSessionSchema, response: { 200: ptSessionItemSchema } },
    },
    async (request) => updatePtSession(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/pt-sessions/:id/complete',
    {
      preHandler: requireAbility('update', 'PtSession'),
      schema: { params: idParams, body: completePtSessionSchema, response: { 200: ptSessionItemSchema } },
    },
    async (request) => completePtSession(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/pt-sessions/:id/close',
    {
      preHandler: requireAbility('update', 'PtSession'),
      schema: { params: idParams, body: closePtSessionSchema, response: { 200: ptSessionItemSchema } },
    },
    async (request) => closePtSession(db, request.params.id, request.body, request.staff!.id),
  );
};
