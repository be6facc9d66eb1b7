import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { addDays, daysBetween } from '@cloudfit/shared/domain/calendar-dates';
import { planLineMoves } from '@cloudfit/shared/domain/membership-line';
import { planFreeze, planUnfreeze } from '@cloudfit/shared/domain/membership-period';
import type {
  CancelMembershipInput,
  ExtendMembershipInput,
  FreezeMembershipInput,
  SellMembershipInput,
  UnfreezeMembershipInput,
} from '@cloudfit/shared/schemas/membership.schema';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { membershipFreezes, memberships } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import {
  createInvoiceInTransaction,
  requireMember,
  requirePackageForSale,
  requireTrainer,
} from '../invoices/invoice-writes';
import { centerToday, loadSaleContext } from '../invoices/sale-context';
import { ruleRefused } from '../invoices/sale-refusals';
import { findFreezes, findMembership } from './membership-queries';

/**
 * Sells a package to a member in one transaction: an issued invoice with the package line (coupon
 * redeemed, tax from the settings), whose issue sells the membership with its end date and credits
 * and the credit movement of the sale, and the payment when one is taken. Any refusal leaves
 * nothing behind.
 */
export async function sellMembership(
  db: Database,
  memberId: number,
  input: SellMembershipInput,
  actorStaffId: number,
) {
  const membershipId = await withTransaction(db, async (tx) => {
    const member = await requireMember(tx, memberId);
    const centerId = input.centerId ?? member.homeCenterId;
    const context = await loadSaleContext(tx, centerId);
    const pkg = await requirePackageForSale(tx, input.packageId, centerId, 'packageId');
    if (pkg.kind === 'pt' && input.trainerId === null) throw ruleRefused(DOMAIN_CODES.trainerRequired);
    if (input.trainerId !== null) await requireTrainer(tx, input.trainerId, 'trainerId');

    const invoiceId = await createInvoiceInTransaction(
      tx,
      {
        memberId,
        context,
        lines: [
          {
            kind: 'package',
            referenceId: pkg.id,
            description: pkg.name,
            quantity: 1,
            unitPrice: pkg.price,
            discount: 0,
            startDate: input.startDate,
            trainerId: input.trainerId,
          },
        ],
        discount: 0,
        couponCode: input.couponCode,
        issue: true,
        dueDate: null,
        note: null,
        membershipNotes: input.notes,
        payment: input.payment,
      },
      actorStaffId,
    );
    const [membership] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.invoiceId, invoiceId));
    return membership!.id;
  });
  return (await findMembership(db, membershipId))!;
}

type MembershipRow = typeof memberships.$inferSelect;
type MembershipChanges = PgUpdateSetSource<typeof memberships>;

/**
 * A versioned change of a membership: the row is locked and its version checked (409 with the
 * current membership when stale), then `plan` decides the change from the locked row and the
 * center's today, or throws a 422. Audited as `action`.
 */
async function changeMembership(
  db: Database,
  id: number,
  version: number,
  actorStaffId: number,
  action: string,
  plan: (tx: Transaction, current: MembershipRow, today: string) => Promise<MembershipChanges>,
) {
  // Filled in by beforeUpdate, which is the first point that sees the locked row.
  const changes: MembershipChanges = {};
  await updateVersioned(db, {
    table: memberships,
    resource: 'Membership',
    id,
    version,
    changes,
    actorStaffId,
    action,
    toCurrent: (tx, row) => findMembership(tx, row.id),
    beforeUpdate: async (tx, current) => {
      Object.assign(changes, await plan(tx, current, await centerToday(tx, current.centerId)));
    },
  });
  return (await findMembership(db, id))!;
}

/**
 * When a time-based membership's end moves later (a freeze, an extension), the renewals that
 * started the day after it start later by the same days and keep their length, as a closure moves
 * them: a member never holds two memberships of one line on the same day. Each move is audited.
 */
