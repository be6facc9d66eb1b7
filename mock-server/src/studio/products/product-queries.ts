import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type {
  ProductItem,
  ProductListQuery,
  ProductSortKey,
  ProductStockItem,
  StockAdjustmentInput,
  StockMovementItem,
} from '@cloudfit/shared/schemas/product.schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import type { ListDefinition } from '../../db/list-query';
import { staff } from '../../db/schema/core';
import { invoiceLines, invoices, productStock, products, stockMovements } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { businessRule, notFound, validationFailed } from '../../http/api-error';
import { assertCentersExist } from '../centers/center-queries';

export const productList: ListDefinition<ProductSortKey> = {
  sortable: {
    name: sql`lower(${products.name})`,
    sku: sql`lower(${products.sku})`,
    price: products.price,
    reorderLevel: products.reorderLevel,
    createdAt: products.createdAt,
  },
  defaultSort: { by: 'name', desc: false },
  tiebreaker: products.id,
  searchable: [
    sql`lower(${products.name})`,
    sql`lower(${products.sku})`,
    sql`coalesce(${products.barcode}, '')`,
  ],
};

/** Stock rows of the product, at one center when `centerId` is given. */
function stockOf(centerId: number | undefined) {
  const atCenter = centerId === undefined ? sql`` : sql` and ${productStock.centerId} = ${centerId}`;
  return sql<
    ProductStockItem[]
  >`coalesce((select json_agg(json_build_object('centerId', ${productStock.centerId}, 'quantity', ${productStock.quantity}) order by ${productStock.centerId}) from ${productStock} where ${productStock.productId} = ${sql.raw('"products"."id"')}${atCenter}), '[]'::json)`;
}

export function selectProducts(db: Database | Transaction, centerId?: number) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      barcode: products.barcode,
      name: products.name,
      description: products.description,
      price: products.price,
      cost: products.cost,
      reorderLevel: products.reorderLevel,
      active: products.active,
      stock: stockOf(centerId),
      version: products.version,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .$dynamic();
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export const toProductItem = (row: ProductRow): ProductItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findProduct(db: Database | Transaction, id: number): Promise<ProductItem | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  return row && toProductItem(row);
}

export function productFilters(query: ProductListQuery): (SQL | undefined)[] {
  const atCenter =
    query.centerId === undefined ? sql`` : sql` and ${productStock.centerId} = ${query.centerId}`;
  return [
    query.active === undefined ? undefined : eq(products.active, query.active),
    query.lowStock
      ? sql`exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${productStock.quantity} <= ${products.reorderLevel}${atCenter})`
      : undefined,
  ];
}

export function rethrowDuplicateProduct(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'products_sku_key') throw validationFailed({ sku: 'Another product has this SKU.' });
  if (constraint === 'products_barcode_key') {
    throw validationFailed({ barcode: 'Another product has this barcode.' });
  }
  throw error;
}

/** Adds `delta` to the stock at one center; 422 when it would go below zero. */
async function moveStock(tx: Transaction, productId: number, centerId: number, delta: number): Promise<void> {
  await tx.insert(productStock).values({ productId, centerId, quantity: 0 }).onConflictDoNothing();
  const [updated] = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.centerId, centerId),
        sql`${productStock.quantity} + ${delta} >= 0`,
      ),
    )
    .returning({ quantity: productStock.quantity });
  if (!updated) {
    throw businessRule(
      DOMAIN_CODES.insufficientStock,
      'There is not enough stock at this branch for this change.',
    );
  }
}

/**
 * A stock change by hand, in one transaction: the stock row(s), the movement row(s) (a transfer is
 * two: minus at the sender, plus at the receiver, each naming the other) and the audit entry.
 */
export async function adjustStock(
  db: Database,
  productId: number,
  input: StockAdjustmentInput,
  actorStaffId: number,
): Promise<ProductItem> {
  return withTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound('Product');
    await assertCentersExist(tx, [input.centerId], 'centerId');
    if (input.toCenterId !== null) {
      await assertCentersExist(
        tx,
        [input.toCenterId],
        'toCenterId',
        'Choose the branch that receives the stock.',
      );
    }
    const before = await findProduct(tx, productId);
    await moveStock(tx, productId, input.centerId, input.quantityDelta);
    const movement = {
      productId,
      kind: input.kind,
      reason: input.reason,
      staffId: actorStaffId,
    };
    const [sent] = await tx
      .insert(stockMovements)
      .values({ ...movement, centerId: input.centerId, quantityDelta: input.quantityDelta })
      .returning({ id: stockMovements.id });
    const movementIds = [sent!.id];
    if (input.toCenterId !== null) {
      await moveStock(tx, productId, input.toCenterId, -input.quantityDelta);
      const [received] = await tx
        .insert(stockMovements)
        .values({
          ...movement,
          centerId: input.toCenterId,
          quantityDelta: -input.quantityDelta,
          referenceId: sent!.id,
        })
        .returning({ id: stockMovements.id });
      await tx
        .update(stockMovements)
        .set({ referenceId: received!.id })
        .where(eq(stockMovements.id, sent!.id));
      movementIds.push(received!.id);
    }
    const after = (await findProduct(tx, productId))!;
    await recordAudit(tx, {
      actorStaffId,
      action: `stock-${input.kind}`,
      entity: 'products',
      entityId: productId,
      before: { stock: before?.stock },
      after: { stock: after.stock, movementIds, reason: input.reason },
    });
    return after;
  });
}

export const stockMovementList: ListDefinition<'at'> = {
  sortable: { at: stockMovements.at },
  defaultSort: { by: 'at', desc: true },
  tiebreaker: stockMovements.id,
  searchable: [sql`lower(coalesce(${stockMovements.reason}, ''))`],
};

export function selectStockMovements(db: Database) {
  return (
    db
      .select({
        id: stockMovements.id,
        productId: stockMovements.productId,
        centerId: stockMovements.centerId,
        kind: stockMovements.kind,
        quantityDelta: stockMovements.quantityDelta,
        reason: stockMovements.reason,
        referenceId: stockMovements.referenceId,
        staffId: stockMovements.staffId,
        staffName: staff.fullName,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        at: stockMovements.at,
      })
      .from(stockMovements)
      .leftJoin(staff, eq(staff.id, stockMovements.staffId))
      // A sale, or the return of a voided sale, names its invoice line; a transfer names its other half.
      .leftJoin(
        invoiceLines,
        and(sql`${stockMovements.kind} <> 'transfer'`, eq(invoiceLines.id, stockMovements.referenceId)),
      )
      .leftJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .$dynamic()
  );
}

export const toStockMovementItem = (
  row: Awaited<ReturnType<typeof selectStockMovements>>[number],
): StockMovementItem => ({ ...row, at: row.at.toISOString() });
