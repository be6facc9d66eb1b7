import { API_BASE_PATH } from '@cloudfit/shared/constants';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { type FastifyPluginAsyncZod, jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route registered after it into an OpenAPI document, built from the same zod
 * schemas that validate the requests. Register it on the root instance before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'CloudFit API',
        description: 'The studio back office API. Money is in integer minor units; times are UTC ISO 8601.',
        version: '1',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // The front-end files served on the same port are not part of the API.
    transform: (route) =>
      route.url.startsWith(`${API_BASE_PATH}/`)
        ? jsonSchemaTransform(route)
        : { schema: { ...route.schema, hide: true }, url: route.url },
  });
}

/** `GET /openapi.json` (under the API prefix): the document `registerOpenApi` collected. */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
