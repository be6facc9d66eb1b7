import {
  createProductSchema,
  type ProductItem,
  productItemSchema,
  productListQuerySchema,
  productListResponseSchema,
  type StockMovementListQuery,
  stockAdjustmentSchema,
  stockMovementListQuerySchema,
  stockMovementListResponseSchema,
  updateProductSchema,
} from '@cloudfit/shared/schemas/product.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { listSource, runListQuery } from '../../db/list-query';
import { products, stockMovements } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import {
  adjustStock,
  findProduct,
  productFilters,
  productList,
  rethrowDuplicateProduct,
  selectProducts,
  selectStockMovements,
  stockMovementList,
  toProductItem,
  toStockMovementItem,
} from './product-queries';

const csvColumns: CsvColumn<ProductItem>[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Barcode', value: (p) => p.barcode },
  { header: 'Name', value: (p) => p.name },
  { header: 'Price', value: (p) => p.price, kind: 'money' },
  { header: 'Cost', value: (p) => p.cost, kind: 'money' },
  { header: 'Reorder level', value: (p) => p.reorderLevel },
  { header: 'Stock', value: (p) => p.stock.reduce((sum, row) => sum + row.quantity, 0) },
  { header: 'Active', value: (p) => p.active },
];

const stockMovementListSource = listSource({
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

const productListSource = listSource({
  definition: productList,
  rows: (db: Database, query: { centerId?: number }) => selectProducts(db, query.centerId),
  count: (db, fields) => db.select(fields).from(products).$dynamic(),
  filters: productFilters,
  toItem: toProductItem,
});

/**
 * Products are referenced by invoice lines and stock movements, so they are taken off sale
 * (`active: false`), never deleted. Stock changes only through stock movements.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/products',
    subject: 'Product',
    querystring: productListQuerySchema,
    response: productListResponseSchema,
    source: productListSource,
    csv: { filename: 'products.csv', columns: csvColumns },
    one: { entity: 'Product', response: productItemSchema, find: findProduct },
  });

  app.get(
    '/products/:id/stock-movements',
    {
      preHandler: requireAbility('read', 'Product'),
      schema: {
        params: idParams,
        querystring: stockMovementListQuerySchema,
        response: { 200: stockMovementListResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findProduct(db, id))) throw notFound('Product');
      return runListQuery(db, stockMovementListSource, { ...request.query, productId: id });
    },
  );

  app.post(
    '/products',
    {
      preHandler: requireAbility('create', 'Product'),
      schema: { body: createProductSchema, response: { 201: productItemSchema } },
    },
    async (request, reply) => {
      const product = await withTransaction(db, async (tx) => {
        const [created] = await tx.insert(products).values(request.body).returning();
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'products',
          entityId: created!.id,
          after: created,
        });
        return (await findProduct(tx, created!.id))!;
      }).catch(rethrowDuplicateProduct);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id',
    {
      preHandler: requireAbility('update', 'Product'),
      schema: { params: idParams, body: updateProductSchema, response: { 200: productItemSchema } },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      await updateVersioned(db, {
        table: products,
        resource: 'Product',
        id: request.params.id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: (tx, row) => findProduct(tx, row.id),
      }).catch(rethrowDuplicateProduct);
      return (await findProduct(db, request.params.id))!;
    },
  );

  app.post(
    '/products/:id/stock-adjustments',
    {
      preHandler: requireAbility('update', 'Product'),
      schema: { params: idParams, body: stockAdjustmentSchema, response: { 200: productItemSchema } },
    },
    async (request) => adjustStock(db, request.params.id, request.body, request.staff!.id),
  );
};
