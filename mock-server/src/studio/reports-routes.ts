import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reports: the aggregations behind /report-* and /report/{code}. */
export const reportsRoutes: FastifyPluginAsyncZod = async (_app) => {};
