import type {
  ProductItem,
  ProductListQuery,
  ProductSortKey,
  ProductStockItem,
  StockMovementItem,
  StockMovementListQuery,
} from '@cloudfit/shared/schemas/product.schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import type { ListDefinition } from '../../db/list-query';
import { listSource } from '../../db/list-query';
import { staff } from '../../db/schema/core';
import { invoiceLines, invoices, productStock, products, stockMovements } from '../../db/schema/studio';

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

export const stockMovementListSource = listSource({
  definition: stockMovementList,
  rows: selectStockMovements,
  count: (db, fields) => db.select(fields).from(stockMovements).$dynamic(),
  filters: (query: StockMovementListQuery & { productId: number }) => [
    eq(stockMovements.productId, query.productId),
    query.centerId === undefined ? undefined : eq(stockMovements.centerId, query.centerId),
    query.kind === undefined ? undefined : eq(stockMovements.kind, query.kind),
  ],
  toItem: toStockMovementItem,
});

export const productListSource = listSource({
  definition: productList,
  rows: (db: Database, query: { centerId?: number }) => selectProducts(db, query.centerId),
  count: (db, fields) => db.select(fields).from(products).$dynamic(),
  filters: productFilters,
  toItem: toProductItem,
});
