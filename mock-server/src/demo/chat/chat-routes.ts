import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo chat calls of SPEC §7 (filled in by its feature). */
export const chatRoutes: FastifyPluginAsyncZod = async () => {};
