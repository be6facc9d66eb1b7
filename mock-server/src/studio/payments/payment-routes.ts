import { invoiceSchema } from '@cloudfit/shared/schemas/invoice.schema';
import {
  createPaymentSchema,
  createRefundSchema,
  type PaymentListItem,
  paymentListQuerySchema,
  paymentListResponseSchema,
  type RefundListItem,
  refundListQuerySchema,
  refundListResponseSchema,
  reversePaymentSchema,
} from '@cloudfit/shared/schemas/payment.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { paymentListSource, refundListSource } from './payment-queries';
import { createPayment, createRefund, reversePayment } from './payment-writes';

const paymentCsvColumns: CsvColumn<PaymentListItem>[] = [
  { header: 'Paid at', value: (p) => p.paidAt, kind: 'instant' },
  { header: 'Invoice', value: (p) => p.invoiceNumber },
  { header: 'Member number', value: (p) => p.memberNumber },
  { header: 'Member', value: (p) => p.memberName },
  { header: 'Center', value: (p) => p.centerName },
  { header: 'Staff', value: (p) => p.staffName },
  { header: 'Method', value: (p) => p.method, labels: 'paymentMethod' },
  { header: 'Amount', value: (p) => p.amount, kind: 'money' },
  { header: 'Refunded', value: (p) => p.refunded, kind: 'money' },
  { header: 'Note', value: (p) => p.note },
  { header: 'Reversed at', value: (p) => p.reversedAt, kind: 'instant' },
  { header: 'Reversed by', value: (p) => p.reversedByName },
  { header: 'Reversal reason', value: (p) => p.reversalReason },
];

const refundCsvColumns: CsvColumn<RefundListItem>[] = [
  { header: 'Refunded at', value: (r) => r.refundedAt, kind: 'instant' },
  { header: 'Invoice', value: (r) => r.invoiceNumber },
  { header: 'Payment', value: (r) => r.paymentId },
  { header: 'Member number', value: (r) => r.memberNumber },
  { header: 'Member', value: (r) => r.memberName },
  { header: 'Center', value: (r) => r.centerName },
  { header: 'Staff', value: (r) => r.staffName },
  { header: 'Method', value: (r) => r.method, labels: 'paymentMethod' },
  { header: 'Amount', value: (r) => r.amount, kind: 'money' },
  { header: 'Reason', value: (r) => r.reason },
];

/** Payments and refunds: their lists and CSV exports; each write answers with the invoice as it now stands. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/payments',
    subject: 'Payment',
    querystring: paymentListQuerySchema,
    response: paymentListResponseSchema,
    source: paymentListSource,
    csv: { filename: 'payments.csv', columns: paymentCsvColumns },
  });

  registerListRoutes(app, {
    path: '/refunds',
    subject: 'Payment',
    querystring: refundListQuerySchema,
    response: refundListResponseSchema,
    source: refundListSource,
    csv: { filename: 'refunds.csv', columns: refundCsvColumns },
  });

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

  app.post(
    '/payments/:id/reversal',
    {
      preHandler: requireAbility('refund', 'Payment'),
      schema: { params: idParams, body: reversePaymentSchema, response: { 200: invoiceSchema } },
    },
    async (request) => reversePayment(db, request.params.id, request.body, request.staff!.id),
  );
};
