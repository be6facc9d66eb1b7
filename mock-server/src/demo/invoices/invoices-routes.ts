import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo invoices calls of SPEC §7 (filled in by its feature). */
export const invoiceRoutes: FastifyPluginAsyncZod = async () => {};
