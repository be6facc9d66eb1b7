import {
  classImportRequestSchema,
  classImportResultSchema,
  classImportUndoResultSchema,
  classImportUndoSchema,
} from '@cloudfit/shared/schemas/class-import.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { importClasses, undoClassImport } from './class-import-writes';

/** `/class-import`'s endpoint: a dry run that reports every row, and the all-or-nothing import. */
export const classImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/classes/import',
    {
      config: { keepsNulCharacters: true },
      preHandler: requireAbility('create', 'Class'),
      schema: { body: classImportRequestSchema, response: { 200: classImportResultSchema } },
    },
    async (request) => importClasses(db, request.body, request.staff!.id),
  );

  app.post(
    '/classes/import/undo',
    {
      preHandler: requireAbility('delete', 'Class'),
      schema: { body: classImportUndoSchema, response: { 200: classImportUndoResultSchema } },
    },
    async (request) => undoClassImport(db, request.body, request.staff!.id),
  );
};
