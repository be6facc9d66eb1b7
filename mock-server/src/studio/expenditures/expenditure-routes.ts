import {
  createExpenditureSchema,
  type ExpenditureCategory,
  type ExpenditureItem,
  type ExpenditureListQuery,
  type ExpenditureMonthlyTotals,
  type ExpenditureSortKey,
  expenditureItemSchema,
  expenditureListQuerySchema,
  expenditureListResponseSchema,
  expenditureMonthlyTotalsSchema,
  expenditureTotalsQuerySchema,
  updateExpenditureSchema,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { expenditures } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { assertCentersExist } from '../centers/center-queries';
import { registerListRoutes } from '../list-routes';

const expenditureList: ListDefinition<ExpenditureSortKey> = {
  sortable: {
    spentOn: expenditures.spentOn,
    amount: expenditures.amount,
    vendor: sql`lower(${expenditures.vendor})`,
    category: expenditures.category,
    createdAt: expenditures.createdAt,
  },
  defaultSort: { by: 'spentOn', desc: true },
  tiebreaker: expenditures.id,
  searchable: [sql`lower(${expenditures.vendor})`, sql`lower(coalesce(${expenditures.note}, ''))`],
};

function selectExpenditures(db: Database | Transaction) {
  return db
    .select({
      id: expenditures.id,
      spentOn: expenditures.spentOn,
      centerId: expenditures.centerId,
      centerName: centers.name,
      category: expenditures.category,
      vendor: expenditures.vendor,
      amount: expenditures.amount,
      method: expenditures.method,
      note: expenditures.note,
      staffId: expenditures.staffId,
      version: expenditures.version,
      createdAt: expenditures.createdAt,
      updatedAt: expenditures.updatedAt,
    })
    .from(expenditures)
    .innerJoin(centers, eq(centers.id, expenditures.centerId))
    .$dynamic();
}

type ExpenditureRow = Awaited<ReturnType<typeof selectExpenditures>>[number];

const toItem = (row: ExpenditureRow): ExpenditureItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function findExpenditure(db: Database | Transaction, id: number): Promise<ExpenditureItem | undefined> {
  const [row] = await selectExpenditures(db).where(eq(expenditures.id, id));
  return row && toItem(row);
}

function periodFilters(query: { from?: string; to?: string; centerId?: number }): (SQL | undefined)[] {
  return [
    query.from === undefined ? undefined : gte(expenditures.spentOn, query.from),
    query.to === undefined ? undefined : lte(expenditures.spentOn, query.to),
    query.centerId === undefined ? undefined : eq(expenditures.centerId, query.centerId),
  ];
}

function expenditureFilters(query: ExpenditureListQuery): (SQL | undefined)[] {
  return [
    ...periodFilters(query),
    query.category === undefined ? undefined : eq(expenditures.category, query.category),
  ];
}

const csvColumns: CsvColumn<ExpenditureItem>[] = [
  { header: 'Date', value: (e) => e.spentOn },
  { header: 'Center', value: (e) => e.centerName },
  { header: 'Category', value: (e) => e.category },
  { header: 'Vendor', value: (e) => e.vendor },
  { header: 'Amount', value: (e) => e.amount, kind: 'money' },
  { header: 'Method', value: (e) => e.method },
  { header: 'Note', value: (e) => e.note },
];

const expenditureListSource = listSource({
  definition: expenditureList,
  rows: selectExpenditures,
  count: (db, fields) => db.select(fields).from(expenditures).$dynamic(),
  filters: expenditureFilters,
  toItem,
});

/** Expenditures are money records: corrected with a versioned PUT, never deleted. */
export const expenditureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/expenditures',
    subject: 'Expenditure',
    querystring: expenditureListQuerySchema,
    response: expenditureListResponseSchema,
    source: expenditureListSource,
    csv: { filename: 'expenditures.csv', columns: csvColumns },
  });

  app.get(
    '/expenditures/monthly-totals',
    {
      preHandler: requireAbility('read', 'Expenditure'),
      schema: {
        querystring: expenditureTotalsQuerySchema,
        response: { 200: expenditureMonthlyTotalsSchema },
      },
    },
    async (request): Promise<ExpenditureMonthlyTotals> => {
      const month = sql<string>`to_char(${expenditures.spentOn}, 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          category: expenditures.category,
          amount: sql<number>`sum(${expenditures.amount})`.mapWith(Number),
        })
        .from(expenditures)
        .where(and(...periodFilters(request.query)))
        .groupBy(month, expenditures.category)
        .orderBy(asc(month), asc(expenditures.category));
      const byCategory: Partial<Record<ExpenditureCategory, number>> = {};
      for (const row of rows) byCategory[row.category] = (byCategory[row.category] ?? 0) + row.amount;
      return { items: rows, byCategory, total: rows.reduce((sum, row) => sum + row.amount, 0) };
    },
  );

  app.get(
    '/expenditures/:id',
    {
      preHandler: requireAbility('read', 'Expenditure'),
      schema: { params: idParams, response: { 200: expenditureItemSchema } },
    },
    async (request) => {
      const item = await findExpenditure(db, request.params.id);
      if (!item) throw notFound('Expenditure');
      return item;
    },
  );

  app.post(
    '/expenditures',
    {
      preHandler: requireAbility('create', 'Expenditure'),
      schema: { body: createExpenditureSchema, response: { 201: expenditureItemSchema } },
    },
    async (request, reply) => {
      const item = await withTransaction(db, async (tx) => {
        await assertCentersExist(tx, [request.body.centerId], 'centerId');
        const [created] = await tx
          .insert(expenditures)
          .values({ ...request.body, staffId: request.staff!.id })
          .returning();
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'expenditures',
          entityId: created!.id,
          after: created,
        });
        return (await findExpenditure(tx, created!.id))!;
      });
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/expenditures/:id',
    {
      preHandler: requireAbility('update', 'Expenditure'),
      schema: { params: idParams, body: updateExpenditureSchema, response: { 200: expenditureItemSchema } },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      const after = await updateVersioned(db, {
        table: expenditures,
        resource: 'Expenditure',
        id: request.params.id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findExpenditure(tx, row.id),
        beforeUpdate: (tx) => assertCentersExist(tx, [changes.centerId], 'centerId'),
      });
      return (await findExpenditure(db, after.id))!;
    },
  );
};
