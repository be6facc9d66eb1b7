import type {
  CouponItem,
  CouponListQuery,
  CouponSortKey,
  CouponState,
} from '@cloudfit/shared/schemas/coupon.schema';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { members } from '../../db/schema/core';
import { couponRedemptions, coupons, invoices } from '../../db/schema/studio';
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

export async function findCoupon(db: Database | Transaction, id: number): Promise<CouponItem | undefined> {
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

export const couponListSource = listSource({
  definition: couponList,
  rows: selectCoupons,
  count: (db, fields) => db.select(fields).from(coupons).$dynamic(),
  filters: couponFilters,
  toItem,
});

/** Coupons are referenced by invoices, so they are deactivated (`active: false`), never deleted. */

/** A coupon's counted redemptions, newest first, a page at a time. */
export async function listRedemptions(
  db: Database,
  couponId: number,
  { page, perPage }: { page: number; perPage: number },
) {
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
}
