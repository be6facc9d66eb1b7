import { z } from 'zod';
import { NOT_TEXT } from '../studio-fields';
import { imageDataUrl } from './pages-image.schema';

export const BLOG_CATEGORIES = ['fashion', 'food', 'gaming', 'quote', 'video'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['published', 'pending', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

const blogId = z
  .string({ error: 'Not a valid id.' })
  .regex(/^[1-9]\d{0,5}$/, 'Not a valid id.')
  .transform(Number);

export const blogListQuerySchema = z.strictObject({
  q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  category: z.enum(BLOG_CATEGORIES, { error: 'Choose a category from the list.' }).optional(),
});

export const blogIdQuerySchema = z.strictObject({ id: blogId });

export const blogPostSchema = z.object({
  id: z.number().int(),
  /** A data URL, or null for the category's picture. */
  img: z.string().nullable(),
  title: z.string(),
  userFullName: z.string(),
  /** `YYYY-MM-DD`. */
  blogPosted: z.string(),
  tags: z.array(z.enum(BLOG_CATEGORIES)),
  excerpt: z.string(),
  comment: z.number().int(),
  status: z.enum(BLOG_STATUSES),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Posts newest first; `q` matches title or excerpt, `category` one of the tags. */
export const blogListResponseSchema = z.object({ posts: z.array(blogPostSchema) });

export const blogSidebarSchema = z.object({
  recentPosts: z.array(
    blogPostSchema.pick({ id: true, img: true, title: true, blogPosted: true, tags: true }),
  ),
  categories: z.array(z.object({ category: z.enum(BLOG_CATEGORIES), count: z.number().int() })),
});
export type BlogSidebar = z.infer<typeof blogSidebarSchema>;

export const blogCommentSchema = z.object({
  userFullName: z.string(),
  /** ISO 8601 instant. */
  commentedAt: z.string(),
  commentText: z.string(),
});

export const blogDetailSchema = z.object({
  blog: blogPostSchema.extend({
    /** Paragraphs of plain text. */
    content: z.array(z.string()),
  }),
  comments: z.array(blogCommentSchema),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const blogEditSchema = z.strictObject({
  id: z.number({ error: 'Not a valid id.' }).int('Not a valid id.').positive('Not a valid id.'),
  blogTitle: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, 'Enter a title.')
    .max(160, 'Keep the title under 160 characters.'),
  blogCategories: z
    .array(z.enum(BLOG_CATEGORIES, { error: 'Choose a category from the list.' }), {
      error: 'Choose at least one category.',
    })
    .min(1, 'Choose at least one category.')
    .refine((categories) => new Set(categories).size === categories.length, 'Choose each category once.'),
  slug: z
    .string({ error: 'Enter a slug.' })
    .trim()
    .min(1, 'Enter a slug.')
    .max(160, 'Keep the slug under 160 characters.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes in the slug.'),
  status: z.enum(BLOG_STATUSES, { error: 'Choose a status.' }),
  excerpt: z.string({ error: NOT_TEXT }).trim().max(500, 'Keep this text under 500 characters.'),
  /** A data URL, or null for the category's picture. */
  featuredImage: imageDataUrl.nullable(),
});
export type BlogEdit = z.infer<typeof blogEditSchema>;

/** What the edit screen reads: the editable fields and who wrote the post when. */
export const blogEditResponseSchema = blogEditSchema.extend({
  userFullName: z.string(),
  blogPosted: z.string(),
});
export type BlogEditData = z.infer<typeof blogEditResponseSchema>;
