import type { CreateMemberInput, Member, UpdateMemberInput } from '@cloudfit/shared/schemas/member.schema';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { centers, members } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound, validationFailed } from '../../http/api-error';
import { assertCentersExist } from '../centers/center-queries';
import { findMember } from './member-queries';

export async function updateMember(db: Database, id: number, input: UpdateMemberInput, actorStaffId: number) {
  const { version, ...changes } = input;
  await updateVersioned(db, {
    table: members,
    resource: 'Member',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findMember(tx, row.id),
    beforeUpdate: async (tx, current) => {
      if (current.archivedAt) throw notFound('Member');
      const [center] = await tx
        .select({ id: centers.id })
        .from(centers)
        .where(eq(centers.id, changes.homeCenterId));
      if (!center) throw validationFailed({ homeCenterId: 'Choose a home branch.' });
    },
  });
  return (await findMember(db, id))!;
}

/** Two desks creating members at once may pick the same next number; the unique index refuses one, which retries. */
const MEMBER_NUMBER_ATTEMPTS = 5;
/**
 * Creating members takes this transaction lock before it reads the highest number, so creates on
 * every API process queue for the number instead of colliding (ten at once ran out of retries: a 500).
 */
const MEMBER_NUMBER_LOCK = 720_427_002;

/** Creates a member with the next member number (`M` and six or more digits), audited in the same transaction. */
export async function createMember(
  db: Database,
  input: CreateMemberInput,
  actorStaffId: number,
): Promise<Member> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(db, async (tx) => {
        await assertCentersExist(tx, [input.homeCenterId], 'homeCenterId', 'Choose a home branch.');
        await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_NUMBER_LOCK})`);
        const [next] = await tx
          .select({
            number: sql<number>`coalesce(max(substring(${members.memberNumber} from 2)::int), 0) + 1`.mapWith(
              Number,
            ),
          })
          .from(members)
          .where(sql`${members.memberNumber} ~ '^M[0-9]+$'`);
        const memberNumber = `M${String(next!.number).padStart(6, '0')}`;
        const [created] = await tx
          .insert(members)
          .values({ ...input, memberNumber })
          .returning();
        await recordAudit(tx, {
          actorStaffId,
          action: 'create',
          entity: 'members',
          entityId: created!.id,
          after: created,
        });
        return (await findMember(tx, created!.id))!;
      });
    } catch (error) {
      if (
        attempt < MEMBER_NUMBER_ATTEMPTS &&
        violatedUniqueConstraint(error) === 'members_member_number_key'
      ) {
        continue;
      }
      throw error;
    }
  }
}

/** Members are referenced by memberships, invoices and check-ins, so they are archived, never deleted. */
export async function archiveMember(db: Database, id: number, version: number, actorStaffId: number) {
  await updateVersioned(db, {
    table: members,
    resource: 'Member',
    id,
    version,
    changes: { archivedAt: new Date() },
    action: 'archive',
    actorStaffId,
    toCurrent: (tx, row) => findMember(tx, row.id),
    beforeUpdate: async (_tx, current) => {
      if (current.archivedAt) throw notFound('Member');
    },
  });
}
