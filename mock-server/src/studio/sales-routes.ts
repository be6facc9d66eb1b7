import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Selling and money: memberships (sell, freeze, unfreeze, extend, cancel), invoices, payments, refunds, voids, coupon validation. */
export const salesRoutes: FastifyPluginAsyncZod = async (_app) => {};
