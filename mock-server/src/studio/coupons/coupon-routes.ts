import { listQuerySchema } from '@cloudfit/shared/api/list-query';
import {
  type CouponItem,
  couponItemSchema,
  couponListQuerySchema,
  couponListResponseSchema,
  couponMoney,
  couponRedemptionListResponseSchema,
  createCouponSchema,
  updateCouponSchema,
} from '@cloudfit/shared/schemas/coupon.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { refuseCentsInStudioCurrency } from '../settings/refuse-cents';

/** Counted redemptions (`countedRedemption`): of issued invoices that are not void. */
// Written with aliases: in a select from one table drizzle leaves its columns unqualified.
import { couponListSource, findCoupon, listRedemptions } from './coupon-queries';
import { createCoupon, updateCoupon } from './coupon-writes';

const csvColumns: CsvColumn<CouponItem>[] = [
  { header: 'Code', value: (c) => c.code },
  { header: 'Kind', value: (c) => c.kind, labels: 'couponKind' },
  { header: 'Percent off', value: (c) => (c.kind === 'percent' ? c.value : null) },
  { header: 'Amount off', value: (c) => (c.kind === 'fixed' ? c.value : null), kind: 'money' },
  { header: 'Applies to', value: (c) => c.scope, labels: 'couponScope' },
  { header: 'Valid from', value: (c) => c.validFrom },
  { header: 'Valid to', value: (c) => c.validTo },
  { header: 'Total limit', value: (c) => c.totalLimit },
  { header: 'Per member limit', value: (c) => c.perMemberLimit },
  { header: 'Redemptions', value: (c) => c.redemptions },
  { header: 'Active', value: (c) => c.active },
  { header: 'State', value: (c) => c.state, labels: 'couponState' },
];

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/coupons',
    subject: 'Coupon',
    querystring: couponListQuerySchema,
    response: couponListResponseSchema,
    source: couponListSource,
    csv: { filename: 'coupons.csv', columns: csvColumns },
    one: { entity: 'Coupon', response: couponItemSchema, find: findCoupon },
  });

  app.get(
    '/coupons/:id/redemptions',
    {
      preHandler: requireAbility('read', 'Coupon'),
      schema: {
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, perPage: true }),
        response: { 200: couponRedemptionListResponseSchema },
      },
    },
    async (request) => {
      if (!(await findCoupon(db, request.params.id))) throw notFound('Coupon');
      return listRedemptions(db, request.params.id, request.query);
    },
  );

  app.post(
    '/coupons',
    {
      preHandler: [...requireAbility('create', 'Coupon'), refuseCentsInStudioCurrency(couponMoney)],
      schema: { body: createCouponSchema, response: { 201: couponItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCoupon(db, request.body, request.staff!.id)),
  );

  app.put(
    '/coupons/:id',
    {
      preHandler: [...requireAbility('update', 'Coupon'), refuseCentsInStudioCurrency(couponMoney)],
      schema: { params: idParams, body: updateCouponSchema, response: { 200: couponItemSchema } },
    },
    async (request) => updateCoupon(db, request.params.id, request.body, request.staff!.id),
  );
};
