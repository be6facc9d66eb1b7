import type { CreateNewsInput, NewsItem, UpdateNewsInput } from '@cloudfit/shared/schemas/news.schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { news, newsCenters } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { findNews } from './news-queries';

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

/** A news item for the given open branches, written by `authorId`. */
export function createNews(db: Database, input: CreateNewsInput, authorId: number): Promise<NewsItem> {
  const { centerIds, ...fields } = input;
  return withTransaction(db, async (tx) => {
    await assertCentersExist(tx, centerIds, 'centerIds');
    await assertCentersOpen(tx, centerIds);
    const [created] = await tx
      .insert(news)
      .values({ ...fields, ...toColumns(fields), authorId })
      .returning();
    await replaceCenters(tx, created!.id, centerIds);
    const after = (await findNews(tx, created!.id))!;
    await recordAudit(tx, {
      actorStaffId: authorId,
      action: 'create',
      entity: 'news',
      entityId: created!.id,
      after,
    });
    return after;
  });
}

/** Changes a news item read at `version`, with its branches. */
export async function updateNews(
  db: Database,
  id: number,
  { version, centerIds, ...fields }: UpdateNewsInput,
  actorStaffId: number,
): Promise<NewsItem> {
  await updateVersioned(db, {
    table: news,
    resource: 'News',
    id,
    version,
    changes: { ...fields, ...toColumns(fields) },
    actorStaffId,
    toCurrent: (tx, row) => findNews(tx, row.id),
    beforeUpdate: async (tx) => {
      await assertCentersExist(tx, centerIds, 'centerIds');
      await assertCentersOpen(tx, centerIds, (await findNews(tx, id))?.centerIds);
      await replaceCenters(tx, id, centerIds);
    },
  });
  return (await findNews(db, id))!;
}

/** News is not a money record: it is deleted for real, the audit entry keeping its text. */
export function deleteNews(db: Database, id: number, actorStaffId: number): Promise<void> {
  return withTransaction(db, async (tx) => {
    const before = await findNews(tx, id);
    if (!before) throw notFound('News');
    await tx.delete(news).where(eq(news.id, before.id));
    await recordAudit(tx, { actorStaffId, action: 'delete', entity: 'news', entityId: before.id, before });
  });
}
