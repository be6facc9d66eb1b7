import {
  createNewsSchema,
  type NewsItem,
  newsItemSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  updateNewsSchema,
} from '@cloudfit/shared/schemas/news.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { findNews, newsListSource } from './news-queries';
import { createNews, deleteNews, updateNews } from './news-writes';

const csvColumns: CsvColumn<NewsItem>[] = [
  { header: 'Title', value: (n) => n.title },
  { header: 'Status', value: (n) => n.status, labels: 'newsStatus' },
  { header: 'Pinned', value: (n) => n.pinned },
  { header: 'Publish at', value: (n) => n.publishAt, kind: 'instant' },
  { header: 'Expires at', value: (n) => n.expiresAt, kind: 'instant' },
  { header: 'Centers', value: (n) => n.centerNames.join(', ') },
];

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/news',
    subject: 'News',
    querystring: newsListQuerySchema,
    response: newsListResponseSchema,
    source: newsListSource,
    csv: { filename: 'news.csv', columns: csvColumns },
    one: { entity: 'News', response: newsItemSchema, find: findNews },
  });

  app.post(
    '/news',
    {
      preHandler: requireAbility('create', 'News'),
      schema: { body: createNewsSchema, response: { 201: newsItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await createNews(db, request.body, request.staff!.id)),
  );

  app.put(
    '/news/:id',
    {
      preHandler: requireAbility('update', 'News'),
      schema: { params: idParams, body: updateNewsSchema, response: { 200: newsItemSchema } },
    },
    async (request) => updateNews(db, request.params.id, request.body, request.staff!.id),
  );

  app.delete(
    '/news/:id',
    { preHandler: requireAbility('delete', 'News'), schema: { params: idParams } },
    async (request, reply) => {
      await deleteNews(db, request.params.id, request.staff!.id);
      return reply.status(204).send();
    },
  );
};
