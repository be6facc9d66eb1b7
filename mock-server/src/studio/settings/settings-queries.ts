import type { SettingsItem } from '@cloudfit/shared/schemas/settings.schema';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { studioSettings } from '../../db/schema/studio';
import { notFound } from '../../http/api-error';

/** The single settings row. */
export const SETTINGS_ID = 1;

export function toItem(row: typeof studioSettings.$inferSelect): SettingsItem {
  const { id: _id, nextInvoiceNumber: _next, updatedAt, ...settings } = row;
  return {
    ...settings,
    updatedAt: updatedAt.toISOString(),
  };
}

export async function readSettings(db: Database | Transaction): Promise<SettingsItem> {
  const [row] = await db.select().from(studioSettings).where(eq(studioSettings.id, SETTINGS_ID));
  if (!row) throw notFound('Settings');
  return toItem(row);
}
