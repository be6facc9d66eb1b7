import {
  BLOG_CATEGORIES,
  blogDetailSchema,
  blogEditResponseSchema,
  blogEditSchema,
  blogIdQuerySchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogSidebarSchema,
} from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { type BlogPostData, blogPosts } from './blog-data';
import { IMAGE_BODY_LIMIT_BYTES } from './image-body-limit';

const RECENT_POST_COUNT = 4;

const listItem = ({ content, comments, slug, ...post }: BlogPostData) => ({
  ...post,
  comment: comments.length,
});

const editable = (post: BlogPostData) => ({
  id: post.id,
  blogTitle: post.title,
  blogCategories: post.tags,
  slug: post.slug,
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.img,
  userFullName: post.userFullName,
  blogPosted: post.blogPosted,
});

/**
 * The blog calls of SPEC §7 and, added here, `POST /blog/list/data/edit` that saves the edit form
 * in memory (the list, detail and edit calls then show the saved post).
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = blogPosts();

  function findPost(id: number): BlogPostData {
    const post = posts.find((entry) => entry.id === id);
    if (!post) throw notFound('Blog post');
    return post;
  }

  app.get(
    '/blog/list/data',
    { schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } } },
    async (request) => {
      const needle = request.query.q?.toLowerCase() ?? '';
      const { category } = request.query;
      const matching = posts.filter(
        (post) =>
          (post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)) &&
          (!category || post.tags.includes(category)),
      );
      return { posts: matching.map(listItem) };
    },
  );

  app.get('/blog/list/data/sidebar', { schema: { response: { 200: blogSidebarSchema } } }, async () => ({
    recentPosts: posts
      .slice(0, RECENT_POST_COUNT)
      .map(({ id, img, title, blogPosted, tags }) => ({ id, img, title, blogPosted, tags })),
    categories: BLOG_CATEGORIES.map((category) => ({
      category,
      count: posts.filter((post) => post.tags.includes(category)).length,
    })),
  }));

  app.get(
    '/blog/list/data/detail',
    { schema: { querystring: blogIdQuerySchema, response: { 200: blogDetailSchema } } },
    async (request) => {
      const post = findPost(request.query.id);
      return { blog: { ...listItem(post), content: post.content }, comments: post.comments };
    },
  );

  app.get(
    '/blog/list/data/edit',
    { schema: { querystring: blogIdQuerySchema, response: { 200: blogEditResponseSchema } } },
    async (request) => editable(findPost(request.query.id)),
  );

  app.post(
    '/blog/list/data/edit',
    {
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      schema: { body: blogEditSchema, response: { 200: blogEditResponseSchema } },
    },
    async (request) => {
      const post = findPost(request.body.id);
      const { blogTitle, blogCategories, slug, status, excerpt, featuredImage } = request.body;
      Object.assign(post, {
        title: blogTitle,
        tags: blogCategories,
        slug,
        status,
        excerpt,
        img: featuredImage,
      });
      return editable(post);
    },
  );
};
