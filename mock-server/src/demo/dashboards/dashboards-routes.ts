import {
  analyticsDataSchema,
  CARD_ANALYTICS_NAMES,
  CARD_STATISTIC_NAMES,
  type CardAnalyticsName,
  type CardStatisticName,
  cardAnalyticsResponseSchema,
  cardNameParamsSchema,
  cardStatisticSchema,
  ecommerceDataSchema,
} from '@cloudfit/shared/schemas/demo/dashboards.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { analyticsData, cardAnalytics, cardStatistics, ecommerceData } from './dashboards-data';

const isStatisticName = (name: string): name is CardStatisticName =>
  (CARD_STATISTIC_NAMES as readonly string[]).includes(name);
const isAnalyticsName = (name: string): name is CardAnalyticsName =>
  (CARD_ANALYTICS_NAMES as readonly string[]).includes(name);

/** The dashboards and the cards gallery read fixed figures: nothing here changes. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = analyticsData();
  const ecommerce = ecommerceData();
  const statistics = cardStatistics();
  const analyticsCards = cardAnalytics();

  app.get('/analytics/data', { schema: { response: { 200: analyticsDataSchema } } }, async () => analytics);

  app.get('/ecommerce/data', { schema: { response: { 200: ecommerceDataSchema } } }, async () => ecommerce);

  app.get(
    '/card/card-statistics/:name',
    { schema: { params: cardNameParamsSchema, response: { 200: cardStatisticSchema } } },
    async (request) => {
      const { name } = request.params;
      if (!isStatisticName(name)) throw notFound('Card statistic');
      return statistics[name];
    },
  );

  app.get(
    '/card/card-analytics/:name',
    {
      schema: { params: cardNameParamsSchema, response: { 200: cardAnalyticsResponseSchema } },
    },
    async (request) => {
      const { name } = request.params;
      if (!isAnalyticsName(name)) throw notFound('Card analytics');
      return analyticsCards[name];
    },
  );
};
