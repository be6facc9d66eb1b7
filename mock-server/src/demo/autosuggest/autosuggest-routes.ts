import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The demo autosuggest calls of SPEC §7 (filled in by its feature). */
export const autosuggestRoutes: FastifyPluginAsyncZod = async () => {};
