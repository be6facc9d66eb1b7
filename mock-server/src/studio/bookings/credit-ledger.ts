import type { MembershipForBooking } from '@cloudfit/shared/domain/class-booking';
import type { CreditMovementReason } from '@cloudfit/shared/schemas/membership.schema';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { membershipCreditMovements, membershipFreezes, memberships } from '../../db/schema/studio';

/**
 * The memberships of these members with their freezes, locked (`FOR UPDATE`, in id order so two
 * transactions never wait on each other in a circle) so the credits read are the credits spent.
 */
export function lockMembershipsOf(tx: Transaction, memberIds: readonly number[]) {
  return membershipsOf(tx, memberIds, true);
}

/** The same memberships, read without a lock: for a decision that spends nothing. */
export function readMembershipsOf(db: Database | Transaction, memberIds: readonly number[]) {
  return membershipsOf(db, memberIds, false);
}

async function membershipsOf(
  tx: Database | Transaction,
  memberIds: readonly number[],
  lock: boolean,
): Promise<Map<number, MembershipForBooking[]>> {
  const byMember = new Map<number, MembershipForBooking[]>();
  if (memberIds.length === 0) return byMember;
  const query = tx
    .select({
      id: memberships.id,
      memberId: memberships.memberId,
      kind: memberships.kind,
      status: memberships.status,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      creditsRemaining: memberships.creditsRemaining,
    })
    .from(memberships)
    .where(inArray(memberships.memberId, [...memberIds]))
    .orderBy(asc(memberships.id))
    .$dynamic();
  const rows = lock ? await query.for('update') : await query;
  const freezes =
    rows.length === 0
      ? []
      : await tx
          .select({
            membershipId: membershipFreezes.membershipId,
            fromDate: membershipFreezes.fromDate,
            toDate: membershipFreezes.toDate,
            endedOn: membershipFreezes.endedOn,
          })
          .from(membershipFreezes)
          .where(
            inArray(
              membershipFreezes.membershipId,
              rows.map((row) => row.id),
            ),
          );
  for (const { memberId, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push({ ...row, freezes: freezes.filter((freeze) => freeze.membershipId === row.id) });
    byMember.set(memberId, list);
  }
  return byMember;
}

export interface CreditMovement {
  membershipId: number;
  /** Negative to spend, positive to return. */
  delta: number;
  reason: CreditMovementReason;
  /** The booking or PT session behind the movement. */
  referenceId: number;
  staffId: number | null;
  note?: string;
}

/**
 * Writes a ledger row and keeps `credits_remaining` equal to the ledger's sum, in the caller's
 * transaction. The membership row must already be locked by that transaction.
 */
export async function moveCredits(tx: Transaction, movement: CreditMovement): Promise<void> {
  if (movement.delta === 0) return;
  await tx.insert(membershipCreditMovements).values({
    membershipId: movement.membershipId,
    delta: movement.delta,
    reason: movement.reason,
    referenceId: movement.referenceId,
    note: movement.note ?? null,
    staffId: movement.staffId,
  });
  await tx
    .update(memberships)
    .set({
      creditsRemaining: sql`${memberships.creditsRemaining} + ${movement.delta}`,
      updatedAt: new Date(),
    })
    .where(sql`${memberships.id} = ${movement.membershipId}`);
}
