import { CHECK_IN_REFUSAL_CODES } from '@cloudfit/shared/api/domain-codes';
import { BOOKING_STATUSES } from '@cloudfit/shared/schemas/booking.schema';
import { CLASS_STATUSES } from '@cloudfit/shared/schemas/class.schema';
import { COUPON_KINDS, COUPON_SCOPES } from '@cloudfit/shared/schemas/coupon.schema';
import { EXPENDITURE_CATEGORIES } from '@cloudfit/shared/schemas/expenditure.schema';
import { INVOICE_LINE_KINDS, INVOICE_STATUSES } from '@cloudfit/shared/schemas/invoice.schema';
import { CREDIT_MOVEMENT_REASONS, MEMBERSHIP_STATUSES } from '@cloudfit/shared/schemas/membership.schema';
import { NEWS_STATUSES } from '@cloudfit/shared/schemas/news.schema';
import { DURATION_UNITS, PACKAGE_KINDS } from '@cloudfit/shared/schemas/package.schema';
import { PAYMENT_METHODS } from '@cloudfit/shared/schemas/payment.schema';
import { STOCK_MOVEMENT_KINDS } from '@cloudfit/shared/schemas/product.schema';
import type { Measurements } from '@cloudfit/shared/schemas/pt-session.schema';
import { PT_SESSION_STATUSES } from '@cloudfit/shared/schemas/pt-session.schema';
import { NO_SHOW_POLICIES } from '@cloudfit/shared/schemas/settings.schema';
import { SIGNATURE_KINDS, SIGNATURE_REQUEST_STATUSES } from '@cloudfit/shared/schemas/signature.schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { centers, members, staff } from './core';

