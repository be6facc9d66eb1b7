import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo calendar calls of SPEC §7 (filled in by its feature). */
export const calendarRoutes: FastifyPluginAsyncZod = async () => {};
