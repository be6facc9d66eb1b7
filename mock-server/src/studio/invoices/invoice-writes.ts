import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { checkRedeemable, validateCoupon } from '@cloudfit/shared/domain/coupon-validation';
import {
  checkVoid,
  formatInvoiceNumber,
  issuedInvoiceStatus,
  priceInvoice,
} from '@cloudfit/shared/domain/invoice-amounts';
import { defaultStartFor, membershipEndDate } from '@cloudfit/shared/domain/membership-period';
import type {
  CreateInvoiceInput,
  InvoiceLineInput,
  InvoiceLineKind,
  IssueInvoiceInput,
  UpdateInvoiceInput,
  VoidInvoiceInput,
} from '@cloudfit/shared/schemas/invoice.schema';
import { MAX_MONEY_MINOR } from '@cloudfit/shared/schemas/studio-fields';
import { and, asc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { members, staff } from '../../db/schema/core';
import {
  couponRedemptions,
  coupons,
  invoiceLines,
  invoices,
  membershipCreditMovements,
  memberships,
  packageCenters,
  packages,
  productStock,
  products,
  stockMovements,
  studioSettings,
} from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { notFound, validationFailed, versionConflict } from '../../http/api-error';
import { countedRedemption } from '../coupons/coupon-redemptions';
import { lockInvoice, type PaymentToTake, takePayment } from '../payments/payment-writes';
import { openWaiverAfterSale } from '../signatures/signature-writes';
import { findInvoice } from './invoice-queries';
import { loadSaleContext, type SaleContext } from './sale-context';
import { ruleRefused } from './sale-refusals';

/** A line with its price settled: the catalogue's for a product or package, the typed one for a custom line. */
export interface SaleLine {
  kind: InvoiceLineKind;
  referenceId: number | null;
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** A package line's membership start; absent or null: decided when issued. */
  startDate?: string | null;
  /** A personal training package line's trainer. */
  trainerId?: number | null;
}

/** A current member: a 404 when the path names it, a 400 on `field` when a body does. */
export async function requireMember(db: Database | Transaction, memberId: number, field?: string) {
  const [member] = await db
    .select({ id: members.id, homeCenterId: members.homeCenterId })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.archivedAt)));
  if (!member) throw field ? validationFailed({ [field]: 'Choose a member.' }) : notFound('Member');
  return member;
}

/** A package that is on sale at the center, or a 400 (unknown) or 422 (not on sale there). */
export async function requirePackageForSale(
  tx: Transaction,
  packageId: number,
  centerId: number,
  field: string,
) {
  const [row] = await tx
    .select({ pkg: packages, soldHere: sql<boolean>`${packageCenters.centerId} is not null` })
    .from(packages)
    .leftJoin(
      packageCenters,
      and(eq(packageCenters.packageId, packages.id), eq(packageCenters.centerId, centerId)),
    )
    .where(eq(packages.id, packageId));
  if (!row) throw validationFailed({ [field]: 'Choose a package.' });
  if (!row.pkg.active) throw ruleRefused(DOMAIN_CODES.packageInactive);
  if (!row.soldHere) throw ruleRefused(DOMAIN_CODES.packageNotSoldAtCenter);
  return row.pkg;
}

/** An active trainer, or a 400 on `field`. */
export async function requireTrainer(tx: Transaction, trainerId: number, field: string) {
  const [trainer] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, trainerId), eq(staff.isTrainer, true), eq(staff.active, true)));
  if (!trainer) throw validationFailed({ [field]: 'Choose a trainer.' });
}

/** A package line's package on sale at the center, with the trainer a personal training package needs. */
async function requirePackageLine(
  tx: Transaction,
  line: { referenceId: number | null; trainerId: number | null },
  centerId: number,
  fieldPrefix: string,
) {
  const pkg = await requirePackageForSale(tx, line.referenceId!, centerId, `${fieldPrefix}referenceId`);
  if (pkg.kind === 'pt' && line.trainerId === null) throw ruleRefused(DOMAIN_CODES.trainerRequired);
  if (line.trainerId !== null) await requireTrainer(tx, line.trainerId, `${fieldPrefix}trainerId`);
  return pkg;
}

