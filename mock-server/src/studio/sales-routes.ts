import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceRoutes } from './invoices/invoice-routes';
import { membershipRoutes } from './memberships/membership-routes';
import { paymentRoutes } from './payments/payment-routes';

/** Selling and money: memberships (sell, freeze, unfreeze, extend, cancel), invoices, payments, refunds, voids, coupon validation. */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(membershipRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentRoutes);
};
