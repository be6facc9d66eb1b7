import {
  type ClassItem,
  cancelClassResultSchema,
  cancelClassSchema,
  classDetailSchema,
  classItemSchema,
  classListQuerySchema,
  classListResponseSchema,
  classSeriesItemSchema,
  createClassSchema,
  createClassSeriesResultSchema,
  createClassSeriesSchema,
  updateClassSchema,
  updateClassSeriesResultSchema,
  updateClassSeriesSchema,
} from '@cloudfit/shared/schemas/class.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { classListSource, findClassDetail, findSeries } from './class-queries';
import { cancelClass, createClass, updateClass } from './class-writes';
import { createSeries, updateSeries } from './series-writes';

const csvColumns: CsvColumn<ClassItem>[] = [
  { header: 'Starts at', value: (c) => c.startsAt, kind: 'instant' },
  { header: 'Ends at', value: (c) => c.endsAt, kind: 'instant' },
  { header: 'Title', value: (c) => c.title },
  { header: 'Center', value: (c) => c.centerName },
  { header: 'Room', value: (c) => c.roomName },
  { header: 'Instructor', value: (c) => c.instructorName },
  { header: 'Capacity', value: (c) => c.capacity },
  { header: 'Booked', value: (c) => c.bookedCount },
  { header: 'Waitlist', value: (c) => c.waitlistCount },
  { header: 'Attended', value: (c) => c.attendedCount },
  { header: 'Status', value: (c) => c.status, labels: 'classStatus' },
];

/** The timetable: one-off classes, weekly series, edits of one or all future, cancellation. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/classes',
    subject: 'Class',
    querystring: classListQuerySchema,
    response: classListResponseSchema,
    source: classListSource,
    csv: { filename: 'classes.csv', columns: csvColumns },
    one: { entity: 'Class', response: classDetailSchema, find: findClassDetail },
  });

  app.post(
    '/classes',
    {
      preHandler: requireAbility('create', 'Class'),
      schema: { body: createClassSchema, response: { 201: classItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await createClass(db, request.body, request.staff!.id)),
  );

  app.put(
    '/classes/:id',
    {
      preHandler: requireAbility('update', 'Class'),
      schema: { params: idParams, body: updateClassSchema, response: { 200: classItemSchema } },
    },
    async (request) => updateClass(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/classes/:id/cancel',
    {
      preHandler: requireAbility('update', 'Class'),
      schema: { params: idParams, body: cancelClassSchema, response: { 200: cancelClassResultSchema } },
    },
    async (request) => cancelClass(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/class-series',
    {
      preHandler: requireAbility('create', 'Class'),
      schema: { body: createClassSeriesSchema, response: { 201: createClassSeriesResultSchema } },
    },
    async (request, reply) => reply.status(201).send(await createSeries(db, request.body, request.staff!.id)),
  );

  app.get(
    '/class-series/:id',
    {
      preHandler: requireAbility('read', 'Class'),
      schema: { params: idParams, response: { 200: classSeriesItemSchema } },
    },
    async (request) => {
      const found = await findSeries(db, request.params.id);
      if (!found) throw notFound('Class series');
      return found;
    },
  );

  app.put(
    '/class-series/:id',
    {
      preHandler: requireAbility('update', 'Class'),
      schema: {
        params: idParams,
        body: updateClassSeriesSchema,
        response: { 200: updateClassSeriesResultSchema },
      },
    },
    async (request) => updateSeries(db, request.params.id, request.body, request.staff!.id),
  );
};
