import { API_BASE_PATH } from '@cloudfit/shared/constants';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth-routes';
import { databaseRequestLimitStore } from './auth/request-limit-store';
import type { ServerConfig } from './config';
import type { Database } from './db/connection';
import { demoRoutes } from './demo/demo-routes';
import { databaseAnswers, healthRoutes } from './health/health-routes';
import { ApiError } from './http/api-error';
import { apiErrorHandler } from './http/error-handler';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { registerSecurityHeaders } from './http/security-headers';
import { liveRoutes } from './live/live-routes';
import { registerReleaseServing, releaseRoutes } from './releases/release-routes';
import { frontEndRoutes, spaFallback } from './static/front-end-routes';
import { type PageRenderer, renderPagesWhenListening } from './static/page-render';
import { studioRoutes } from './studio/studio-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    /** Set on SIGTERM: /readyz answers 503 while in-flight and late requests are still served. */
    draining: boolean;
    /** Renders signed-in pages once the server listens (static/page-render.ts). */
    pageRenderer: PageRenderer | undefined;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** API bodies below this size go uncompressed: the saving would not pay for the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface AppDependencies {
  db: Database;
  config: ServerConfig;
  /** Pino logger options, or false to log nothing (tests). */
  logger?: boolean | { level: string };
}

/** The whole server, ready to `listen` or `inject`. */
export async function buildApp({ db, config, logger = { level: config.logLevel } }: AppDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('draining', false);
  app.decorate('pageRenderer', undefined);
  if (config.renderPages) renderPagesWhenListening(app);
  app.decorateRequest('staff', null);
  app.decorateRequest('ability', null);
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(spaFallback(config.frontEndRoot, config.remotesFile));
  await registerSecurityHeaders(app, {
    remotesFile: config.remotesFile,
    production: config.production ?? false,
    shellAssetsUrl: config.shellAssetsUrl,
  });

  await app.register(rateLimit, {
    global: false,
    store: databaseRequestLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests. Try again in ${context.after}.`),
  });

  await registerOpenApi(app);
  await app.register(healthRoutes, {
    isDatabaseReady: () => databaseAnswers(db),
    isDraining: () => app.draining,
  });
  await app.register(
    async (api) => {
      // The API speaks JSON only: any other body is a 415 instead of a string zod rejects.
      api.removeContentTypeParser('text/plain');
      api.addHook('preValidation', refuseNulCharacters);
      await api.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES });
      await api.register(authRoutes);
      await api.register(studioRoutes);
      await api.register(releaseRoutes);
      await api.register(liveRoutes);
      await api.register(demoRoutes);
      await api.register(openApiRoutes);
    },
    { prefix: API_BASE_PATH },
  );
  await registerReleaseServing(app as unknown as FastifyInstance);
  await app.register(frontEndRoutes, { frontEndRoot: config.frontEndRoot, remotesFile: config.remotesFile });
  return app as unknown as FastifyInstance;
}
