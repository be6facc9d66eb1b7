import type { ListQuery } from '@cloudfit/shared/api/list-query';
import type {
  Member,
  MemberListItem,
  MemberSortKey,
  UpdateMemberInput,
} from '@cloudfit/shared/schemas/member.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, runListQuery, runListQueryUnpaged } from '../../db/list-query';
import { centers, members } from '../../db/schema';
import { updateVersioned } from '../../db/versioned-update';
import { validationFailed } from '../../http/api-error';

/** The search expressions match the trigram indexes on `members` exactly, so ?q= uses them. */
export const memberList: ListDefinition<MemberSortKey> = {
  sortable: {
    memberNumber: members.memberNumber,
    lastName: [members.lastName, members.firstName],
    firstName: [members.firstName, members.lastName],
    email: members.email,
    joinedAt: members.joinedAt,
    createdAt: members.createdAt,
  },
  defaultSort: { by: 'lastName', desc: false },
  tiebreaker: members.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.email})`,
    sql`${members.phone}`,
    sql`lower(${members.memberNumber})`,
  ],
};

const listFields = {
  id: members.id,
  memberNumber: members.memberNumber,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  phone: members.phone,
  birthday: members.birthday,
  homeCenterId: members.homeCenterId,
  homeCenterName: centers.name,
  tags: members.tags,
  photoUrl: members.photoUrl,
  joinedAt: members.joinedAt,
  version: members.version,
};

type MemberListRow = Awaited<ReturnType<typeof selectListRows>>[number];

function toListItem(row: MemberListRow): MemberListItem {
  return {
    ...row,
    fullName: `${row.firstName} ${row.lastName}`,
    homeCenterName: row.homeCenterName,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export interface MemberFilters {
  centerId?: number;
}

function memberFilters(filters: MemberFilters) {
  return [
    isNull(members.archivedAt),
    filters.centerId === undefined ? undefined : eq(members.homeCenterId, filters.centerId),
  ];
}

function selectListRows(db: Database) {
  return db
    .select(listFields)
    .from(members)
    .innerJoin(centers, eq(centers.id, members.homeCenterId))
    .$dynamic();
}

export async function listMembers(db: Database, query: ListQuery & MemberFilters) {
  const page = await runListQuery({
    definition: memberList,
    query,
    rows: selectListRows(db),
    count: db.select({ total: sql<number>`count(*)::int` }).from(members).$dynamic(),
    filters: memberFilters(query),
  });
  return { items: page.items.map(toListItem), total: page.total };
}

export async function listMembersForExport(db: Database, query: ListQuery & MemberFilters, limit: number) {
  const rows = await runListQueryUnpaged({
    definition: memberList,
    query,
    rows: selectListRows(db),
    filters: memberFilters(query),
    limit,
  });
  return rows.map(toListItem);
}

export async function findMember(db: Database | Transaction, id: number): Promise<Member | undefined> {
  const [row] = await db
    .select({
      ...listFields,
      gender: members.gender,
      address: members.address,
      emergencyContactName: members.emergencyContactName,
      emergencyContactPhone: members.emergencyContactPhone,
      notes: members.notes,
      createdAt: members.createdAt,
      updatedAt: members.updatedAt,
    })
    .from(members)
    .innerJoin(centers, eq(centers.id, members.homeCenterId))
    .where(and(eq(members.id, id), isNull(members.archivedAt)));
  if (!row) return undefined;
  return {
    ...toListItem(row),
    gender: row.gender,
    address: row.address,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function updateMember(db: Database, id: number, input: UpdateMemberInput, actorStaffId: number) {
  const { version, ...changes } = input;
  await updateVersioned(db, {
    table: members,
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findMember(tx, row.id),
    beforeUpdate: async (tx) => {
      const [center] = await tx
        .select({ id: centers.id })
        .from(centers)
        .where(eq(centers.id, changes.homeCenterId));
      if (!center) throw validationFailed({ homeCenterId: 'Choose a home center.' });
    },
  });
  return (await findMember(db, id))!;
}
