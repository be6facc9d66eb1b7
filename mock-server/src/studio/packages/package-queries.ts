import type {
  PackageItem,
  PackageListQuery,
  PackageMembershipItem,
  PackageMembershipListQuery,
  PackageMembershipSortKey,
  PackageSortKey,
} from '@cloudfit/shared/schemas/package.schema';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { members, staff } from '../../db/schema/core';
import { bookings, invoices, memberships, packageCenters, packages } from '../../db/schema/studio';

const packageList: ListDefinition<PackageSortKey> = {
  sortable: {
    name: sql`lower(${packages.name})`,
    kind: [packages.kind, sql`lower(${packages.name})`],
    price: packages.price,
    createdAt: packages.createdAt,
  },
  defaultSort: { by: 'name', desc: false },
  tiebreaker: packages.id,
  searchable: [sql`lower(${packages.name})`],
};

function selectPackages(db: Database | Transaction) {
  return db
    .select({
      id: packages.id,
      kind: packages.kind,
      name: packages.name,
      description: packages.description,
      durationValue: packages.durationValue,
      durationUnit: packages.durationUnit,
      credits: packages.credits,
      price: packages.price,
      currency: packages.currency,
      trainerId: packages.trainerId,
      trainerName: sql<
        string | null
      >`(select ${staff.fullName} from ${staff} where ${staff.id} = ${packages.trainerId})`,
      centerIds: sql<
        number[]
      >`array(select ${packageCenters.centerId} from ${packageCenters} where ${packageCenters.packageId} = ${sql.raw('"packages"."id"')} order by 1)`,
      active: packages.active,
      membershipsSold: sql<number>`(select count(*)::int from ${memberships} where ${memberships.packageId} = ${sql.raw('"packages"."id"')})`,
      version: packages.version,
      createdAt: packages.createdAt,
      updatedAt: packages.updatedAt,
    })
    .from(packages)
    .$dynamic();
}

type PackageRow = Awaited<ReturnType<typeof selectPackages>>[number];

const toItem = (row: PackageRow): PackageItem => ({
  ...row,
  centerIds: row.centerIds.map(Number),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findPackage(db: Database | Transaction, id: number): Promise<PackageItem | undefined> {
  const [row] = await selectPackages(db).where(eq(packages.id, id));
  return row && toItem(row);
}

function packageFilters(query: PackageListQuery): (SQL | undefined)[] {
  return [
    query.kind === undefined ? undefined : eq(packages.kind, query.kind),
    query.active === undefined ? undefined : eq(packages.active, query.active),
    query.centerId === undefined
      ? undefined
      : sql`exists (select 1 from ${packageCenters} where ${packageCenters.packageId} = ${packages.id} and ${packageCenters.centerId} = ${query.centerId})`,
  ];
}

/** 400 on `trainerId` unless it names an active trainer (or none). */
const membershipList: ListDefinition<PackageMembershipSortKey> = {
  sortable: {
    startDate: memberships.startDate,
    endDate: memberships.endDate,
    memberName: [members.lastName, members.firstName],
  },
  defaultSort: { by: 'startDate', desc: true },
  tiebreaker: memberships.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
  ],
};

export const packageMembershipListSource = listSource({
  definition: membershipList,
  rows: (db) =>
    db
      .select({
        id: memberships.id,
        memberId: memberships.memberId,
        memberNumber: members.memberNumber,
        firstName: members.firstName,
        lastName: members.lastName,
        centerId: memberships.centerId,
        status: memberships.status,
        startDate: memberships.startDate,
        endDate: memberships.endDate,
        creditsTotal: memberships.creditsTotal,
        creditsRemaining: memberships.creditsRemaining,
        classesAttended: sql<number>`(select count(*)::int from ${bookings} where ${bookings.membershipId} = ${sql.raw('"memberships"."id"')} and ${bookings.status} = 'attended')`,
        pricePaid: memberships.pricePaid,
        invoiceId: memberships.invoiceId,
        invoiceNumber: invoices.number,
        invoiceTotal: invoices.total,
        invoicePaid: invoices.paid,
      })
      .from(memberships)
      .innerJoin(members, eq(members.id, memberships.memberId))
      .leftJoin(invoices, eq(invoices.id, memberships.invoiceId))
      .$dynamic(),
  count: (db, fields) =>
    db.select(fields).from(memberships).innerJoin(members, eq(members.id, memberships.memberId)).$dynamic(),
  filters: (query: PackageMembershipListQuery & { packageId: number }) => [
    eq(memberships.packageId, query.packageId),
    query.centerId === undefined ? undefined : eq(memberships.centerId, query.centerId),
    query.status === undefined ? undefined : eq(memberships.status, query.status),
  ],
  toItem: ({ firstName, lastName, ...row }): PackageMembershipItem => ({
    ...row,
    memberName: `${firstName} ${lastName}`,
    creditsUsed:
      row.creditsTotal === null || row.creditsRemaining === null
        ? null
        : row.creditsTotal - row.creditsRemaining,
  }),
});

export const packageListSource = listSource({
  definition: packageList,
  rows: selectPackages,
  count: (db, fields) => db.select(fields).from(packages).$dynamic(),
  filters: packageFilters,
  toItem,
});

/**
 * Packages are referenced by the memberships sold on them, so they are taken off sale
 * (`active: false`), never deleted. Writing one sets its price, so only `manage`-level roles do it.
 */

/** Whether a package exists, sold or not. */
export async function packageExists(db: Database, id: number): Promise<boolean> {
  const [found] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  return found !== undefined;
}