/** Settles each line's description and price; products and packages at their catalogue price. */
async function settleLines(
  tx: Transaction,
  centerId: number,
  lines: InvoiceLineInput[],
): Promise<SaleLine[]> {
  const productIds = lines.filter((line) => line.kind === 'product').map((line) => line.referenceId!);
  const productRows = productIds.length
    ? await tx.select().from(products).where(inArray(products.id, productIds))
    : [];
  const productById = new Map(productRows.map((product) => [product.id, product]));
  const settled: SaleLine[] = [];
  for (const [index, line] of lines.entries()) {
    const field = `lines.${index}.referenceId`;
    let description = line.description;
    let unitPrice = line.unitPrice;
    if (line.kind === 'product') {
      const product = productById.get(line.referenceId!);
      if (!product?.active) throw validationFailed({ [field]: 'Choose a product.' });
      description ??= product.name;
      unitPrice = product.price;
    } else if (line.kind === 'package') {
      const pkg = await requirePackageLine(tx, line, centerId, `lines.${index}.`);
      description ??= pkg.name;
      unitPrice = pkg.price;
    }
    settled.push({
      kind: line.kind,
      referenceId: line.referenceId,
      description: description!,
      quantity: line.quantity,
      unitPrice: unitPrice!,
      discount: line.discount,
      startDate: line.startDate,
      trainerId: line.trainerId,
    });
  }
  return settled;
}

export interface RedeemableCoupon {
  id: number;
  code: string;
  scope: (typeof coupons.$inferSelect)['scope'];
  discount: number;
  eligibleAmount: number;
}

/** A coupon's counted redemptions (`countedRedemption`): in all, and by one member. */
async function couponUse(tx: Database | Transaction, couponId: number, memberId: number) {
  const [use] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      byMember: sql<number>`count(*) filter (where ${couponRedemptions.memberId} = ${memberId})::int`,
    })
    .from(couponRedemptions)
    .innerJoin(invoices, eq(invoices.id, couponRedemptions.invoiceId))
    .where(and(eq(couponRedemptions.couponId, couponId), countedRedemption));
  return { redeemedTotal: use?.total ?? 0, redeemedByMember: use?.byMember ?? 0 };
}

/**
 * Checks a coupon for a member's cart. With `lock`, the coupon row stays locked until the
 * transaction ends, so concurrent sales cannot both take the last use of a limited coupon.
 * Only redemptions of issued invoices that are not void count (`countedRedemption`): a draft holds
 * its coupon without using it up.
 */
export async function checkCoupon(
  tx: Database | Transaction,
  input: {
    code: string;
    memberId: number;
    lines: { kind: InvoiceLineKind; amount: number }[];
    today: string;
    /** The studio's currency: a percent is taken in whole units where its amounts are whole. */
    currency: string;
  },
  lock: boolean,
): Promise<RedeemableCoupon> {
  const select = tx.select().from(coupons).where(eq(coupons.code, input.code.toUpperCase()));
  const [coupon] = lock ? await select.for('update') : await select;
  const use = coupon
    ? await couponUse(tx, coupon.id, input.memberId)
    : { redeemedTotal: 0, redeemedByMember: 0 };
  const result = validateCoupon(coupon ?? null, use, input.lines, input.today, input.currency);
  if (!result.ok) throw ruleRefused(result.code);
  return { id: coupon!.id, code: coupon!.code, scope: coupon!.scope, ...result.value };
}

/** The next invoice number. The counter row stays locked until commit, so numbers are unique and a rolled-back sale leaves no gap. */
async function takeInvoiceNumber(tx: Transaction): Promise<string> {
  // The settings version is left alone: it guards the settings form, which a sale does not edit.
  const [counter] = await tx
    .update(studioSettings)
    .set({ nextInvoiceNumber: sql`${studioSettings.nextInvoiceNumber} + 1` })
    .where(eq(studioSettings.id, 1))
    .returning({ next: studioSettings.nextInvoiceNumber, prefix: studioSettings.invoicePrefix });
  return formatInvoiceNumber(counter!.prefix, counter!.next - 1);
}

/**
 * Takes the invoice's products from the center's stock. Each decrement is conditional on enough
 * being left, and the row lock it takes makes a concurrent sale of the same product wait and then
 * re-check against what this one left; products are taken in id order so two sales never deadlock.
 */
