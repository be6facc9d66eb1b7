import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import {
  MAX_BULK_MEMBERS,
  type MemberBulkAction,
  type MemberBulkInput,
  type MemberBulkResult,
  memberBulkResultSchema,
  memberBulkSchema,
} from '@cloudfit/shared/schemas/member-bulk.schema';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { type AuditRow, recordAuditBatch } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { centers, members } from '../../db/schema/core';
import { memberships } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { ApiError, businessRule } from '../../http/api-error';
import { listMembersForExport } from './member-queries';

/** The ids of the members a selection names, archived ones left out, or a 422 when there are too many. */
async function selectedMemberIds(db: Database, selection: MemberBulkInput['selection']): Promise<number[]> {
  if ('ids' in selection) {
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, selection.ids), isNull(members.archivedAt)));
    return rows.map((row) => row.id);
  }
  const ids: number[] = [];
  for await (const batch of listMembersForExport(
    db,
    { ...selection.filter, page: 1, perPage: DEFAULT_PAGE_SIZE, sortDesc: false },
    MAX_BULK_MEMBERS + 1,
  )) {
    ids.push(...batch.map((row) => row.id));
  }
  if (ids.length > MAX_BULK_MEMBERS) {
    throw businessRule(
      DOMAIN_CODES.bulkSelectionTooLarge,
      'This would change more than 5,000 members at once. Narrow the filters and try again.',
    );
  }
  return ids;
}

const MAX_TAGS = 20;

/** The members among `ids` the tag action changes: those without the tag (and room for it), or with it. */
function tagChangeCondition(action: MemberBulkAction & { type: 'addTag' | 'removeTag' }): SQL {
  return action.type === 'addTag'
    ? sql`not (${action.tag} = any(${members.tags})) and cardinality(${members.tags}) < ${MAX_TAGS}`
    : sql`${action.tag} = any(${members.tags})`;
}

/** The memberships an extension moves: time-based, not cancelled, running today in their center. */
function runningTimeMemberships(ids: number[]): SQL | undefined {
  const today = sql`(now() at time zone (select ${centers.timezone} from ${centers} where ${centers.id} = ${memberships.centerId}))::date`;
  return and(
    inArray(memberships.memberId, ids),
    eq(memberships.kind, 'time'),
    eq(memberships.status, 'active'),
    sql`${memberships.startDate} <= ${today}`,
    sql`${memberships.endDate} >= ${today}`,
  );
}

async function countChanges(db: Database, ids: number[], action: MemberBulkAction) {
  if (action.type === 'extend') {
    const [row] = await db
      .select({
        members: sql<number>`count(distinct ${memberships.memberId})::int`,
        memberships: sql<number>`count(*)::int`,
      })
      .from(memberships)
      .where(runningTimeMemberships(ids));
    return { members: row?.members ?? 0, memberships: row?.memberships ?? 0 };
  }
  const [row] = await db
    .select({ members: sql<number>`count(*)::int` })
    .from(members)
    .where(and(inArray(members.id, ids), tagChangeCondition(action)));
  return { members: row?.members ?? 0, memberships: 0 };
}

async function changeTags(
  tx: Transaction,
  ids: number[],
  action: MemberBulkAction & { type: 'addTag' | 'removeTag' },
  actorStaffId: number,
) {
  const changed = await tx
    .update(members)
    .set({
      tags:
        action.type === 'addTag'
          ? sql`array_append(${members.tags}, ${action.tag})`
          : sql`array_remove(${members.tags}, ${action.tag})`,
      version: sql`${members.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(inArray(members.id, ids), isNull(members.archivedAt), tagChangeCondition(action)))
    .returning({ id: members.id, tags: members.tags, version: members.version });
  await recordAuditBatch(
    tx,
    changed.map((member) => ({
      actorStaffId,
      action: action.type === 'addTag' ? 'bulk-add-tag' : 'bulk-remove-tag',
      entity: 'members',
      entityId: String(member.id),
      before: {
        tags:
          action.type === 'addTag'
            ? member.tags.filter((tag) => tag !== action.tag)
            : [...member.tags, action.tag],
      },
      // With the version, an open profile form of the member says it was changed here.
      after: { tags: member.tags, tag: action.tag, version: member.version },
    })),
  );
  return { members: changed.length, memberships: 0 };
}

async function extendMemberships(
  tx: Transaction,
  ids: number[],
  action: MemberBulkAction & { type: 'extend' },
  actorStaffId: number,
) {
  const extended = await tx
    .update(memberships)
    .set({
      endDate: sql`${memberships.endDate} + ${action.days}::int`,
      version: sql`${memberships.version} + 1`,
      updatedAt: new Date(),
    })
    .where(runningTimeMemberships(ids))
    .returning({
      id: memberships.id,
      memberId: memberships.memberId,
      endDate: memberships.endDate,
      version: memberships.version,
    });
  const byMember = new Map<number, { membershipId: number; newEndDate: string }[]>();
  for (const row of extended) {
    byMember.set(row.memberId, [
      ...(byMember.get(row.memberId) ?? []),
      { membershipId: row.id, newEndDate: row.endDate },
    ]);
  }
  await recordAuditBatch(tx, [
    ...extended.map(
      (row): AuditRow => ({
        actorStaffId,
        action: 'bulk-extend',
        entity: 'memberships',
        entityId: String(row.id),
        after: { endDate: row.endDate, days: action.days, reason: action.reason, version: row.version },
      }),
    ),
    ...[...byMember].map(
      ([memberId, moved]): AuditRow => ({
        actorStaffId,
        action: 'bulk-extend',
        entity: 'members',
        entityId: String(memberId),
        after: { days: action.days, reason: action.reason, memberships: moved },
      }),
    ),
  ]);
  return { members: byMember.size, memberships: extended.length };
}

/** Runs (or with `dryRun` only counts) one bulk action; a real run is one transaction, audited per member. */
export async function runMemberBulk(
  db: Database,
  input: MemberBulkInput,
  actorStaffId: number,
): Promise<MemberBulkResult> {
  const ids = await selectedMemberIds(db, input.selection);
  const { action } = input;
  const changes =
    ids.length === 0
      ? { members: 0, memberships: 0 }
      : input.dryRun
        ? await countChanges(db, ids, action)
        : await withTransaction(db, (tx) =>
            action.type === 'extend'
              ? extendMemberships(tx, ids, action, actorStaffId)
              : changeTags(tx, ids, action, actorStaffId),
          );
  return { dryRun: input.dryRun, selected: ids.length, ...changes };
}

/** `POST /members/bulk`: tags need `update Member`; extending memberships also needs `update Membership`. */
export const memberBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/members/bulk',
    {
      preHandler: requireAbility('update', 'Member'),
      schema: { body: memberBulkSchema, response: { 200: memberBulkResultSchema } },
    },
    async (request) => {
      if (request.body.action.type === 'extend' && !request.ability!.can('update', 'Membership')) {
        throw new ApiError(403, API_ERROR_CODES.forbidden, 'You are not allowed to do this.');
      }
      return runMemberBulk(app.db, request.body, request.staff!.id);
    },
  );
};