/*
 * The studio domain: everything a studio sells, schedules and records, on top of the core tables.
 * Money is bigint minor units read as a JavaScript number (exact up to 2^53). Calendar days are
 * `date` columns read as 'YYYY-MM-DD' strings; instants are `timestamptz`.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const version = integer('version').notNull().default(1);

const money = (name: string) => bigint(name, { mode: 'number' });

const day = (name: string) => date(name, { mode: 'string' });

const at = (name: string) => timestamp(name, { withTimezone: true });

/** `text` columns with an `enum` are only typed by drizzle; this makes PostgreSQL refuse other values too. */
function oneOf(name: string, column: PgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} in (${sql.join(
      values.map((value) => sql.raw(`'${value}'`)),
      sql`, `,
    )})`,
  );
}

const nonNegative = (name: string, column: PgColumn) => check(name, sql`${column} >= 0`);

const staffRef = () => staff.id;

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rooms_center_name_key').on(t.centerId, sql`lower(${t.name})`),
    check('rooms_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PACKAGE_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    durationValue: integer('duration_value').notNull(),
    durationUnit: text('duration_unit', { enum: DURATION_UNITS }).notNull(),
    /** Class credits or PT sessions; null for a time-based package (unlimited classes). */
    credits: integer('credits'),
    price: money('price').notNull(),
    currency: text('currency').notNull(),
    /** A PT pack's trainer, offered first when it is sold; null for any trainer, or another kind. */
    trainerId: integer('trainer_id').references(staffRef),
    active: boolean('active').notNull().default(true),
    version,
    ...timestamps,
  },
  (t) => [
    index('packages_name_idx').on(sql`lower(${t.name})`),
    index('packages_kind_active_idx').on(t.kind, t.active),
    oneOf('packages_kind_check', t.kind, PACKAGE_KINDS),
    oneOf('packages_duration_unit_check', t.durationUnit, DURATION_UNITS),
    check('packages_duration_positive', sql`${t.durationValue} > 0`),
    check(
      'packages_credits_match_kind',
      sql`(${t.kind} = 'time' and ${t.credits} is null) or (${t.kind} <> 'time' and ${t.credits} > 0)`,
    ),
    nonNegative('packages_price_non_negative', t.price),
  ],
);

/** Centers a package is sold at. */
export const packageCenters = pgTable(
  'package_centers',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.centerId] }),
    index('package_centers_center_idx').on(t.centerId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored in capitals; codes are matched without regard to case. */
    code: text('code').notNull(),
    description: text('description'),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Whole percent for a percent coupon, minor units for a fixed one. */
    value: integer('value').notNull(),
    scope: text('scope', { enum: COUPON_SCOPES }).notNull(),
    validFrom: day('valid_from'),
    validTo: day('valid_to'),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    minAmount: money('min_amount'),
    active: boolean('active').notNull().default(true),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    oneOf('coupons_kind_check', t.kind, COUPON_KINDS),
    oneOf('coupons_scope_check', t.scope, COUPON_SCOPES),
    check('coupons_value_positive', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'coupons_window_ordered',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** Prefix plus a sequence, given when issued; null while a draft so issued numbers have no gaps. */
    number: text('number'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    issuedOn: day('issued_on'),
    dueDate: day('due_date'),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    /** The invoice-level discount typed by staff; line discounts are on the lines. */
    discount: money('discount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponDiscount: money('coupon_discount').notNull().default(0),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    /** Priced with tax inside the prices (extracted) rather than added on top; fixed when created. */
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** Payments minus refunds, kept in step by the payment and refund writes. */
    paid: money('paid').notNull().default(0),
    /** Refunds: given back for what the studio took back, neither paid nor owed (owed: total - refunded - paid). */
    refunded: money('refunded').notNull().default(0),
    note: text('note'),
    voidReason: text('void_reason'),
    voidedAt: at('voided_at'),
    voidedById: integer('voided_by_id').references(staffRef),
    createdById: integer('created_by_id').references(staffRef),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_member_idx').on(t.memberId, t.issuedOn),
    index('invoices_center_issued_idx').on(t.centerId, t.issuedOn, t.id),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    index('invoices_created_at_idx').on(t.createdAt, t.id),
    index('invoices_issued_on_idx').on(t.issuedOn, t.id),
    index('invoices_number_trgm_idx').using('gin', sql`lower(${t.number}) gin_trgm_ops`),
    oneOf('invoices_status_check', t.status, INVOICE_STATUSES),
    check(
      'invoices_amounts_valid',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.couponDiscount} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0 and ${t.paid} >= 0 and ${t.refunded} >= 0 and ${t.paid} + ${t.refunded} <= ${t.total}`,
    ),
    check('invoices_issued_has_number', sql`${t.status} = 'draft' or ${t.number} is not null`),
    check('invoices_void_has_reason', sql`${t.status} <> 'void' or ${t.voidReason} is not null`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    /** The product or package id, by kind; null for a custom line. */
    referenceId: integer('reference_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    /** The line's own discount plus its share of the invoice discount and coupon. */
    discount: money('discount').notNull().default(0),
    /** The line's own discount alone, as typed: where editing a draft starts. Part of `discount`. */
    ownDiscount: money('own_discount').notNull().default(0),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    /** A package line's membership start; null starts it when issued, today or after the current one. */
    startDate: day('start_date'),
    /** A personal training package line's trainer. */
    trainerId: integer('trainer_id').references(staffRef),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position),
    index('invoice_lines_reference_idx').on(t.kind, t.referenceId),
    oneOf('invoice_lines_kind_check', t.kind, INVOICE_LINE_KINDS),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'invoice_lines_amounts_valid',
      sql`${t.unitPrice} >= 0 and ${t.discount} >= 0 and ${t.tax} >= 0 and ${t.discount} <= ${t.quantity} * ${t.unitPrice}`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidAt: at('paid_at').notNull().defaultNow(),
    staffId: integer('staff_id').references(staffRef),
    note: text('note'),
    /** Set when the payment was recorded by mistake and taken back: no money moved, so nothing counts it. */
    reversedAt: at('reversed_at'),
    reversedById: integer('reversed_by_id').references(staffRef),
    reversalReason: text('reversal_reason'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_staff_idx').on(t.staffId, t.paidAt),
    oneOf('payments_method_check', t.method, PAYMENT_METHODS),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_reversal_reason', sql`(${t.reversedAt} is null) = (${t.reversalReason} is null)`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Denormalised from the payment so that the transactions report reads one table per kind. */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reason: text('reason').notNull(),
    refundedAt: at('refunded_at').notNull().defaultNow(),
    staffId: integer('staff_id').references(staffRef),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_invoice_idx').on(t.invoiceId),
    index('refunds_refunded_at_idx').on(t.refundedAt),
    oneOf('refunds_method_check', t.method, PAYMENT_METHODS),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    discount: money('discount').notNull(),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_invoice_key').on(t.invoiceId),
    index('coupon_redemptions_coupon_member_idx').on(t.couponId, t.memberId),
    index('coupon_redemptions_redeemed_at_idx').on(t.redeemedAt),
    nonNegative('coupon_redemptions_discount_non_negative', t.discount),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** Copied from the package at sale: a package edited later does not change what was sold. */
    kind: text('kind', { enum: PACKAGE_KINDS }).notNull(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    startDate: day('start_date').notNull(),
    /** The last day, inclusive; moved later by freezes. */
    endDate: day('end_date').notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    creditsTotal: integer('credits_total'),
    /** Always the sum of this membership's credit movements (kept in step in the same transaction). */
    creditsRemaining: integer('credits_remaining'),
    trainerId: integer('trainer_id').references(staffRef),
    pricePaid: money('price_paid').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    cancelledAt: at('cancelled_at'),
    soldById: integer('sold_by_id').references(staffRef),
    version,
    ...timestamps,
  },
  (t) => [
    index('memberships_member_idx').on(t.memberId, t.endDate),
    index('memberships_center_end_idx').on(t.centerId, t.endDate),
    index('memberships_package_idx').on(t.packageId),
    index('memberships_end_date_idx').on(t.endDate),
    index('memberships_trainer_idx').on(t.trainerId),
    oneOf('memberships_kind_check', t.kind, PACKAGE_KINDS),
    oneOf('memberships_status_check', t.status, MEMBERSHIP_STATUSES),
    check('memberships_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
    check(
      'memberships_credits_valid',
      sql`(${t.kind} = 'time' and ${t.creditsTotal} is null and ${t.creditsRemaining} is null) or (${t.kind} <> 'time' and ${t.creditsTotal} >= 0 and ${t.creditsRemaining} >= 0)`,
    ),
    check('memberships_pt_has_trainer', sql`${t.kind} <> 'pt' or ${t.trainerId} is not null`),
    check('memberships_cancel_has_reason', sql`${t.status} <> 'cancelled' or ${t.cancelReason} is not null`),
    nonNegative('memberships_price_non_negative', t.pricePaid),
  ],
);

export const membershipFreezes = pgTable(
  'membership_freezes',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    fromDate: day('from_date').notNull(),
    /** The planned last frozen day, inclusive. */
    toDate: day('to_date').notNull(),
    reason: text('reason').notNull(),
    /** The day the membership ran again when the freeze was ended before `to_date`. */
    endedOn: day('ended_on'),
    createdById: integer('created_by_id').references(staffRef),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('membership_freezes_membership_idx').on(t.membershipId, t.fromDate),
    check('membership_freezes_dates_ordered', sql`${t.fromDate} <= ${t.toDate}`),
    check(
      'membership_freezes_ended_in_range',
      sql`${t.endedOn} is null or (${t.endedOn} >= ${t.fromDate} and ${t.endedOn} <= ${t.toDate})`,
    ),
  ],
);

export const membershipCreditMovements = pgTable(
  'membership_credit_movements',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_MOVEMENT_REASONS }).notNull(),
    /** The booking, PT session or invoice behind the movement, by reason; null for an adjustment. */
    referenceId: integer('reference_id'),
    note: text('note'),
    staffId: integer('staff_id').references(staffRef),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('membership_credit_movements_membership_idx').on(t.membershipId, t.at),
    index('membership_credit_movements_reference_idx').on(t.reason, t.referenceId),
    oneOf('membership_credit_movements_reason_check', t.reason, CREDIT_MOVEMENT_REASONS),
    check('membership_credit_movements_delta_non_zero', sql`${t.delta} <> 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    barcode: text('barcode'),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    cost: money('cost').notNull(),
    reorderLevel: integer('reorder_level').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(sql`lower(${t.sku})`),
    uniqueIndex('products_barcode_key').on(t.barcode),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    nonNegative('products_price_non_negative', t.price),
    nonNegative('products_cost_non_negative', t.cost),
    nonNegative('products_reorder_level_non_negative', t.reorderLevel),
  ],
);

export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    /** Always the sum of the stock movements of this product at this center. */
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.centerId] }),
    index('product_stock_center_idx').on(t.centerId),
    check('product_stock_never_negative', sql`${t.quantity} >= 0`),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Signed: a transfer is two rows, minus at the sender and plus at the receiver. */
    quantityDelta: integer('quantity_delta').notNull(),
    reason: text('reason'),
    /** The invoice line of a sale, or the other half of a transfer. */
    referenceId: integer('reference_id'),
    staffId: integer('staff_id').references(staffRef),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_center_idx').on(t.productId, t.centerId, t.at),
    index('stock_movements_at_idx').on(t.at),
    oneOf('stock_movements_kind_check', t.kind, STOCK_MOVEMENT_KINDS),
    check('stock_movements_delta_non_zero', sql`${t.quantityDelta} <> 0`),
  ],
);

export const classSeries = pgTable(
  'class_series',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    instructorId: integer('instructor_id').notNull().references(staffRef),
    title: text('title').notNull(),
    description: text('description'),
    /** ISO weekdays, 1 = Monday. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Wall-clock 'HH:MM' in the center's time zone, so a class stays at 18:00 across DST. */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    creditCost: integer('credit_cost').notNull().default(1),
    fromDate: day('from_date').notNull(),
    untilDate: day('until_date').notNull(),
    version,
    ...timestamps,
  },
  (t) => [
    index('class_series_center_idx').on(t.centerId),
    check('class_series_dates_ordered', sql`${t.fromDate} <= ${t.untilDate}`),
    check(
      'class_series_weekdays_valid',
      sql`cardinality(${t.weekdays}) > 0 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check('class_series_start_time_format', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'class_series_capacity_positive',
      sql`${t.capacity} > 0 and ${t.durationMinutes} > 0 and ${t.creditCost} >= 0`,
    ),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id').references(() => classSeries.id),
    /** The series date this occurrence was generated for (center-local); null for a one-off class. */
    seriesDate: day('series_date'),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    instructorId: integer('instructor_id').notNull().references(staffRef),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    creditCost: integer('credit_cost').notNull().default(1),
    status: text('status', { enum: CLASS_STATUSES }).notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    /** Edited on its own: "edit all future" of its series leaves it as it is. */
    overridden: boolean('overridden').notNull().default(false),
    version,
    ...timestamps,
  },
  (t) => [
    index('classes_center_starts_idx').on(t.centerId, t.startsAt),
    index('classes_room_starts_idx').on(t.roomId, t.startsAt),
    index('classes_instructor_starts_idx').on(t.instructorId, t.startsAt),
    index('classes_starts_at_idx').on(t.startsAt),
    uniqueIndex('classes_series_date_key').on(t.seriesId, t.seriesDate),
    oneOf('classes_status_check', t.status, CLASS_STATUSES),
    check('classes_times_ordered', sql`${t.startsAt} < ${t.endsAt}`),
    check('classes_capacity_positive', sql`${t.capacity} > 0 and ${t.creditCost} >= 0`),
    check('classes_series_date_with_series', sql`(${t.seriesId} is null) = (${t.seriesDate} is null)`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    membershipId: integer('membership_id').references(() => memberships.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** Order on the waitlist, 1 first; null once booked. */
    waitlistPosition: integer('waitlist_position'),
    /** Credits taken for this booking and not yet returned. */
    creditsCharged: integer('credits_charged').notNull().default(0),
    bookedAt: at('booked_at').notNull().defaultNow(),
    promotedAt: at('promoted_at'),
    cancelledAt: at('cancelled_at'),
    attendedAt: at('attended_at'),
    staffId: integer('staff_id').references(staffRef),
    version,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    // One live booking per member and class; cancelled ones stay as history and do not count.
    uniqueIndex('bookings_member_class_live_key')
      .on(t.classId, t.memberId)
      .where(sql`${t.status} in ('booked', 'waitlisted', 'attended', 'no_show')`),
    index('bookings_class_status_idx').on(t.classId, t.status, t.waitlistPosition),
    index('bookings_member_idx').on(t.memberId, t.bookedAt),
    index('bookings_booked_at_idx').on(t.bookedAt, t.id),
    index('bookings_membership_idx').on(t.membershipId),
    oneOf('bookings_status_check', t.status, BOOKING_STATUSES),
    check(
      'bookings_waitlist_position',
      sql`(${t.status} = 'waitlisted') = (${t.waitlistPosition} is not null)`,
    ),
    nonNegative('bookings_credits_non_negative', t.creditsCharged),
  ],
);

export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: SIGNATURE_KINDS }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The PT session or membership the document is about, by kind. */
    referenceId: integer('reference_id'),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('pending'),
    createdById: integer('created_by_id').references(staffRef),
    ...timestamps,
  },
  (t) => [
    index('signature_requests_member_status_idx').on(t.memberId, t.status),
    index('signature_requests_reference_idx').on(t.kind, t.referenceId),
    oneOf('signature_requests_kind_check', t.kind, SIGNATURE_KINDS),
    oneOf('signature_requests_status_check', t.status, SIGNATURE_REQUEST_STATUSES),
  ],
);

