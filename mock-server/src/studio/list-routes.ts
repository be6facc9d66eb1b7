import type { Subject } from '@cloudfit/shared/abilities/ability-rules';
import type { ListQuery } from '@cloudfit/shared/api/list-query';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAbility } from '../auth/guards';
import type { Database } from '../db/connection';
import { listExportBatches, rowsOfBatches } from '../db/list-export';
import { type ListSource, runListQuery } from '../db/list-query';
import { notFound } from '../http/api-error';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../http/csv-export';
import { csvFormatFor } from './csv-format';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface ListRoutes<SortKey extends string, Filters, Rows extends PgSelect, Item> {
  /** `/payments`: the list; `/payments/export.csv` its CSV twin with the same query. */
  path: string;
  /** Both routes need `read` on this subject. */
  subject: Subject;
  querystring: z.ZodType<NoInfer<ListQuery & Filters>>;
  response: z.ZodType;
  source: ListSource<SortKey, Filters, Rows, Item>;
  /** `<path>/export.csv`: the same query as a CSV download. */
  csv?: { filename: string; columns: CsvColumn<Item>[] };
  /** `GET <path>/:id`: one record, a 404 naming `entity` when there is none. */
  one?: { entity: string; response: z.ZodType; find: (db: Database, id: number) => Promise<unknown> };
}

/** The read routes every list resource has: the page, its CSV export and, optionally, one record. */
export function registerListRoutes<SortKey extends string, Filters, Rows extends PgSelect, Item>(
  app: App,
  routes: ListRoutes<SortKey, Filters, Rows, Item>,
): void {
  const { db } = app;
  const preHandler = requireAbility('read', routes.subject);

  app.get(
    routes.path,
    { preHandler, schema: { querystring: routes.querystring, response: { 200: routes.response } } },
    async (request) => runListQuery(db, routes.source, request.query as ListQuery & Filters),
  );

  const { csv, one } = routes;
  if (csv) {
    app.get(
      `${routes.path}/export.csv`,
      { preHandler, schema: { querystring: routes.querystring } },
      async (request, reply) =>
        sendCsv(
          reply,
          csv.filename,
          rowsOfBatches(
            listExportBatches(db, routes.source, request.query as ListQuery & Filters, CSV_EXPORT_ROW_LIMIT),
          ),
          csv.columns,
          await csvFormatFor(db, request),
        ),
    );
  }

  if (one) {
    app.get(
      `${routes.path}/:id`,
      { preHandler, schema: { params: idParams, response: { 200: one.response } } },
      async (request) => {
        const found = await one.find(db, request.params.id);
        if (!found) throw notFound(one.entity);
        return found;
      },
    );
  }
}
