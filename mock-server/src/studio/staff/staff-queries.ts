import type { STAFF_SORT_KEYS, Staff, staffListQuerySchema } from '@cloudfit/shared/schemas/staff.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { staff, staffCenters } from '../../db/schema';

/** Every column but the password hash, which no response ever carries. */
const staffFields = {
  id: staff.id,
  email: staff.email,
  username: staff.username,
  fullName: staff.fullName,
  role: staff.role,
  avatar: staff.avatar,
  isTrainer: staff.isTrainer,
  active: staff.active,
  version: staff.version,
};

export async function findStaff(db: Database | Transaction, id: number): Promise<Staff | undefined> {
  const [row] = await db
    .select({
      ...staffFields,
      centerIds: sql<
        number[]
      >`array(select ${staffCenters.centerId} from ${staffCenters} where ${staffCenters.staffId} = ${sql.raw('"staff"."id"')} order by 1)`,
      createdAt: staff.createdAt,
      updatedAt: staff.updatedAt,
    })
    .from(staff)
    .where(eq(staff.id, id));
  if (!row) return undefined;
  return {
    ...row,
    centerIds: row.centerIds.map(Number),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const staffList: ListDefinition<(typeof STAFF_SORT_KEYS)[number]> = {
  sortable: {
    fullName: staff.fullName,
    username: staff.username,
    email: staff.email,
    createdAt: staff.createdAt,
  },
  defaultSort: { by: 'fullName', desc: false },
  tiebreaker: staff.id,
  searchable: [sql`lower(${staff.fullName})`, sql`lower(${staff.email})`, sql`lower(${staff.username})`],
};

type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffListSource = listSource({
  definition: staffList,
  rows: (db) => db.select(staffFields).from(staff).$dynamic(),
  count: (db, fields) => db.select(fields).from(staff).$dynamic(),
  filters: (query: StaffListQuery) => [
    query.role === undefined ? undefined : eq(staff.role, query.role),
    query.isTrainer === undefined ? undefined : eq(staff.isTrainer, query.isTrainer),
    query.active === undefined ? undefined : eq(staff.active, query.active),
    query.centerId === undefined
      ? undefined
      : sql`exists (select 1 from ${staffCenters} where ${staffCenters.staffId} = ${staff.id} and ${staffCenters.centerId} = ${query.centerId})`,
  ],
  toItem: (row) => row,
});

/** The active trainers a PT pack or session can be sold with, by name, with their branches. */
export async function listTrainers(db: Database) {
  const rows = await db
    .select({
      id: staff.id,
      fullName: staff.fullName,
      centerIds: sql<
        number[]
      >`array(select ${staffCenters.centerId} from ${staffCenters} where ${staffCenters.staffId} = ${staff.id} order by 1)`,
    })
    .from(staff)
    .where(and(eq(staff.isTrainer, true), eq(staff.active, true)))
    .orderBy(staff.fullName, staff.id);
  return { items: rows.map((row) => ({ ...row, centerIds: row.centerIds.map(Number) })) };
}