async function moveFollowingMemberships(
  tx: Transaction,
  current: MembershipRow,
  newEndDate: string,
  actorStaffId: number,
) {
  if (current.kind !== 'time' || newEndDate <= current.endDate) return;
  const following = await tx
    .select({ membershipId: memberships.id, startDate: memberships.startDate, endDate: memberships.endDate })
    .from(memberships)
    .where(
      and(
        eq(memberships.memberId, current.memberId),
        eq(memberships.kind, 'time'),
        eq(memberships.status, 'active'),
        gt(memberships.startDate, current.endDate),
        ne(memberships.id, current.id),
      ),
    )
    .orderBy(asc(memberships.startDate), asc(memberships.id))
    .for('update');
  const added = daysBetween(current.endDate, newEndDate);
  const moves = planLineMoves(
    [{ membershipId: current.id, startDate: current.startDate, endDate: current.endDate }, ...following],
    (membership) => (membership.membershipId === current.id ? added : 0),
  ).filter((move) => move.membershipId !== current.id);
  for (const move of moves) {
    await tx
      .update(memberships)
      .set({
        startDate: move.newStartDate,
        endDate: move.newEndDate,
        version: sql`${memberships.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(memberships.id, move.membershipId));
    await recordAudit(tx, {
      actorStaffId,
      action: 'move',
      entity: 'memberships',
      entityId: move.membershipId,
      before: { startDate: move.startDate, endDate: move.endDate },
      after: { startDate: move.newStartDate, endDate: move.newEndDate, after: current.id },
    });
  }
}

export function freezeMembership(
  db: Database,
  id: number,
  input: FreezeMembershipInput,
  actorStaffId: number,
) {
  return changeMembership(db, id, input.version, actorStaffId, 'freeze', async (tx, current, today) => {
    const plan = planFreeze(current, await findFreezes(tx, id), input, today);
    if (!plan.ok) throw ruleRefused(plan.code);
    await tx.insert(membershipFreezes).values({
      membershipId: id,
      fromDate: input.fromDate,
      toDate: input.toDate,
      reason: input.reason,
      createdById: actorStaffId,
    });
    await moveFollowingMemberships(tx, current, plan.value.newEndDate, actorStaffId);
    return { endDate: plan.value.newEndDate };
  });
}

/** Ends the freeze running on `resumeOn` early; the end date gives back the unused frozen days. */
export function unfreezeMembership(
  db: Database,
  id: number,
  input: UnfreezeMembershipInput,
  actorStaffId: number,
) {
  return changeMembership(db, id, input.version, actorStaffId, 'unfreeze', async (tx, current) => {
    const open = (await findFreezes(tx, id)).filter((freeze) => freeze.endedOn === null);
    const freeze =
      open.find((candidate) => candidate.fromDate <= input.resumeOn && input.resumeOn <= candidate.toDate) ??
      open.at(-1);
    if (!freeze) throw ruleRefused(DOMAIN_CODES.freezeNotActive);
    const plan = planUnfreeze(current, freeze, input.resumeOn);
    if (!plan.ok) throw ruleRefused(plan.code);
    await tx
      .update(membershipFreezes)
      .set({ endedOn: input.resumeOn })
      .where(eq(membershipFreezes.id, freeze.id));
    return { endDate: plan.value.newEndDate };
  });
}

export function extendMembership(
  db: Database,
  id: number,
  input: ExtendMembershipInput,
  actorStaffId: number,
) {
  return changeMembership(db, id, input.version, actorStaffId, 'extend', async (tx, current) => {
    if (current.status === 'cancelled') throw ruleRefused(DOMAIN_CODES.membershipCancelled);
    const endDate = addDays(current.endDate, input.days);
    await moveFollowingMemberships(tx, current, endDate, actorStaffId);
    return { endDate };
  });
}

export function cancelMembership(
  db: Database,
  id: number,
  input: CancelMembershipInput,
  actorStaffId: number,
) {
  return changeMembership(db, id, input.version, actorStaffId, 'cancel', async (_tx, current) => {
    if (current.status === 'cancelled') throw ruleRefused(DOMAIN_CODES.membershipCancelled);
    return { status: 'cancelled', cancelReason: input.reason, cancelledAt: new Date() };
  });
}
