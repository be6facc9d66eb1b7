import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cloudfit/shared/constants';
import type { CheckInRules } from '@cloudfit/shared/domain/check-in-evaluation';
import type { BookingPolicy } from '@cloudfit/shared/domain/class-booking';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { studioSettings } from '../../db/schema/studio';

export interface StudioPolicy extends BookingPolicy, CheckInRules {
  defaultLocale: Locale;
}

/** The column defaults of `studio_settings`, for a database whose settings row is missing. */
const DEFAULT_POLICY: StudioPolicy = {
  bookingWindowDays: 14,
  cancelCutoffHours: 12,
  lateCancelCountsCredit: true,
  noShowPolicy: 'forfeit_credit',
  noShowFee: 0,
  waitlistAutoPromote: true,
  checkInBlockOwingOver: null,
  checkInRequireWaiver: false,
  defaultLocale: DEFAULT_LOCALE,
};

/** The booking, cancellation, no-show and check-in rules from the settings row. */
export async function readStudioPolicy(db: Database | Transaction): Promise<StudioPolicy> {
  const [row] = await db
    .select({
      bookingWindowDays: studioSettings.bookingWindowDays,
      cancelCutoffHours: studioSettings.cancelCutoffHours,
      lateCancelCountsCredit: studioSettings.lateCancelCountsCredit,
      noShowPolicy: studioSettings.noShowPolicy,
      noShowFee: studioSettings.noShowFee,
      waitlistAutoPromote: studioSettings.waitlistAutoPromote,
      checkInBlockOwingOver: studioSettings.checkInBlockOwingOver,
      checkInRequireWaiver: studioSettings.checkInRequireWaiver,
      defaultLocale: studioSettings.defaultLocale,
    })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  if (!row) return DEFAULT_POLICY;
  const locale = LOCALES.find((candidate) => candidate === row.defaultLocale) ?? DEFAULT_LOCALE;
  return { ...row, defaultLocale: locale };
}
