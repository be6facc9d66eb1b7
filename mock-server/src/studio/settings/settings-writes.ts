import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type { SettingsItem, UpdateSettingsInput } from '@cloudfit/shared/schemas/settings.schema';
import type { Database, Transaction } from '../../db/connection';
import { invoices, studioSettings } from '../../db/schema/studio';
import { updateVersioned } from '../../db/versioned-update';
import { businessRule } from '../../http/api-error';
import { SETTINGS_ID, toItem } from './settings-queries';

/** Amounts are stored in minor units of the one currency, so a second currency would misread them. */
async function anyInvoiceExists(tx: Transaction): Promise<boolean> {
  const [row] = await tx.select({ id: invoices.id }).from(invoices).limit(1);
  return row !== undefined;
}

/** Saves the settings read at `version`; the currency is locked once an invoice exists. */
export async function updateSettings(
  db: Database,
  { version, ...changes }: UpdateSettingsInput,
  actorStaffId: number,
): Promise<SettingsItem> {
  const after = await updateVersioned(db, {
    table: studioSettings,
    resource: 'Settings',
    id: SETTINGS_ID,
    version,
    changes,
    actorStaffId: actorStaffId,
    toCurrent: async (_tx, row) => toItem(row),
    beforeUpdate: async (tx, current) => {
      if (changes.currency !== current.currency && (await anyInvoiceExists(tx))) {
        throw businessRule(DOMAIN_CODES.currencyLocked, 'The currency cannot change once an invoice exists.');
      }
    },
  });
  return toItem(after);
}
