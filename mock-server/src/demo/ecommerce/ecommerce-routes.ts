import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo ecommerce calls of SPEC §7 (filled in by its feature). */
export const ecommerceRoutes: FastifyPluginAsyncZod = async () => {};
