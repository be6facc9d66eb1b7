import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo users calls of SPEC §7 (filled in by its feature). */
export const userRoutes: FastifyPluginAsyncZod = async () => {};
