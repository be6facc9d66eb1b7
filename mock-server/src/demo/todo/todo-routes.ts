import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo todo calls of SPEC §7 (filled in by its feature). */
export const todoRoutes: FastifyPluginAsyncZod = async () => {};
