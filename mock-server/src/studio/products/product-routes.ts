import {
  createProductSchema,
  type ProductItem,
  productItemSchema,
  productListQuerySchema,
  productListResponseSchema,
  productMoney,
  stockAdjustmentSchema,
  stockMovementListQuerySchema,
  stockMovementListResponseSchema,
  updateProductSchema,
} from '@cloudfit/shared/schemas/product.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { runListQuery } from '../../db/list-query';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { refuseCentsInStudioCurrency } from '../settings/refuse-cents';
import { findProduct, productListSource, stockMovementListSource } from './product-queries';
import { adjustStock, createProduct, updateProduct } from './product-writes';

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
      preHandler: [...requireAbility('create', 'Product'), refuseCentsInStudioCurrency(productMoney)],
      schema: { body: createProductSchema, response: { 201: productItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(db, request.body, request.staff!.id)),
  );

  app.put(
    '/products/:id',
    {
      preHandler: [...requireAbility('update', 'Product'), refuseCentsInStudioCurrency(productMoney)],
      schema: { params: idParams, body: updateProductSchema, response: { 200: productItemSchema } },
    },
    async (request) => updateProduct(db, request.params.id, request.body, request.staff!.id),
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
