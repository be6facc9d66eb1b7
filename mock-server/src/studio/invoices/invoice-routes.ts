import {
  type CouponCheckResult,
  couponCheckResultSchema,
  couponCheckSchema,
} from '@cloudfit/shared/schemas/coupon.schema';
import {
  createInvoiceSchema,
  type InvoiceListItem,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceMoney,
  invoiceSchema,
  issueInvoiceSchema,
  updateInvoiceSchema,
  voidInvoiceSchema,
} from '@cloudfit/shared/schemas/invoice.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { refuseCentsInStudioCurrency } from '../settings/refuse-cents';
import { findInvoice, invoiceListSource } from './invoice-queries';
import {
  checkCoupon,
  createInvoice,
  deleteDraft,
  issueInvoice,
  requireMember,
  updateDraft,
  voidInvoice,
} from './invoice-writes';
import { loadSaleContext } from './sale-context';

const csvColumns: CsvColumn<InvoiceListItem>[] = [
  { header: 'Number', value: (i) => i.number },
  { header: 'Status', value: (i) => (i.overdue ? 'overdue' : i.status), labels: 'invoiceStatus' },
  { header: 'Member', value: (i) => i.memberName },
  { header: 'Center', value: (i) => i.centerName },
  { header: 'Issued on', value: (i) => i.issuedOn, kind: 'date' },
  { header: 'Due date', value: (i) => i.dueDate, kind: 'date' },
  { header: 'Currency', value: (i) => i.currency },
  { header: 'Subtotal', value: (i) => i.subtotal, kind: 'money' },
  { header: 'Discount', value: (i) => i.discount + i.couponDiscount, kind: 'money' },
  { header: 'Tax', value: (i) => i.tax, kind: 'money' },
  { header: 'Total', value: (i) => i.total, kind: 'money' },
  { header: 'Refunded', value: (i) => i.refunded, kind: 'money' },
  { header: 'Paid', value: (i) => i.paid, kind: 'money' },
  { header: 'Balance', value: (i) => i.balance, kind: 'money' },
  { header: 'Void reason', value: (i) => i.voidReason },
];

/** Invoices (amounts in minor units) and the coupon check of a cart. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/invoices',
    subject: 'Invoice',
    querystring: invoiceListQuerySchema,
    response: invoiceListResponseSchema,
    source: invoiceListSource,
    csv: { filename: 'invoices.csv', columns: csvColumns },
    one: { entity: 'Invoice', response: invoiceSchema, find: findInvoice },
  });

  app.post(
    '/invoices',
    {
      preHandler: [...requireAbility('create', 'Invoice'), refuseCentsInStudioCurrency(invoiceMoney)],
      schema: { body: createInvoiceSchema, response: { 201: invoiceSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvoice(db, request.body, request.staff!.id)),
  );

  // A draft is the desk's own unfinished sale: editing, issuing or deleting it needs the ability to
  // create one. Once issued it changes only by payments, refunds and a void.
  app.put(
    '/invoices/:id',
    {
      preHandler: [...requireAbility('create', 'Invoice'), refuseCentsInStudioCurrency(invoiceMoney)],
      schema: { params: idParams, body: updateInvoiceSchema, response: { 200: invoiceSchema } },
    },
    async (request) => updateDraft(db, request.params.id, request.body, request.staff!.id),
  );

  app.delete(
    '/invoices/:id',
    { preHandler: requireAbility('create', 'Invoice'), schema: { params: idParams } },
    async (request, reply) => {
      await deleteDraft(db, request.params.id, request.staff!.id);
      return reply.status(204).send();
    },
  );

  // Issuing finishes a draft the desk created, so it needs the same ability as creating one.
  app.post(
    '/invoices/:id/issue',
    {
      preHandler: requireAbility('create', 'Invoice'),
      schema: { params: idParams, body: issueInvoiceSchema, response: { 200: invoiceSchema } },
    },
    async (request) => issueInvoice(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/invoices/:id/void',
    {
      preHandler: requireAbility('void', 'Invoice'),
      schema: { params: idParams, body: voidInvoiceSchema, response: { 200: invoiceSchema } },
    },
    async (request) => voidInvoice(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/coupons/validate',
    {
      preHandler: requireAbility('read', 'Coupon'),
      schema: { body: couponCheckSchema, response: { 200: couponCheckResultSchema } },
    },
    async (request): Promise<CouponCheckResult> => {
      const { code, memberId, lines, amount } = request.body;
      const member = await requireMember(db, memberId, 'memberId');
      const { today, currency } = await loadSaleContext(db, member.homeCenterId);
      const coupon = await checkCoupon(
        db,
        { code, memberId, lines: lines ?? [{ kind: 'custom', amount: amount ?? 0 }], today, currency },
        false,
      );
      return {
        couponId: coupon.id,
        code: coupon.code,
        discount: coupon.discount,
        eligibleAmount: coupon.eligibleAmount,
        scope: coupon.scope,
      };
    },
  );
};
