import { dateInZone } from '@cloudfit/shared/domain/calendar-dates';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { centers } from '../../db/schema/core';
import { studioSettings } from '../../db/schema/studio';
import { validationFailed } from '../../http/api-error';

export interface SaleContext {
  centerId: number;
  /** The calendar day at the center now: coupons, freezes and due dates are judged on it. */
  today: string;
  currency: string;
  taxRateBasisPoints: number;
  /** Prices hold the tax: it is extracted from them, not added. */
  pricesIncludeTax: boolean;
}

/** What every sale at a center needs: the center (400 on `field` when unknown or closed), its today, and the studio's money settings. */
export async function loadSaleContext(
  db: Database | Transaction,
  centerId: number,
  field = 'centerId',
): Promise<SaleContext> {
  const [center] = await db
    .select({ timezone: centers.timezone, active: centers.active })
    .from(centers)
    .where(eq(centers.id, centerId));
  if (!center?.active) throw validationFailed({ [field]: 'Choose a branch.' });
  const [settings] = await db
    .select({
      currency: studioSettings.currency,
      taxRateBasisPoints: studioSettings.taxRateBasisPoints,
      pricesIncludeTax: studioSettings.pricesIncludeTax,
    })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  if (!settings) throw new Error('studio_settings has no row: the database was not seeded');
  return { centerId, today: dateInZone(new Date(), center.timezone), ...settings };
}

/** The calendar day now at a center. */
export async function centerToday(db: Database | Transaction, centerId: number): Promise<string> {
  const [center] = await db
    .select({ timezone: centers.timezone })
    .from(centers)
    .where(eq(centers.id, centerId));
  return dateInZone(new Date(), center?.timezone ?? 'UTC');
}
