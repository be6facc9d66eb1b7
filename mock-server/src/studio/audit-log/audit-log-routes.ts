import { auditActionLabel, auditEntityLabel } from '@cloudfit/shared/i18n/audit-log-labels';
import {
  type AuditLogItem,
  auditLogListQuerySchema,
  auditLogListResponseSchema,
} from '@cloudfit/shared/schemas/audit-log.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { auditLogListSource } from './audit-log-queries';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const csvColumns: CsvColumn<AuditLogItem>[] = [
  { header: 'At', value: (e) => e.at, kind: 'instant' },
  { header: 'Staff', value: (e) => e.actorName },
  { header: 'Action', value: (e, locale) => auditActionLabel(locale, e.entity, e.action) },
  { header: 'Entity', value: (e, locale) => auditEntityLabel(locale, e.entity) },
  { header: 'Entity id', value: (e) => e.entityId },
  { header: 'Before', value: (e) => json(e.before) },
  { header: 'After', value: (e) => json(e.after) },
];

/** Who changed what and when: admin and developer only (`manage all`). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerListRoutes(app, {
    path: '/audit-log',
    subject: 'AuditLog',
    querystring: auditLogListQuerySchema,
    response: auditLogListResponseSchema,
    source: auditLogListSource,
    csv: { filename: 'audit-log.csv', columns: csvColumns },
  });
};
