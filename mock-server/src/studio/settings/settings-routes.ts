import {
  settingsItemSchema,
  studioProfileSchema,
  updateSettingsSchema,
} from '@cloudfit/shared/schemas/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { readSettings } from './settings-queries';
import { updateSettings } from './settings-writes';

/** `GET /settings` and `PUT /settings` with the version; the invoice sequence is never written here. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/settings',
    { preHandler: requireAbility('read', 'Setting'), schema: { response: { 200: settingsItemSchema } } },
    async () => readSettings(db),
  );

  app.get(
    '/settings/profile',
    { preHandler: requireAbility('read', 'ACL'), schema: { response: { 200: studioProfileSchema } } },
    async () => {
      const {
        studioName,
        taxNumber,
        currency,
        taxRateBasisPoints,
        pricesIncludeTax,
        timeZone,
        defaultLocale,
      } = await readSettings(db);
      return {
        studioName,
        taxNumber,
        currency,
        taxRateBasisPoints,
        pricesIncludeTax,
        timeZone,
        defaultLocale,
      };
    },
  );

  app.put(
    '/settings',
    {
      preHandler: requireAbility('update', 'Setting'),
      schema: { body: updateSettingsSchema, response: { 200: settingsItemSchema } },
    },
    async (request) => updateSettings(db, request.body, request.staff!.id),
  );
};