async function takeStock(tx: Transaction, invoiceId: number, centerId: number, actorStaffId: number) {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.kind, 'product')))
    .orderBy(asc(invoiceLines.referenceId), asc(invoiceLines.position));
  for (const line of lines) {
    const taken = await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(productStock.productId, line.referenceId!),
          eq(productStock.centerId, centerId),
          gte(productStock.quantity, line.quantity),
        ),
      )
      .returning({ quantity: productStock.quantity });
    if (taken.length === 0) throw ruleRefused(DOMAIN_CODES.insufficientStock);
    await tx.insert(stockMovements).values({
      productId: line.referenceId!,
      centerId,
      kind: 'sale',
      quantityDelta: -line.quantity,
      referenceId: line.id,
      staffId: actorStaffId,
    });
  }
}

/** Puts a voided invoice's products back on the shelf. */
async function returnStock(tx: Transaction, invoice: typeof invoices.$inferSelect, actorStaffId: number) {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'product')))
    .orderBy(asc(invoiceLines.referenceId), asc(invoiceLines.position));
  for (const line of lines) {
    await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(productStock.productId, line.referenceId!), eq(productStock.centerId, invoice.centerId)));
    await tx.insert(stockMovements).values({
      productId: line.referenceId!,
      centerId: invoice.centerId,
      kind: 'adjustment',
      quantityDelta: line.quantity,
      reason: `Invoice ${invoice.number} voided`,
      referenceId: line.id,
      staffId: actorStaffId,
    });
  }
}

/**
 * A void invoice paid for nothing, so the memberships it sold end with it (nothing was paid, so no
 * money moves). The cancel reason names the invoice and why it was voided, for the member's history.
 */
async function cancelMembershipsSoldBy(
  tx: Transaction,
  invoice: typeof invoices.$inferSelect,
  actorStaffId: number,
) {
  const sold = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.invoiceId, invoice.id), ne(memberships.status, 'cancelled')))
    .orderBy(asc(memberships.id))
    .for('update');
  const now = new Date();
  for (const membership of sold) {
    const [after] = await tx
      .update(memberships)
      .set({
        status: 'cancelled',
        cancelReason: `Invoice ${invoice.number ?? invoice.id} voided: ${invoice.voidReason}`,
        cancelledAt: now,
        version: sql`${memberships.version} + 1`,
        updatedAt: now,
      })
      .where(eq(memberships.id, membership.id))
      .returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'cancel-with-invoice',
      entity: 'memberships',
      entityId: membership.id,
      before: membership,
      after,
    });
  }
}

/**
 * Sells the membership each package line of an issued invoice pays for, as a membership sale does:
 * from the line's start date, else today (a time package: the day after the member's running time
 * membership ends, if later); end date and credits from the package; the price paid is the line's total.
 * The package is checked again, as a draft may have waited while the catalogue changed.
 */
async function sellPackageLines(
  tx: Transaction,
  invoice: typeof invoices.$inferSelect,
  today: string,
  membershipNotes: string | null,
  actorStaffId: number,
) {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'package')))
    .orderBy(asc(invoiceLines.position));
  for (const line of lines) {
    const pkg = await requirePackageLine(tx, line, invoice.centerId, `lines.${line.position - 1}.`);
    const startDate =
      line.startDate ??
      defaultStartFor(
        pkg.kind,
        pkg.kind === 'time'
          ? await tx
              .select()
              .from(memberships)
              .where(and(eq(memberships.memberId, invoice.memberId), eq(memberships.kind, 'time')))
          : [],
        today,
      );
    const [membership] = await tx
      .insert(memberships)
      .values({
        memberId: invoice.memberId,
        packageId: pkg.id,
        kind: pkg.kind,
        centerId: invoice.centerId,
        startDate,
        endDate: membershipEndDate(startDate, pkg),
        status: 'active',
        creditsTotal: pkg.credits,
        creditsRemaining: pkg.credits,
        trainerId: line.trainerId,
        pricePaid: line.total,
        invoiceId: invoice.id,
        notes: membershipNotes,
        soldById: actorStaffId,
      })
      .returning();
    if (pkg.credits) {
      await tx.insert(membershipCreditMovements).values({
        membershipId: membership!.id,
        delta: pkg.credits,
        reason: 'sale',
        referenceId: invoice.id,
        staffId: actorStaffId,
      });
    }
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'memberships',
      entityId: membership!.id,
      after: membership,
    });
  }
  if (lines.length > 0) await openWaiverAfterSale(tx, invoice.memberId, actorStaffId);
}

