import {
  ACCOUNT_SECTIONS,
  type AccountSection,
  accountSettingSchema,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSetting } from './account-setting-data';
import { IMAGE_BODY_LIMIT_BYTES } from './image-body-limit';

/**
 * `GET /account-setting/data` (SPEC §7) and, added here because the template has no save call,
 * `POST /account-setting/data/{general|info|social|notification}`: validates the section, keeps it
 * in memory and answers with the saved section, so the settings survive a reload.
 */
export const accountSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = accountSetting();

  app.get(
    '/account-setting/data',
    { schema: { response: { 200: accountSettingSchema } } },
    async () => settings,
  );

  for (const section of Object.keys(ACCOUNT_SECTIONS) as AccountSection[]) {
    const schema = ACCOUNT_SECTIONS[section];
    app.post(
      `/account-setting/data/${section}`,
      {
        bodyLimit: IMAGE_BODY_LIMIT_BYTES,
        schema: { body: schema, response: { 200: schema } },
      },
      async (request) => {
        Object.assign(settings, { [section]: request.body });
        return settings[section];
      },
    );
  }
};
