import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Catalog and administration: rooms, packages, coupons, products and stock, news, settings, expenditures, centers, staff, member create and archive. */
export const catalogRoutes: FastifyPluginAsyncZod = async (_app) => {};
