import { z } from 'zod';
import { LOCALES } from '../constants';
import { currencyCode } from './package.schema';
import {
  basisPoints,
  inWholeUnits,
  isKnownTimeZone,
  type MoneyFields,
  money,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

/**
 * What a no-show costs. The credit was taken when the class was booked: `forfeit_credit` keeps it,
 * `return_credit` gives it back, `charge_fee` keeps it and also bills `noShowFee`.
 */
export const NO_SHOW_POLICIES = ['forfeit_credit', 'return_credit', 'charge_fee'] as const;
export type NoShowPolicy = (typeof NO_SHOW_POLICIES)[number];

const settingsFields = z.strictObject({
  studioName: requiredText(
    TEXT_LIMITS.name,
    'Enter the studio name.',
    'Keep the studio name under 120 characters.',
  ),
  currency: currencyCode,
  /** In basis points: 1900 is 19%. Added on top of prices, or extracted from them (pricesIncludeTax). */
  taxRateBasisPoints: basisPoints('Enter a tax rate between 0 and 100%.'),
  /** true: prices already hold the tax, which invoices extract instead of adding it on top. */
  pricesIncludeTax: z.boolean({ error: 'Choose whether prices include tax.' }),
  invoicePrefix: z
    .string({ error: 'Enter an invoice prefix of 1 to 10 capital letters, digits or -.' })
    .regex(/^[A-Z0-9-]{1,10}$/, 'Enter an invoice prefix of 1 to 10 capital letters, digits or -.'),
  /** The studio's tax registration number, printed on every invoice; absent or empty stores none. */
  taxNumber: optionalText(40, 'Keep the tax number under 40 characters.'),
  timeZone: z
    .string({ error: 'Choose a time zone.' })
    .max(64, 'Choose a time zone.')
    .refine(isKnownTimeZone, 'Choose a time zone.'),
  bookingWindowDays: z
    .number({ error: 'Enter a booking window between 1 and 365 days.' })
    .int('Enter a booking window between 1 and 365 days.')
    .min(1, 'Enter a booking window between 1 and 365 days.')
    .max(365, 'Enter a booking window between 1 and 365 days.'),
  cancelCutoffHours: z
    .number({ error: 'Enter a cancellation cutoff between 0 and 168 hours.' })
    .int('Enter a cancellation cutoff between 0 and 168 hours.')
    .min(0, 'Enter a cancellation cutoff between 0 and 168 hours.')
    .max(168, 'Enter a cancellation cutoff between 0 and 168 hours.'),
  /** true: a late cancellation keeps the credit, as if the member had come. */
  lateCancelCountsCredit: z.boolean({ error: 'Choose whether a late cancellation uses the credit.' }),
  noShowPolicy: z.enum(NO_SHOW_POLICIES, { error: 'Choose a no-show policy.' }),
  noShowFee: money('Enter a fee of 0 or more.'),
  waitlistAutoPromote: z.boolean({ error: 'Choose whether the waitlist moves up by itself.' }),
  /** Refuse check-in when the member owes more than this; null never refuses for money. */
  checkInBlockOwingOver: money('Enter an amount of 0 or more.').nullable(),
  checkInRequireWaiver: z.boolean({ error: 'Choose whether a signed waiver is required.' }),
  selfRegistration: z.boolean({ error: 'Choose whether people may register themselves.' }),
  defaultLocale: z.enum(LOCALES, { error: 'Choose a language.' }),
});

/** The settings' amounts, in the currency the same settings name. */
export const settingsMoney: MoneyFields<
  Pick<z.infer<typeof settingsFields>, 'noShowFee' | 'checkInBlockOwingOver'>
> = (value) => ({ noShowFee: value.noShowFee, checkInBlockOwingOver: value.checkInBlockOwingOver });

export const updateSettingsSchema = inWholeUnits(
  settingsFields
    .extend({ version: versionField })
    .refine((value) => value.noShowPolicy !== 'charge_fee' || value.noShowFee > 0, {
      path: ['noShowFee'],
      message: 'Enter the fee charged for a no-show.',
    }),
  (value) => value.currency,
  settingsMoney,
);
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

export const settingsItemSchema = z.object({
  studioName: z.string(),
  currency: z.string(),
  taxRateBasisPoints: z.number().int(),
  pricesIncludeTax: z.boolean(),
  invoicePrefix: z.string(),
  taxNumber: z.string().nullable(),
  timeZone: z.string(),
  bookingWindowDays: z.number().int(),
  cancelCutoffHours: z.number().int(),
  lateCancelCountsCredit: z.boolean(),
  noShowPolicy: z.enum(NO_SHOW_POLICIES),
  noShowFee: z.number().int(),
  waitlistAutoPromote: z.boolean(),
  checkInBlockOwingOver: z.number().int().nullable(),
  checkInRequireWaiver: z.boolean(),
  selfRegistration: z.boolean(),
  defaultLocale: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SettingsItem = z.infer<typeof settingsItemSchema>;

/**
 * `GET /settings/profile`: what every signed-in screen needs to show money, dates and taxes,
 * readable by the front desk, who may not read the whole settings.
 */
export const studioProfileSchema = settingsItemSchema.pick({
  studioName: true,
  taxNumber: true,
  currency: true,
  taxRateBasisPoints: true,
  pricesIncludeTax: true,
  timeZone: true,
  defaultLocale: true,
});
export type StudioProfile = z.infer<typeof studioProfileSchema>;
