import { z } from 'zod';
import { isStudioDay, isStudioInstant } from '../domain/calendar-dates';
import { centsRefusal } from '../domain/currency-units';

/**
 * Field builders the studio entity schemas share. Money is an integer count of minor units
 * (cents); dates are `YYYY-MM-DD` calendar days; instants are ISO 8601 with an offset, sent in UTC.
 */

/** 10,000,000.00 in minor units: far above any studio price, far below JavaScript's exact-integer range. */
export const MAX_MONEY_MINOR = 1_000_000_000;
export const MONEY_TOO_LARGE = 'Enter an amount of at most 10,000,000.';
/** PostgreSQL text cannot hold a NUL character (U+0000): the API refuses any text holding one with this. */
export const NUL_CHARACTER = 'Remove the invisible control characters from this text.';

export const TEXT_LIMITS = {
  code: 40,
  name: 120,
  short: 200,
  long: 2000,
  markdown: 20_000,
  document: 20_000,
} as const;

// The limit is checked first: past 2^53 a number is no longer a safe integer, and "too large" is
// what the person needs to hear, not the field's general message.
export const money = (message: string) =>
  z.number({ error: message }).max(MAX_MONEY_MINOR, MONEY_TOO_LARGE).int(message).min(0, message);

export const positiveMoney = (message: string) =>
  z.number({ error: message }).max(MAX_MONEY_MINOR, MONEY_TOO_LARGE).int(message).min(1, message);

/** The largest id or version a PostgreSQL `integer` column holds; a larger one is a 400, not a database error. */
export const MAX_INTEGER_ID = 2_147_483_647;

export const entityId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_INTEGER_ID, message);

/** `/:id` path parameters: digits only, so `1e3` or `0x10` cannot name another record. */
export const idParams = z.object({
  id: z
    .string({ error: 'Not a valid id.' })
    .regex(/^[1-9]\d{0,9}$/, 'Not a valid id.')
    .transform(Number)
    .refine((id) => id <= MAX_INTEGER_ID, 'Not a valid id.'),
});

export const STUDIO_DATE_RANGE = 'Enter a date between 2000 and 2099.';

/** A day a studio's record is dated on (a class, a closure, an expense...); `outOfRange` says the range for this field. */
export const calendarDate = (message: string, outOfRange = STUDIO_DATE_RANGE) =>
  z.iso.date({ error: message }).refine(isStudioDay, outOfRange);

export const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine(isStudioInstant, STUDIO_DATE_RANGE);

const withoutNul = (value: string) => !value.includes('\u0000');

export const requiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine(withoutNul, NUL_CHARACTER);

export const NOT_TEXT = 'Enter text, or leave this empty.';

/** An optional free-text field; an absent, empty or blank value is stored as null. */
export const optionalText = (max: number, tooLongMessage: string) =>
  z
    .string({ error: NOT_TEXT })
    .trim()
    .max(max, tooLongMessage)
    .refine(withoutNul, NUL_CHARACTER)
    .nullish()
    .transform((value) => (value ? value : null));

export const versionField = z
  .number({ error: 'This record has no version. Reload it and try again.' })
  .int()
  .min(1, 'This record has no version. Reload it and try again.')
  .max(MAX_INTEGER_ID, 'This record has no version. Reload it and try again.');

/** Minor units times a percentage: rates are basis points, 10000 = 100%. */
export const basisPoints = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(10_000, message);

// List filters arrive as query-string text: each parser accepts only the exact textual form.
export const queryId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Choose a valid record.')
  .transform(Number)
  .refine((id) => id <= MAX_INTEGER_ID, 'Choose a valid record.');

export const queryDate = z.iso.date({ error: 'Enter a valid date.' });

export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** True when an optional `from` date is on or before an optional `to` date. */
export function isOrderedRange(from: string | null | undefined, to: string | null | undefined): boolean {
  return !from || !to || from <= to;
}

/** The refinement of every query with a `from`/`to` day range: `.refine(...orderedDateRange)`. */
export const orderedDateRange: [
  check: (value: { from?: string | null; to?: string | null }) => boolean,
  params: { path: string[]; message: string },
] = [
  (value) => isOrderedRange(value.from, value.to),
  { path: ['to'], message: 'The end date must be on or after the start date.' },
];

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The money fields of a value by their field name; null for one that is not an amount (a percentage). */
export type MoneyFields<T> = (value: T) => Record<string, number | null | undefined>;

/** The money fields holding cents that the currency does not use, each with the message that says so. */
export function centsIssues<T>(
  value: T,
  moneyFields: MoneyFields<T>,
  currency: string,
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const [field, amount] of Object.entries(moneyFields(value))) {
    const refusal = centsRefusal(amount, currency);
    if (refusal) issues[field] = refusal;
  }
  return issues;
}

/**
 * The schema, refusing cents in its money fields when the currency has none in use (NT$): the forms
 * validate with it, the server checks its bodies with `centsIssues` once it knows the currency.
 */
export function inWholeUnits<S extends z.ZodType>(
  schema: S,
  currency: string | ((value: z.output<S>) => string),
  moneyFields: MoneyFields<z.output<S>>,
): S {
  return schema.superRefine(
    (value, ctx) => {
      const issues = centsIssues(
        value,
        moneyFields,
        typeof currency === 'string' ? currency : currency(value),
      );
      for (const [field, message] of Object.entries(issues)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    // Said beside the amount at once, even while other fields are still to be filled in.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ) as S;
}