/**
 * The redemption of the coupon a draft holds, taken as it is issued: the coupon must still be
 * redeemable today (switched on, within its days, uses left in total and for the member), checked
 * with the coupon row locked so two issues cannot both take its last use. The discount is the one
 * the draft was priced with (the cart cannot change without editing the draft, which prices it
 * again). A redemption row a draft may carry from before is replaced.
 */
async function redeemCouponOnIssue(tx: Transaction, invoice: typeof invoices.$inferSelect, today: string) {
  if (invoice.couponId === null) return;
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, invoice.couponId)).for('update');
  if (!coupon) throw ruleRefused(DOMAIN_CODES.couponNotFound);
  const redeemable = checkRedeemable(coupon, await couponUse(tx, coupon.id, invoice.memberId), today);
  if (!redeemable.ok) throw ruleRefused(redeemable.code);
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.invoiceId, invoice.id));
  await tx.insert(couponRedemptions).values({
    couponId: coupon.id,
    memberId: invoice.memberId,
    invoiceId: invoice.id,
    discount: invoice.couponDiscount,
  });
}

/**
 * Numbers and dates a draft, redeems its coupon, takes its products from stock and sells the
 * memberships of its package lines; the caller holds the invoice lock.
 */
async function issueLocked(
  tx: Transaction,
  invoice: typeof invoices.$inferSelect,
  dueDate: string | null,
  today: string,
  actorStaffId: number,
  membershipNotes: string | null = null,
) {
  if (invoice.status === 'void') throw ruleRefused(DOMAIN_CODES.invoiceVoid);
  if (invoice.status !== 'draft') throw ruleRefused(DOMAIN_CODES.invoiceAlreadyIssued);
  await redeemCouponOnIssue(tx, invoice, today);
  await takeStock(tx, invoice.id, invoice.centerId, actorStaffId);
  await sellPackageLines(tx, invoice, today, membershipNotes, actorStaffId);
  const [after] = await tx
    .update(invoices)
    .set({
      number: await takeInvoiceNumber(tx),
      status: issuedInvoiceStatus(invoice),
      issuedOn: today,
      // Without a due date an invoice is due on the day it is issued.
      dueDate: dueDate ?? invoice.dueDate ?? today,
      version: sql`${invoices.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await recordAudit(tx, {
    actorStaffId,
    action: 'issue',
    entity: 'invoices',
    entityId: invoice.id,
    before: invoice,
    after,
  });
}

export interface InvoiceToCreate {
  memberId: number;
  context: SaleContext;
  lines: SaleLine[];
  discount: number;
  couponCode: string | null;
  issue: boolean;
  dueDate: string | null;
  note: string | null;
  /** The notes of the memberships the package lines sell. */
  membershipNotes?: string | null;
  payment: PaymentToTake | null;
}

/**
 * A cart priced: the coupon it holds (checked, not yet redeemed) and the amounts of it and its lines.
 * A cart issued in the same transaction locks the coupon row now, before the invoice row that
 * references it is written: that write takes a share lock on the coupon, and two sales each holding
 * one while waiting for the other's to lock it for the redemption would deadlock.
 */
async function priceCart(
  tx: Transaction,
  input: Pick<InvoiceToCreate, 'memberId' | 'context' | 'lines' | 'discount' | 'couponCode' | 'issue'>,
) {
  const coupon = input.couponCode
    ? await checkCoupon(
        tx,
        {
          code: input.couponCode,
          memberId: input.memberId,
          lines: input.lines.map((line) => ({
            kind: line.kind,
            amount: line.quantity * line.unitPrice - line.discount,
          })),
          today: input.context.today,
          currency: input.context.currency,
        },
        input.issue,
      )
    : null;
  const priced = priceInvoice({
    lines: input.lines,
    discount: input.discount,
    coupon,
    taxRateBasisPoints: input.context.taxRateBasisPoints,
    taxIncluded: input.context.pricesIncludeTax,
    currency: input.context.currency,
  });
  if (!priced.ok) throw ruleRefused(priced.code);
  // Each line is bounded by the schema, but a thousand of them at the highest price are not.
  if (priced.value.subtotal > MAX_MONEY_MINOR) {
    throw validationFailed({ lines: 'An invoice can total at most 10,000,000.' });
  }
  return { coupon, amounts: priced.value };
}

type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/** The invoice columns a priced cart sets, on a new draft or an edited one. */
function cartColumns(input: InvoiceToCreate, { coupon, amounts }: PricedCart) {
  return {
    memberId: input.memberId,
    centerId: input.context.centerId,
    dueDate: input.dueDate,
    currency: input.context.currency,
    subtotal: amounts.subtotal,
    discount: amounts.discount,
    couponId: coupon?.id ?? null,
    couponDiscount: amounts.couponDiscount,
    tax: amounts.tax,
    total: amounts.total,
    taxIncluded: input.context.pricesIncludeTax,
    note: input.note,
  };
}

async function insertLines(tx: Transaction, invoiceId: number, lines: SaleLine[], cart: PricedCart) {
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => {
      const price = cart.amounts.lines[index]!;
      return {
        invoiceId,
        position: index + 1,
        kind: line.kind,
        referenceId: line.referenceId,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount: price.discount,
        ownDiscount: line.discount,
        tax: price.tax,
        total: price.total,
        startDate: line.startDate ?? null,
        trainerId: line.trainerId ?? null,
      };
    }),
  );
}

/** Issues (when asked) and takes the payment of an invoice just written as a draft. */
async function issueAndPay(tx: Transaction, invoiceId: number, input: InvoiceToCreate, actorStaffId: number) {
  if (input.issue) {
    await issueLocked(
      tx,
      await lockInvoice(tx, invoiceId),
      input.dueDate,
      input.context.today,
      actorStaffId,
      input.membershipNotes ?? null,
    );
  }
  if (input.payment) await takePayment(tx, invoiceId, input.payment, actorStaffId);
}

/**
 * Creates an invoice inside the caller's transaction: prices it with its coupon, and when issued
 * numbers it, redeems the coupon, takes the stock and takes the payment. Returns the invoice id.
 */
export async function createInvoiceInTransaction(
  tx: Transaction,
  input: InvoiceToCreate,
  actorStaffId: number,
): Promise<number> {
  const cart = await priceCart(tx, input);
  const [created] = await tx
    .insert(invoices)
    .values({ ...cartColumns(input, cart), status: 'draft', createdById: actorStaffId })
    .returning();
  const invoiceId = created!.id;
  await insertLines(tx, invoiceId, input.lines, cart);
  await recordAudit(tx, {
    actorStaffId,
    action: 'create',
    entity: 'invoices',
    entityId: invoiceId,
    after: { ...created, lines: input.lines },
  });
  await issueAndPay(tx, invoiceId, input, actorStaffId);
  return invoiceId;
}

async function invoiceToWrite(
  tx: Transaction,
  input: CreateInvoiceInput | UpdateInvoiceInput,
): Promise<InvoiceToCreate> {
  await requireMember(tx, input.memberId, 'memberId');
  return {
    memberId: input.memberId,
    context: await loadSaleContext(tx, input.centerId),
    lines: await settleLines(tx, input.centerId, input.lines),
    discount: input.discount,
    couponCode: input.couponCode,
    issue: input.issue,
    dueDate: input.dueDate,
    note: input.note,
    payment: input.payment,
  };
}

/** `POST /invoices`: one transaction from the lines to the memberships sold and the payment. */
export async function createInvoice(db: Database, input: CreateInvoiceInput, actorStaffId: number) {
  const invoiceId = await withTransaction(db, async (tx) =>
    createInvoiceInTransaction(tx, await invoiceToWrite(tx, input), actorStaffId),
  );
  return (await findInvoice(db, invoiceId))!;
}

async function lockAtVersion(tx: Transaction, invoiceId: number, version: number) {
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice.version !== version) throw versionConflict(await findInvoice(tx, invoiceId));
  return invoice;
}

/** Only a draft is edited or deleted: a void invoice says so, an issued one is voided instead. */
function requireDraft(invoice: typeof invoices.$inferSelect) {
  if (invoice.status === 'void') throw ruleRefused(DOMAIN_CODES.invoiceVoid);
  if (invoice.status !== 'draft') throw ruleRefused(DOMAIN_CODES.invoiceNotDraft);
}

/**
 * `PUT /invoices/:id`: a draft's member, branch, lines, discount, coupon, due date and note, priced
 * again as a new sale would be; with `issue` it is then issued (and paid) in the same transaction.
 */
export async function updateDraft(
  db: Database,
  invoiceId: number,
  input: UpdateInvoiceInput,
  actorStaffId: number,
) {
  await withTransaction(db, async (tx) => {
    const before = await lockAtVersion(tx, invoiceId, input.version);
    requireDraft(before);
    const toWrite = await invoiceToWrite(tx, input);
    const cart = await priceCart(tx, toWrite);
    const beforeLines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    const [after] = await tx
      .update(invoices)
      .set({
        ...cartColumns(toWrite, cart),
        version: sql`${invoices.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    // A draft holds no redemption; one written before redemptions waited for the issue goes.
    await tx.delete(couponRedemptions).where(eq(couponRedemptions.invoiceId, invoiceId));
    await insertLines(tx, invoiceId, toWrite.lines, cart);
    await recordAudit(tx, {
      actorStaffId,
      action: 'update',
      entity: 'invoices',
      entityId: invoiceId,
      before: { ...before, lines: beforeLines },
      after: { ...after, lines: toWrite.lines },
    });
    await issueAndPay(tx, invoiceId, toWrite, actorStaffId);
  });
  return (await findInvoice(db, invoiceId))!;
}

/**
 * `DELETE /invoices/:id`: a draft was never issued (no number, no stock taken, no membership sold,
 * no payment), so it is deleted outright; the audit log keeps what it held.
 */
export async function deleteDraft(db: Database, invoiceId: number, actorStaffId: number) {
  await withTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    requireDraft(invoice);
    const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    await tx.delete(couponRedemptions).where(eq(couponRedemptions.invoiceId, invoiceId));
    await tx.delete(invoices).where(eq(invoices.id, invoiceId));
    await recordAudit(tx, {
      actorStaffId,
      action: 'delete',
      entity: 'invoices',
      entityId: invoiceId,
      before: { ...invoice, lines },
    });
  });
}