/** Never updated or deleted: the API has no route that writes one twice. */
export const signedDocuments = pgTable(
  'signed_documents',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The exact text signed, copied from the request. */
    text: text('text').notNull(),
    textSha256: text('text_sha256').notNull(),
    /** A `data:image/png;base64,...` URL. */
    signatureImage: text('signature_image').notNull(),
    typedName: text('typed_name').notNull(),
    signedAt: at('signed_at').notNull().defaultNow(),
    device: text('device'),
  },
  (t) => [
    uniqueIndex('signed_documents_request_key').on(t.requestId),
    index('signed_documents_member_idx').on(t.memberId, t.signedAt),
    check('signed_documents_sha256_format', sql`${t.textSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const ptSessions = pgTable(
  'pt_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    trainerId: integer('trainer_id').notNull().references(staffRef),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    roomId: integer('room_id').references(() => rooms.id),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: PT_SESSION_STATUSES }).notNull().default('scheduled'),
    notes: text('notes'),
    workoutNotes: text('workout_notes'),
    measurements: jsonb('measurements').$type<Measurements>().notNull().default({}),
    signatureRequestId: integer('signature_request_id').references(() => signatureRequests.id),
    completedAt: at('completed_at'),
    version,
    ...timestamps,
  },
  (t) => [
    index('pt_sessions_trainer_starts_idx').on(t.trainerId, t.startsAt),
    index('pt_sessions_member_starts_idx').on(t.memberId, t.startsAt),
    index('pt_sessions_center_starts_idx').on(t.centerId, t.startsAt),
    index('pt_sessions_membership_idx').on(t.membershipId),
    index('pt_sessions_starts_at_idx').on(t.startsAt, t.id),
    oneOf('pt_sessions_status_check', t.status, PT_SESSION_STATUSES),
    check('pt_sessions_times_ordered', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    at: at('at').notNull().defaultNow(),
    allowed: boolean('allowed').notNull(),
    /** Why it was refused; kept when a staff member overrode the refusal. */
    reason: text('reason', { enum: CHECK_IN_REFUSAL_CODES }),
    membershipId: integer('membership_id').references(() => memberships.id),
    overriddenById: integer('overridden_by_id').references(staffRef),
    overrideNote: text('override_note'),
    staffId: integer('staff_id').references(staffRef),
    device: text('device'),
    /** The id an offline desk gave the attempt: a sync sent twice records it once. */
    clientId: text('client_id'),
    /** When an attempt made offline reached the server (`at` is when it happened at the door). */
    syncedAt: at('synced_at'),
    /** Let in offline though the server, deciding again, would have refused: a manager looks at it. */
    needsReview: boolean('needs_review').notNull().default(false),
    reviewedById: integer('reviewed_by_id').references(staffRef),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('check_ins_client_id_idx').on(t.clientId),
    index('check_ins_needs_review_idx').on(t.at).where(sql`${t.needsReview}`),
    index('check_ins_center_at_idx').on(t.centerId, t.at),
    index('check_ins_member_at_idx').on(t.memberId, t.at),
    index('check_ins_at_idx').on(t.at),
    oneOf('check_ins_reason_check', t.reason, CHECK_IN_REFUSAL_CODES),
    check('check_ins_refused_has_reason', sql`${t.allowed} or ${t.reason} is not null`),
    check(
      'check_ins_override_has_note',
      sql`${t.overriddenById} is null or (${t.overrideNote} is not null and ${t.allowed})`,
    ),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishAt: at('publish_at'),
    expiresAt: at('expires_at'),
    pinned: boolean('pinned').notNull().default(false),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    authorId: integer('author_id').references(staffRef),
    version,
    ...timestamps,
  },
  (t) => [
    index('news_status_publish_idx').on(t.status, t.pinned, t.publishAt),
    index('news_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    oneOf('news_status_check', t.status, NEWS_STATUSES),
    check(
      'news_window_ordered',
      sql`${t.publishAt} is null or ${t.expiresAt} is null or ${t.publishAt} < ${t.expiresAt}`,
    ),
  ],
);

export const newsCenters = pgTable(
  'news_centers',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.centerId] }), index('news_centers_center_idx').on(t.centerId)],
);

/** One row (id 1) of typed columns: each setting is validated and has a real default. */
export const studioSettings = pgTable(
  'studio_settings',
  {
    id: integer('id').primaryKey().default(1),
    studioName: text('studio_name').notNull(),
    currency: text('currency').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** Shelf prices already hold the tax (Taiwan's 5 %): invoices extract it instead of adding it. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    invoicePrefix: text('invoice_prefix').notNull(),
    /** The studio's tax registration number, printed on its invoices. */
    taxNumber: text('tax_number'),
    /** The next invoice sequence number; taken with the row locked so that issued numbers have no gaps. */
    nextInvoiceNumber: integer('next_invoice_number').notNull().default(1),
    timeZone: text('time_zone').notNull(),
    bookingWindowDays: integer('booking_window_days').notNull().default(14),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(12),
    lateCancelCountsCredit: boolean('late_cancel_counts_credit').notNull().default(true),
    noShowPolicy: text('no_show_policy', { enum: NO_SHOW_POLICIES }).notNull().default('forfeit_credit'),
    noShowFee: money('no_show_fee').notNull().default(0),
    waitlistAutoPromote: boolean('waitlist_auto_promote').notNull().default(true),
    checkInBlockOwingOver: money('check_in_block_owing_over'),
    checkInRequireWaiver: boolean('check_in_require_waiver').notNull().default(false),
    selfRegistration: boolean('self_registration').notNull().default(false),
    defaultLocale: text('default_locale').notNull().default('en'),
    version,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('studio_settings_single_row', sql`${t.id} = 1`),
    oneOf('studio_settings_no_show_policy_check', t.noShowPolicy, NO_SHOW_POLICIES),
    check('studio_settings_tax_rate_range', sql`${t.taxRateBasisPoints} between 0 and 10000`),
  ],
);

export const expenditures = pgTable(
  'expenditures',
  {
    id: serial('id').primaryKey(),
    spentOn: day('spent_on').notNull(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    category: text('category', { enum: EXPENDITURE_CATEGORIES }).notNull(),
    vendor: text('vendor').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    staffId: integer('staff_id').references(staffRef),
    version,
    ...timestamps,
  },
  (t) => [
    index('expenditures_center_spent_idx').on(t.centerId, t.spentOn),
    index('expenditures_spent_category_idx').on(t.spentOn, t.category),
    oneOf('expenditures_category_check', t.category, EXPENDITURE_CATEGORIES),
    oneOf('expenditures_method_check', t.method, PAYMENT_METHODS),
    check('expenditures_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A branch closed for a day or a range of days (a typhoon, a holiday). Permanent: creating one cancels
 * classes and moves membership ends, which later bookings and sales build on, so it cannot be undone exactly.
 */
export const closures = pgTable(
  'closures',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    startsOn: day('starts_on').notNull(),
    /** The last closed day, inclusive. */
    endsOn: day('ends_on').notNull(),
    reason: text('reason').notNull(),
    classesCancelled: integer('classes_cancelled').notNull(),
    bookingsCancelled: integer('bookings_cancelled').notNull(),
    membershipsExtended: integer('memberships_extended').notNull(),
    createdById: integer('created_by_id').references(staffRef),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('closures_center_starts_idx').on(t.centerId, t.startsOn),
    index('closures_starts_on_idx').on(t.startsOn),
    check('closures_dates_ordered', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
