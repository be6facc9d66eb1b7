import {
  type AuditLogItem,
  auditLogListQuerySchema,
  auditLogListResponseSchema,
} from '@cloudfit/shared/schemas/audit-log.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../../http/csv-export';
import { listAuditLog, listAuditLogForExport } from './audit-log-queries';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const csvColumns: CsvColumn<AuditLogItem>[] = [
  { header: 'At', value: (e) => e.at },
  { header: 'Staff', value: (e) => e.actorName },
  { header: 'Action', value: (e) => e.action },
  { header: 'Entity', value: (e) => e.entity },
  { header: 'Entity id', value: (e) => e.entityId },
  { header: 'Before', value: (e) => json(e.before) },
  { header: 'After', value: (e) => json(e.after) },
];

/** Who changed what and when: admin and developer only (`manage all`). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/audit-log',
    {
      preHandler: requireAbility('read', 'AuditLog'),
      schema: { querystring: auditLogListQuerySchema, response: { 200: auditLogListResponseSchema } },
    },
    async (request) => listAuditLog(db, request.query),
  );

  app.get(
    '/audit-log/export.csv',
    { preHandler: requireAbility('read', 'AuditLog'), schema: { querystring: auditLogListQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'audit-log.csv',
        await listAuditLogForExport(db, request.query, CSV_EXPORT_ROW_LIMIT),
        csvColumns,
      ),
  );
};
