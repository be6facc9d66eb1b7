import {
  createPackageSchema,
  type PackageItem,
  type PackageListQuery,
  type PackageMembershipItem,
  type PackageMembershipListQuery,
  type PackageMembershipSortKey,
  type PackageSortKey,
  packageItemSchema,
  packageListQuerySchema,
  packageListResponseSchema,
  packageMembershipListQuerySchema,
  packageMembershipListResponseSchema,
  updatePackageSchema,
} from '@cloudfit/shared/schemas/package.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, authorize, requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource, runListQuery } from '../../db/list-query';
import { members, staff } from '../../db/schema/core';
import { bookings, invoices, memberships, packageCenters, packages } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound, validationFailed } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { registerListRoutes } from '../list-routes';

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

async function findPackage(db: Database | Transaction, id: number): Promise<PackageItem | undefined> {
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
async function assertTrainer(tx: Transaction, trainerId: number | null): Promise<void> {
  if (trainerId === null) return;
  const [trainer] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, trainerId), eq(staff.isTrainer, true), eq(staff.active, true)));
  if (!trainer) throw validationFailed({ trainerId: 'Choose an active trainer.' });
}

async function replaceCenters(tx: Transaction, packageId: number, centerIds: number[]) {
  await tx.delete(packageCenters).where(eq(packageCenters.packageId, packageId));
  await tx.insert(packageCenters).values(centerIds.map((centerId) => ({ packageId, centerId })));
}

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

const csvColumns: CsvColumn<PackageItem>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Kind', value: (p) => p.kind },
  { header: 'Duration', value: (p) => `${p.durationValue} ${p.durationUnit}` },
  { header: 'Credits', value: (p) => p.credits },
  { header: 'Price', value: (p) => p.price, kind: 'money' },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Active', value: (p) => p.active },
  { header: 'Memberships sold', value: (p) => p.membershipsSold },
];

const packageMembershipListSource = listSource({
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

const packageListSource = listSource({
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
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/packages',
    subject: 'Package',
    querystring: packageListQuerySchema,
    response: packageListResponseSchema,
    source: packageListSource,
    csv: { filename: 'packages.csv', columns: csvColumns },
    one: { entity: 'Package', response: packageItemSchema, find: findPackage },
  });

  app.get(
    '/packages/:id/memberships',
    {
      preHandler: [authenticate, authorize('read', 'Package'), authorize('read', 'Membership')],
      schema: {
        params: idParams,
        querystring: packageMembershipListQuerySchema,
        response: { 200: packageMembershipListResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [found] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
      if (!found) throw notFound('Package');
      return runListQuery(db, packageMembershipListSource, { ...request.query, packageId: id });
    },
  );

  app.post(
    '/packages',
    {
      preHandler: requireAbility('create', 'Package'),
      schema: { body: createPackageSchema, response: { 201: packageItemSchema } },
    },
    async (request, reply) => {
      const { centerIds, ...fields } = request.body;
      const item = await withTransaction(db, async (tx) => {
        await assertCentersExist(tx, centerIds, 'centerIds');
        await assertCentersOpen(tx, centerIds);
        await assertTrainer(tx, fields.trainerId);
        const [created] = await tx.insert(packages).values(fields).returning();
        await replaceCenters(tx, created!.id, centerIds);
        const after = (await findPackage(tx, created!.id))!;
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'packages',
          entityId: created!.id,
          after,
        });
        return after;
      });
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/packages/:id',
    {
      preHandler: requireAbility('update', 'Package'),
      schema: { params: idParams, body: updatePackageSchema, response: { 200: packageItemSchema } },
    },
    async (request) => {
      const { version, centerIds, ...changes } = request.body;
      const id = request.params.id;
      await updateVersioned(db, {
        table: packages,
        resource: 'Package',
        id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findPackage(tx, row.id),
        beforeUpdate: async (tx, current) => {
          await assertCentersExist(tx, centerIds, 'centerIds');
          await assertCentersOpen(tx, centerIds, (await findPackage(tx, id))?.centerIds);
          // A trainer who has since left may stay on the pack; a new one must be active.
          if (changes.trainerId !== current.trainerId) await assertTrainer(tx, changes.trainerId);
          await replaceCenters(tx, id, centerIds);
        },
      });
      return (await findPackage(db, id))!;
    },
  );
};
