import {
  createNewsSchema,
  type NewsItem,
  type NewsListQuery,
  type NewsSortKey,
  newsItemSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  updateNewsSchema,
} from '@cloudfit/shared/schemas/news.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { news, newsCenters } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { registerListRoutes } from '../list-routes';

const newsList: ListDefinition<NewsSortKey> = {
  sortable: {
    publishAt: [news.pinned, sql`coalesce(${news.publishAt}, ${news.createdAt})`],
    title: sql`lower(${news.title})`,
    createdAt: news.createdAt,
  },
  defaultSort: { by: 'publishAt', desc: true },
  tiebreaker: news.id,
  searchable: [sql`lower(${news.title})`],
};

function selectNews(db: Database | Transaction) {
  return db
    .select({
      id: news.id,
      title: news.title,
      body: news.body,
      centerIds: sql<
        number[]
      >`array(select ${newsCenters.centerId} from ${newsCenters} where ${newsCenters.newsId} = ${sql.raw('"news"."id"')} order by 1)`,
      centerNames: sql<string[]>`array(select ${centers.name} from ${newsCenters}
        join ${centers} on ${centers.id} = ${newsCenters.centerId}
        where ${newsCenters.newsId} = ${sql.raw('"news"."id"')} order by ${newsCenters.centerId})`,
      publishAt: news.publishAt,
      expiresAt: news.expiresAt,
      pinned: news.pinned,
      status: news.status,
      authorId: news.authorId,
      version: news.version,
      createdAt: news.createdAt,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .$dynamic();
}

type NewsRow = Awaited<ReturnType<typeof selectNews>>[number];

const toItem = (row: NewsRow): NewsItem => ({
  ...row,
  centerIds: row.centerIds.map(Number),
  publishAt: row.publishAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function findNews(db: Database | Transaction, id: number): Promise<NewsItem | undefined> {
  const [row] = await selectNews(db).where(eq(news.id, id));
  return row && toItem(row);
}

function newsFilters(query: NewsListQuery): (SQL | undefined)[] {
  return [
    query.status === undefined ? undefined : eq(news.status, query.status),
    query.pinned === undefined ? undefined : eq(news.pinned, query.pinned),
    query.centerId === undefined
      ? undefined
      : sql`exists (select 1 from ${newsCenters} where ${newsCenters.newsId} = ${news.id} and ${newsCenters.centerId} = ${query.centerId})`,
    query.current === undefined
      ? undefined
      : sql`(${news.status} = 'published' and (${news.publishAt} is null or ${news.publishAt} <= now()) and (${news.expiresAt} is null or ${news.expiresAt} > now())) = ${query.current}`,
    // A news item shows from its publish time, or from its last change when that came later.
    query.shownAfter === undefined
      ? undefined
      : sql`greatest(${news.publishAt}, ${news.updatedAt}) > ${new Date(query.shownAfter).toISOString()}::timestamptz`,
  ];
}

function toColumns(input: { publishAt: string | null; expiresAt: string | null }) {
  return {
    publishAt: input.publishAt === null ? null : new Date(input.publishAt),
    expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
  };
}

async function replaceCenters(tx: Transaction, newsId: number, centerIds: number[]) {
  await tx.delete(newsCenters).where(eq(newsCenters.newsId, newsId));
  await tx.insert(newsCenters).values(centerIds.map((centerId) => ({ newsId, centerId })));
}

const csvColumns: CsvColumn<NewsItem>[] = [
  { header: 'Title', value: (n) => n.title },
  { header: 'Status', value: (n) => n.status },
  { header: 'Pinned', value: (n) => n.pinned },
  { header: 'Publish at', value: (n) => n.publishAt },
  { header: 'Expires at', value: (n) => n.expiresAt },
  { header: 'Centers', value: (n) => n.centerNames.join(', ') },
];

const newsListSource = listSource({
  definition: newsList,
  rows: selectNews,
  count: (db, fields) => db.select(fields).from(news).$dynamic(),
  filters: newsFilters,
  toItem,
});

/** News is not a money record: it is deleted for real (with the audit entry keeping its text). */
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
    async (request, reply) => {
      const { centerIds, ...fields } = request.body;
      const item = await withTransaction(db, async (tx) => {
        await assertCentersExist(tx, centerIds, 'centerIds');
        await assertCentersOpen(tx, centerIds);
        const [created] = await tx
          .insert(news)
          .values({ ...fields, ...toColumns(fields), authorId: request.staff!.id })
          .returning();
        await replaceCenters(tx, created!.id, centerIds);
        const after = (await findNews(tx, created!.id))!;
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'news',
          entityId: created!.id,
          after,
        });
        return after;
      });
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/news/:id',
    {
      preHandler: requireAbility('update', 'News'),
      schema: { params: idParams, body: updateNewsSchema, response: { 200: newsItemSchema } },
    },
    async (request) => {
      const { version, centerIds, ...fields } = request.body;
      const id = request.params.id;
      await updateVersioned(db, {
        table: news,
        resource: 'News',
        id,
        version,
        changes: { ...fields, ...toColumns(fields) },
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findNews(tx, row.id),
        beforeUpdate: async (tx) => {
          await assertCentersExist(tx, centerIds, 'centerIds');
          await assertCentersOpen(tx, centerIds, (await findNews(tx, id))?.centerIds);
          await replaceCenters(tx, id, centerIds);
        },
      });
      return (await findNews(db, id))!;
    },
  );

  app.delete(
    '/news/:id',
    { preHandler: requireAbility('delete', 'News'), schema: { params: idParams } },
    async (request, reply) => {
      await withTransaction(db, async (tx) => {
        const before = await findNews(tx, request.params.id);
        if (!before) throw notFound('News');
        await tx.delete(news).where(eq(news.id, before.id));
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'delete',
          entity: 'news',
          entityId: before.id,
          before,
        });
      });
      return reply.status(204).send();
    },
  );
};
