import {
  faqQuerySchema,
  faqResponseSchema,
  kbCategoriesResponseSchema,
  kbCategoryQuerySchema,
  kbCategoryResponseSchema,
  kbQuestionQuerySchema,
  kbQuestionResponseSchema,
  pricingResponseSchema,
  profileSchema,
} from '@cloudfit/shared/schemas/demo/pages-content.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { FAQ_TOPICS } from './faq-data';
import { type KbCategoryData, KNOWLEDGE_BASE } from './knowledge-base-data';
import { PRICING } from './pricing-data';
import { profile } from './profile-data';

function findCategory(category: string): KbCategoryData {
  const found = KNOWLEDGE_BASE.find((entry) => entry.category === category);
  if (!found) throw notFound('Knowledge base category');
  return found;
}

const summary = ({ articles, ...category }: KbCategoryData) => ({
  ...category,
  questionCount: articles.length,
});

/** The read-only pages: profile, FAQ (searchable), knowledge base and pricing. */
export const pageContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const profilePage = profile();

  app.get('/profile/data', { schema: { response: { 200: profileSchema } } }, async () => profilePage);

  app.get(
    '/faq/data',
    { schema: { querystring: faqQuerySchema, response: { 200: faqResponseSchema } } },
    async (request) => {
      const needle = request.query.q?.toLowerCase() ?? '';
      const topics = FAQ_TOPICS.map((topic) => ({
        ...topic,
        qandA: topic.qandA.filter(
          (entry) =>
            entry.question.toLowerCase().includes(needle) || entry.ans.toLowerCase().includes(needle),
        ),
      })).filter((topic) => topic.qandA.length > 0);
      return { topics };
    },
  );

  app.get(
    '/kb/data/knowledge_base',
    { schema: { response: { 200: kbCategoriesResponseSchema } } },
    async () => ({
      categories: KNOWLEDGE_BASE.map(summary),
    }),
  );

  app.get(
    '/kb/data/category',
    { schema: { querystring: kbCategoryQuerySchema, response: { 200: kbCategoryResponseSchema } } },
    async (request) => {
      const category = findCategory(request.query.category);
      return {
        ...summary(category),
        questions: category.articles.map(({ slug, question }) => ({ slug, question })),
      };
    },
  );

  app.get(
    '/kb/data/question',
    { schema: { querystring: kbQuestionQuerySchema, response: { 200: kbQuestionResponseSchema } } },
    async (request) => {
      const category = findCategory(request.query.category);
      const article = category.articles.find((entry) => entry.slug === request.query.slug);
      if (!article) throw notFound('Knowledge base question');
      return {
        ...article,
        category: category.category,
        categoryTitle: category.title,
        related: category.articles
          .filter((entry) => entry !== article)
          .map(({ slug, question }) => ({ slug, question })),
      };
    },
  );

  app.get('/pricing/data', { schema: { response: { 200: pricingResponseSchema } } }, async () => PRICING);
};
