import {
  createProductSchema,
  type ProductItem,
  productItemSchema,
  productListQuerySchema,
  productListResponseSchema,
  stockAdjustmentSchema,
  stockMovementListQuerySchema,
  stockMovementListResponseSchema,
  updateProductSchema,
} from '@cloudfit/shared/schemas/product.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import { runListQuery, runListQueryUnpaged } from '../../db/list-query';
import { products, stockMovements } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../../http/csv-export';
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
  { header: 'Price', value: (p) => p.price },
  { header: 'Cost', value: (p) => p.cost },
  { header: 'Reorder level', value: (p) => p.reorderLevel },
  { header: 'Stock', value: (p) => p.stock.reduce((sum, row) => sum + row.quantity, 0) },
  { header: 'Active', value: (p) => p.active },
];

/**
 * Products are referenced by invoice lines and stock movements, so they are taken off sale
 * (`active: false`), never deleted. Stock changes only through stock movements.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/products',
    {
      preHandler: requireAbility('read', 'Product'),
      schema: { querystring: productListQuerySchema, response: { 200: productListResponseSchema } },
    },
    async (request) => {
      const page = await runListQuery({
        definition: productList,
        query: request.query,
        rows: selectProducts(db, request.query.centerId),
        count: db.select({ total: sql<number>`count(*)::int` }).from(products).$dynamic(),
        filters: productFilters(request.query),
      });
      return { items: page.items.map(toProductItem), total: page.total };
    },
  );

  app.get(
    '/products/export.csv',
    { preHandler: requireAbility('read', 'Product'), schema: { querystring: productListQuerySchema } },
    async (request, reply) => {
      const rows = await runListQueryUnpaged({
        definition: productList,
        query: request.query,
        rows: selectProducts(db, request.query.centerId),
        filters: productFilters(request.query),
        limit: CSV_EXPORT_ROW_LIMIT,
      });
      return sendCsv(reply, 'products.csv', rows.map(toProductItem), csvColumns);
    },
  );

  app.get(
    '/products/:id',
    {
      preHandler: requireAbility('read', 'Product'),
      schema: { params: idParams, response: { 200: productItemSchema } },
    },
    async (request) => {
      const product = await findProduct(db, request.params.id);
      if (!product) throw notFound('Product');
      return product;
    },
  );

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
      const { centerId, kind } = request.query;
      const page = await runListQuery({
        definition: stockMovementList,
        query: request.query,
        rows: selectStockMovements(db),
        count: db.select({ total: sql<number>`count(*)::int` }).from(stockMovements).$dynamic(),
        filters: [
          eq(stockMovements.productId, id),
          centerId === undefined ? undefined : eq(stockMovements.centerId, centerId),
          kind === undefined ? undefined : eq(stockMovements.kind, kind),
        ],
      });
      return { items: page.items.map(toStockMovementItem), total: page.total };
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
