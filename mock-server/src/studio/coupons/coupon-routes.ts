import { listQuerySchema } from '@cloudfit/shared/api/list-query';
import {
  type CouponItem,
  type CouponListQuery,
  type CouponSortKey,
  type CouponState,
  couponItemSchema,
  couponListQuerySchema,
  couponListResponseSchema,
  couponRedemptionListResponseSchema,
  createCouponSchema,
  updateCouponSchema,
} from '@cloudfit/shared/schemas/coupon.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { type ListDefinition, listSource } from '../../db/list-query';
import { members } from '../../db/schema/core';
import { couponRedemptions, coupons, invoices } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound, validationFailed } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { countedRedemption, countedRedemptionOf } from './coupon-redemptions';

/** Counted redemptions (`countedRedemption`): of issued invoices that are not void. */
// Written with aliases: in a select from one table drizzle leaves its columns unqualified.
const redemptions = sql<number>`(select count(*)::int from coupon_redemptions r join invoices i on i.id = r.invoice_id
  where r.coupon_id = "coupons"."id" and ${countedRedemptionOf('i')})`;

const studioToday = sql`(now() at time zone coalesce((select time_zone from studio_settings where id = 1), 'UTC'))::date`;

/** What a coupon is today (the studio's day): switched off, expired, used up, not yet valid, or usable. */
const state = sql<CouponState>`case
  when not "coupons"."active" then 'inactive'
  when "coupons"."valid_to" < ${studioToday} then 'expired'
  when "coupons"."total_limit" is not null and ${redemptions} >= "coupons"."total_limit" then 'used_up'
  when "coupons"."valid_from" > ${studioToday} then 'scheduled'
  else 'active' end`;

const couponList: ListDefinition<CouponSortKey> = {
  sortable: {
    code: coupons.code,
    value: [coupons.kind, coupons.value],
    validTo: coupons.validTo,
    redemptions,
    createdAt: coupons.createdAt,
  },
  defaultSort: { by: 'code', desc: false },
  tiebreaker: coupons.id,
  searchable: [sql`lower(${coupons.code})`, sql`lower(coalesce(${coupons.description}, ''))`],
};

function selectCoupons(db: Database | Transaction) {
  return db
    .select({
      id: coupons.id,
      code: coupons.code,
      description: coupons.description,
      kind: coupons.kind,
      value: coupons.value,
      scope: coupons.scope,
      validFrom: coupons.validFrom,
      validTo: coupons.validTo,
      totalLimit: coupons.totalLimit,
      perMemberLimit: coupons.perMemberLimit,
      minAmount: coupons.minAmount,
      active: coupons.active,
      redemptions,
      state,
      version: coupons.version,
      createdAt: coupons.createdAt,
      updatedAt: coupons.updatedAt,
    })
    .from(coupons)
    .$dynamic();
}

type CouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];

const toItem = (row: CouponRow): CouponItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function findCoupon(db: Database | Transaction, id: number): Promise<CouponItem | undefined> {
  const [row] = await selectCoupons(db).where(eq(coupons.id, id));
  return row && toItem(row);
}

function couponFilters(query: CouponListQuery): (SQL | undefined)[] {
  return [
    query.active === undefined ? undefined : eq(coupons.active, query.active),
    query.scope === undefined ? undefined : eq(coupons.scope, query.scope),
    query.kind === undefined ? undefined : eq(coupons.kind, query.kind),
  ];
}

function rethrowDuplicateCode(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'coupons_code_key') {
    throw validationFailed({ code: 'Another coupon already has this code.' });
  }
  throw error;
}

const csvColumns: CsvColumn<CouponItem>[] = [
  { header: 'Code', value: (c) => c.code },
  { header: 'Kind', value: (c) => c.kind },
  { header: 'Percent off', value: (c) => (c.kind === 'percent' ? c.value : null) },
  { header: 'Amount off', value: (c) => (c.kind === 'fixed' ? c.value : null), kind: 'money' },
  { header: 'Applies to', value: (c) => c.scope },
  { header: 'Valid from', value: (c) => c.validFrom },
  { header: 'Valid to', value: (c) => c.validTo },
  { header: 'Total limit', value: (c) => c.totalLimit },
  { header: 'Per member limit', value: (c) => c.perMemberLimit },
  { header: 'Redemptions', value: (c) => c.redemptions },
  { header: 'Active', value: (c) => c.active },
  { header: 'State', value: (c) => c.state },
];

const couponListSource = listSource({
  definition: couponList,
  rows: selectCoupons,
  count: (db, fields) => db.select(fields).from(coupons).$dynamic(),
  filters: couponFilters,
  toItem,
});

/** Coupons are referenced by invoices, so they are deactivated (`active: false`), never deleted. */
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
      const couponId = request.params.id;
      const { page, perPage } = request.query;
      if (!(await findCoupon(db, couponId))) throw notFound('Coupon');
      const ofCoupon = and(eq(couponRedemptions.couponId, couponId), countedRedemption);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: couponRedemptions.id,
            memberId: couponRedemptions.memberId,
            memberNumber: members.memberNumber,
            memberName: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
            invoiceId: couponRedemptions.invoiceId,
            invoiceNumber: invoices.number,
            discount: couponRedemptions.discount,
            redeemedAt: couponRedemptions.redeemedAt,
          })
          .from(couponRedemptions)
          .innerJoin(members, eq(members.id, couponRedemptions.memberId))
          .innerJoin(invoices, eq(invoices.id, couponRedemptions.invoiceId))
          .where(ofCoupon)
          .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(couponRedemptions)
          .innerJoin(invoices, eq(invoices.id, couponRedemptions.invoiceId))
          .where(ofCoupon),
      ]);
      return {
        items: rows.map((row) => ({ ...row, redeemedAt: row.redeemedAt.toISOString() })),
        total: counted?.total ?? 0,
      };
    },
  );

  app.post(
    '/coupons',
    {
      preHandler: requireAbility('create', 'Coupon'),
      schema: { body: createCouponSchema, response: { 201: couponItemSchema } },
    },
    async (request, reply) => {
      const coupon = await withTransaction(db, async (tx) => {
        const [created] = await tx.insert(coupons).values(request.body).returning();
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'coupons',
          entityId: created!.id,
          after: created,
        });
        return (await findCoupon(tx, created!.id))!;
      }).catch(rethrowDuplicateCode);
      return reply.status(201).send(coupon);
    },
  );

  app.put(
    '/coupons/:id',
    {
      preHandler: requireAbility('update', 'Coupon'),
      schema: { params: idParams, body: updateCouponSchema, response: { 200: couponItemSchema } },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      await updateVersioned(db, {
        table: coupons,
        resource: 'Coupon',
        id: request.params.id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findCoupon(tx, row.id),
      }).catch(rethrowDuplicateCode);
      return (await findCoupon(db, request.params.id))!;
    },
  );
};
