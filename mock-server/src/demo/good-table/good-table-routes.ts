import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo good-table calls of SPEC §7 (filled in by its feature). */
export const goodTableRoutes: FastifyPluginAsyncZod = async () => {};
