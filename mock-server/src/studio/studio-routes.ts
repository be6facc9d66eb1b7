import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogRoutes } from './audit-log/audit-log-routes';
import { catalogRoutes } from './catalog-routes';
import { centerRoutes } from './centers/center-routes';
import { classImportRoutes } from './class-import/class-import-routes';
import { closureRoutes } from './closures/closure-routes';
import { memberRoutes } from './members/member-routes';
import { reportsRoutes } from './reports-routes';
import { salesRoutes } from './sales-routes';
import { scheduleRoutes } from './schedule-routes';
import { staffRoutes } from './staff/staff-routes';

/** The one list of studio resources served under /api/v1; each group file lists its own resources. */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(centerRoutes);
  await app.register(memberRoutes);
  await app.register(staffRoutes);
  await app.register(catalogRoutes);
  await app.register(salesRoutes);
  await app.register(scheduleRoutes);
  await app.register(classImportRoutes);
  await app.register(closureRoutes);
  await app.register(reportsRoutes);
  await app.register(auditLogRoutes);
};
