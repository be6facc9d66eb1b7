import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo dashboards calls of SPEC §7 (filled in by its feature). */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
