import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import {
  type SettingsItem,
  settingsItemSchema,
  studioProfileSchema,
  updateSettingsSchema,
} from '@cloudfit/shared/schemas/settings.schema';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { Database, Transaction } from '../../db/connection';
import { invoices, studioSettings } from '../../db/schema/studio';
import { updateVersioned } from '../../db/versioned-update';
import { businessRule, notFound } from '../../http/api-error';

/** The single settings row. */
const SETTINGS_ID = 1;

function toItem(row: typeof studioSettings.$inferSelect): SettingsItem {
  const { id: _id, nextInvoiceNumber: _next, updatedAt, ...settings } = row;
  return {
    ...settings,
    updatedAt: updatedAt.toISOString(),
  };
}

async function readSettings(db: Database | Transaction): Promise<SettingsItem> {
  const [row] = await db.select().from(studioSettings).where(eq(studioSettings.id, SETTINGS_ID));
  if (!row) throw notFound('Settings');
  return toItem(row);
}

/** Amounts are stored in minor units of the one currency, so a second currency would misread them. */
async function anyInvoiceExists(tx: Transaction): Promise<boolean> {
  const [row] = await tx.select({ id: invoices.id }).from(invoices).limit(1);
  return row !== undefined;
}

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
    async (request) => {
      const { version, ...changes } = request.body;
      const after = await updateVersioned(db, {
        table: studioSettings,
        resource: 'Settings',
        id: SETTINGS_ID,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: async (_tx, row) => toItem(row),
        beforeUpdate: async (tx, current) => {
          if (changes.currency !== current.currency && (await anyInvoiceExists(tx))) {
            throw businessRule(
              DOMAIN_CODES.currencyLocked,
              'The currency cannot change once an invoice exists.',
            );
          }
        },
      });
      return toItem(after);
    },
  );
};
