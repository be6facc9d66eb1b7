import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import {
  entityId,
  instant,
  queryBoolean,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

const newsFields = z.strictObject({
  title: requiredText(TEXT_LIMITS.short, 'Enter a title.', 'Keep the title under 200 characters.'),
  /** Markdown; rendered without raw HTML. */
  body: requiredText(
    TEXT_LIMITS.markdown,
    'Enter the text of the news.',
    'Keep the text under 20000 characters.',
  ),
  centerIds: z
    .array(entityId('Choose a branch.'), { error: 'Choose at least one branch.' })
    .min(1, 'Choose at least one branch.')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each branch only once.'),
  publishAt: instant('Enter a valid publish time.').nullable(),
  expiresAt: instant('Enter a valid expiry time.').nullable(),
  pinned: z.boolean({ error: 'Choose whether the news is pinned.' }),
  status: z.enum(NEWS_STATUSES, { error: 'Choose draft or published.' }),
});

type NewsFields = z.infer<typeof newsFields>;

function checkNewsWindow(value: NewsFields, ctx: z.RefinementCtx): void {
  if (value.publishAt && value.expiresAt && Date.parse(value.expiresAt) <= Date.parse(value.publishAt)) {
    ctx.addIssue({
      code: 'custom',
      path: ['expiresAt'],
      message: 'The news must expire after it is published.',
    });
  }
}

export const createNewsSchema = newsFields.superRefine(checkNewsWindow);
export type CreateNewsInput = z.infer<typeof createNewsSchema>;

export const updateNewsSchema = newsFields.extend({ version: versionField }).superRefine(checkNewsWindow);
export type UpdateNewsInput = z.infer<typeof updateNewsSchema>;

/** `publishAt` lists pinned news first, then by publish time. */
export const NEWS_SORT_KEYS = ['publishAt', 'title', 'createdAt'] as const;
export type NewsSortKey = (typeof NEWS_SORT_KEYS)[number];

export const newsListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(NEWS_SORT_KEYS).optional(),
    status: z.enum(NEWS_STATUSES).optional(),
    centerId: queryId.optional(),
    pinned: queryBoolean.optional(),
    /** Only news published and not expired now. */
    current: queryBoolean.optional(),
    /** Only news shown (published, or changed) after this instant: what a reader has not seen yet. */
    shownAfter: instant('Enter a valid publish time.').optional(),
  })
  .strict();
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  centerIds: z.array(z.number().int()),
  /** The names of `centerIds`, in the same order. */
  centerNames: z.array(z.string()),
  publishAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  pinned: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  authorId: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListResponseSchema = z.object({ items: z.array(newsItemSchema), total: z.number().int() });
