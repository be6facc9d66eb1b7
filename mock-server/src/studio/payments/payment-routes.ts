import { createPaymentSchema, createRefundSchema } from '@cloudfit/shared/schemas/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../../auth/guards';
import { findInvoice } from '../invoices/invoice-queries';
import { createPayment, createRefund } from './payment-writes';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Payments and refunds; each answers with the invoice as it now stands. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/invoices/:id/payments',
    {
      preHandler: requireAbility('create', 'Payment'),
      schema: { params: idParams, body: createPaymentSchema },
    },
    async (request, reply) => {
      await createPayment(db, request.params.id, request.body, request.staff!.id);
      return reply.status(201).send(await findInvoice(db, request.params.id));
    },
  );

  app.post(
    '/payments/:id/refunds',
    {
      preHandler: requireAbility('refund', 'Payment'),
      schema: { params: idParams, body: createRefundSchema },
    },
    async (request, reply) => {
      const invoiceId = await createRefund(db, request.params.id, request.body, request.staff!.id);
      return reply.status(201).send(await findInvoice(db, invoiceId));
    },
  );
};
