import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo pages calls of SPEC §7 (filled in by its feature). */
export const pageRoutes: FastifyPluginAsyncZod = async () => {};
