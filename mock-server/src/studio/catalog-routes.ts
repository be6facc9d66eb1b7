import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponRoutes } from './coupons/coupon-routes';
import { expenditureRoutes } from './expenditures/expenditure-routes';
import { newsRoutes } from './news/news-routes';
import { packageRoutes } from './packages/package-routes';
import { productRoutes } from './products/product-routes';
import { roomRoutes } from './rooms/room-routes';
import { settingsRoutes } from './settings/settings-routes';

/**
 * Catalog and administration: rooms, packages, coupons, products and stock, news, settings and
 * expenditures. Centers, staff and members (create and archive included) are registered on their own
 * in studio-routes.ts.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(roomRoutes);
  await app.register(packageRoutes);
  await app.register(couponRoutes);
  await app.register(productRoutes);
  await app.register(newsRoutes);
  await app.register(settingsRoutes);
  await app.register(expenditureRoutes);
};
