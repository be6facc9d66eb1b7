import { invoiceSchema } from '@cloudfit/shared/schemas/invoice.schema';
import { createPaymentSchema, createRefundSchema } from '@cloudfit/shared/schemas/payment.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { createPayment, createRefund } from './payment-writes';

/** Payments and refunds; each answers with the invoice as it now stands. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/invoices/:id/payments',
    {
      preHandler: requireAbility('create', 'Payment'),
      schema: { params: idParams, body: createPaymentSchema, response: { 201: invoiceSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPayment(db, request.params.id, request.body, request.staff!.id)),
  );

  app.post(
    '/payments/:id/refunds',
    {
      preHandler: requireAbility('refund', 'Payment'),
      schema: { params: idParams, body: createRefundSchema, response: { 201: invoiceSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createRefund(db, request.params.id, request.body, request.staff!.id)),
  );
};
