import {
  type ClosureItem,
  closureItemSchema,
  closureListQuerySchema,
  closureListResponseSchema,
  closurePlanSchema,
  createClosureResponseSchema,
  createClosureSchema,
} from '@cloudfit/shared/schemas/closure.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { closureListSource, findClosure, previewClosure } from './closure-queries';
import { createClosure } from './closure-writes';

const csvColumns: CsvColumn<ClosureItem>[] = [
  { header: 'Center', value: (c) => c.centerName },
  { header: 'First day', value: (c) => c.startsOn, kind: 'date' },
  { header: 'Last day', value: (c) => c.endsOn, kind: 'date' },
  { header: 'Reason', value: (c) => c.reason },
  { header: 'Classes cancelled', value: (c) => c.classesCancelled },
  { header: 'Bookings cancelled', value: (c) => c.bookingsCancelled },
  { header: 'Memberships extended', value: (c) => c.membershipsExtended },
  { header: 'Created by', value: (c) => c.createdByName },
  { header: 'Created at', value: (c) => c.createdAt, kind: 'instant' },
];

/**
 * Branch closures. There is no update or delete: a closure cancels classes and moves membership
 * ends that later bookings and sales build on, so it cannot be undone exactly.
 */
export const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/closures',
    subject: 'Center',
    querystring: closureListQuerySchema,
    response: closureListResponseSchema,
    source: closureListSource,
    csv: { filename: 'closures.csv', columns: csvColumns },
    one: { entity: 'Closure', response: closureItemSchema, find: findClosure },
  });

  app.post(
    '/closures/preview',
    {
      preHandler: requireAbility('create', 'Center'),
      schema: { body: createClosureSchema, response: { 200: closurePlanSchema } },
    },
    async (request) => previewClosure(db, request.body),
  );

  app.post(
    '/closures',
    {
      preHandler: requireAbility('create', 'Center'),
      schema: { body: createClosureSchema, response: { 201: createClosureResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createClosure(db, request.body, request.staff!.id)),
  );
};
