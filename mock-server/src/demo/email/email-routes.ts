import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo email calls of SPEC §7 (filled in by its feature). */
export const emailRoutes: FastifyPluginAsyncZod = async () => {};
