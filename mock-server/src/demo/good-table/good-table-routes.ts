import {
  goodTableRowGroupsSchema,
  goodTableRowsSchema,
  goodTableSsrQuerySchema,
  goodTableSsrResponseSchema,
} from '@cloudfit/shared/schemas/demo/good-table.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateGoodTableRows, groupRowsByPost, pageRows } from './good-table-data';

/** The demo good-table calls of SPEC §7: one fixed set of employees, read four ways. */
export const goodTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const rows = generateGoodTableRows();

  app.get('/good-table/basic', { schema: { response: { 200: goodTableRowsSchema } } }, async () => rows);

  app.get('/good-table/row-group', { schema: { response: { 200: goodTableRowGroupsSchema } } }, async () =>
    groupRowsByPost(rows),
  );

  app.get(
    '/good-table/advanced-search',
    { schema: { response: { 200: goodTableRowsSchema } } },
    async () => rows,
  );

  app.get(
    '/good-table/table_ssr',
    { schema: { querystring: goodTableSsrQuerySchema, response: { 200: goodTableSsrResponseSchema } } },
    async (request) => pageRows(rows, request.query),
  );
};
