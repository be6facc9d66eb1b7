import type { NewsItem, NewsListQuery, NewsSortKey } from '@cloudfit/shared/schemas/news.schema';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { news, newsCenters } from '../../db/schema/studio';

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

export async function findNews(db: Database | Transaction, id: number): Promise<NewsItem | undefined> {
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

export const newsListSource = listSource({
  definition: newsList,
  rows: selectNews,
  count: (db, fields) => db.select(fields).from(news).$dynamic(),
  filters: newsFilters,
  toItem,
});