export async function issueInvoice(
  db: Database,
  invoiceId: number,
  input: IssueInvoiceInput,
  actorStaffId: number,
) {
  await withTransaction(db, async (tx) => {
    const invoice = await lockAtVersion(tx, invoiceId, input.version);
    const { today } = await loadSaleContext(tx, invoice.centerId);
    await issueLocked(tx, invoice, input.dueDate, today, actorStaffId);
  });
  return (await findInvoice(db, invoiceId))!;
}

/**
 * Voids an issued invoice that has nothing paid on it: its products go back into stock, the
 * memberships it sold are cancelled and its coupon redemption stops counting (the use is given
 * back). A draft is not voided (it was never issued and has no number): it is deleted.
 */
export async function voidInvoice(
  db: Database,
  invoiceId: number,
  input: VoidInvoiceInput,
  actorStaffId: number,
) {
  await withTransaction(db, async (tx) => {
    const invoice = await lockAtVersion(tx, invoiceId, input.version);
    if (invoice.status === 'draft') throw ruleRefused(DOMAIN_CODES.invoiceIsDraft);
    const check = checkVoid(invoice);
    if (!check.ok) throw ruleRefused(check.code);
    const [after] = await tx
      .update(invoices)
      .set({
        status: 'void',
        voidReason: input.reason,
        voidedAt: new Date(),
        voidedById: actorStaffId,
        version: sql`${invoices.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    await returnStock(tx, invoice, actorStaffId);
    await recordAudit(tx, {
      actorStaffId,
      action: 'void',
      entity: 'invoices',
      entityId: invoiceId,
      before: invoice,
      after,
    });
    await cancelMembershipsSoldBy(tx, after!, actorStaffId);
  });
  return (await findInvoice(db, invoiceId))!;
}
