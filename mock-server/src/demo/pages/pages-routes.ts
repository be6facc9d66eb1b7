import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSettingRoutes } from './account-setting-routes';
import { blogRoutes } from './blog-routes';
import { pageContentRoutes } from './page-content-routes';

/** The demo pages calls of SPEC §7: account settings, profile, FAQ, knowledge base, pricing and blog. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountSettingRoutes);
  await app.register(pageContentRoutes);
  await app.register(blogRoutes);
};
