import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centerRoutes } from './centers/center-routes';
import { memberRoutes } from './members/member-routes';
import { staffRoutes } from './staff/staff-routes';

/** The one list of studio resources served under /api/v1. */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(centerRoutes);
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
