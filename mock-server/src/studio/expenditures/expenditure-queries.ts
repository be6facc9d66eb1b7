import type {
  ExpenditureCategory,
  ExpenditureItem,
  ExpenditureListQuery,
  ExpenditureMonthlyTotals,
  ExpenditureSortKey,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { centers } from '../../db/schema/core';
import { expenditures } from '../../db/schema/studio';

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

export async function findExpenditure(
  db: Database | Transaction,
  id: number,
): Promise<ExpenditureItem | undefined> {
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

export const expenditureListSource = listSource({
  definition: expenditureList,
  rows: selectExpenditures,
  count: (db, fields) => db.select(fields).from(expenditures).$dynamic(),
  filters: expenditureFilters,
  toItem,
});

/** Expenditures are money records: corrected with a versioned PUT, never deleted. */

/** Spending per month and category over a period, with each category's and the period's totals. */
export async function monthlyTotals(
  db: Database,
  period: { from?: string; to?: string; centerId?: number },
): Promise<ExpenditureMonthlyTotals> {
  const month = sql<string>`to_char(${expenditures.spentOn}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      category: expenditures.category,
      amount: sql<number>`sum(${expenditures.amount})`.mapWith(Number),
    })
    .from(expenditures)
    .where(and(...periodFilters(period)))
    .groupBy(month, expenditures.category)
    .orderBy(asc(month), asc(expenditures.category));
  const byCategory: Partial<Record<ExpenditureCategory, number>> = {};
  for (const row of rows) byCategory[row.category] = (byCategory[row.category] ?? 0) + row.amount;
  return { items: rows, byCategory, total: rows.reduce((sum, row) => sum + row.amount, 0) };
}
