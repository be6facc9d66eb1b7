import { z } from 'zod';
import {
  entityId,
  isKnownTimeZone,
  queryBoolean,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTime = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.');

/** A closing time may also be "24:00", the end of the day. */
const closingTime = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Enter a time as HH:MM.');

/** Open around the clock: from the start of the day to its end. */
export const ALL_DAY = { opens: '00:00', closes: '24:00' } as const;

/**
 * One day's hours in the branch's own time zone; a day that is not listed is closed. Hours that
 * close before they open run past midnight into the next day (18:00–02:00); 00:00–24:00 is the
 * whole day.
 */
export const openingHoursEntrySchema = z
  .strictObject({ day: z.enum(WEEKDAYS, { error: 'Choose a day.' }), opens: clockTime, closes: closingTime })
  .refine((entry) => entry.closes !== entry.opens, {
    message: 'Opening and closing at the same time: for a day open around the clock, choose 00:00 to 24:00.',
    path: ['closes'],
  });
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

export const openingHoursSchema = z
  .array(openingHoursEntrySchema, { error: 'Enter the opening hours.' })
  .max(WEEKDAYS.length, 'Give each day at most one set of hours.')
  .refine(
    (entries) => new Set(entries.map((entry) => entry.day)).size === entries.length,
    'Give each day at most one set of hours.',
  );
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Whether hours that close before they open run past midnight. */
export function runsPastMidnight(entry: { opens: string; closes: string }): boolean {
  return entry.closes < entry.opens;
}

/**
 * Whether the hours keep a branch open on a day at a wall-clock time ("HH:MM", the branch's own):
 * from `opens` up to, not including, `closes`, which for hours past midnight is on the next day.
 */
export function isOpenOnWallClock(
  hours: readonly { day: Weekday; opens: string; closes: string }[],
  day: Weekday,
  time: string,
): boolean {
  const dayBefore = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];
  return hours.some((entry) => {
    if (entry.day === day) return entry.opens <= time && (runsPastMidnight(entry) || time < entry.closes);
    return entry.day === dayBefore && runsPastMidnight(entry) && time < entry.closes;
  });
}

/** A branch of the chain, as `GET /api/v1/centers` lists it. */
export const centerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  openingHours: z.array(z.object({ day: z.enum(WEEKDAYS), opens: z.string(), closes: z.string() })),
  active: z.boolean(),
  version: z.number().int(),
});
export type Center = z.infer<typeof centerSchema>;

/** "02-2723-5811", "+886 2 1234 5678", "(02) 2723 5811 ext. 12": at least six digits, no letters but an extension's. */
const PHONE_PATTERN = /^\+?(?=(?:\D*\d){6})[\d\s().-]+(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;

/** `GET /centers?active=true`: only the open branches, for a picker of where something new goes. */
export const centerListQuerySchema = z.strictObject({ active: queryBoolean.optional() });

const centerFields = z.strictObject({
  name: requiredText(TEXT_LIMITS.name, 'Enter a branch name.', 'Keep the branch name under 120 characters.'),
  code: z
    .string({ error: 'Enter a code of 2 to 10 capital letters or digits.' })
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, 'Enter a code of 2 to 10 capital letters or digits.'),
  address: requiredText(TEXT_LIMITS.short, 'Enter the address.', 'Keep the address under 200 characters.'),
  phone: requiredText(40, 'Enter a phone number.', 'Keep the phone number under 40 characters.').regex(
    PHONE_PATTERN,
    'Enter a phone number: digits, with spaces, +, -, dots or brackets if you like.',
  ),
  timezone: z
    .string({ error: 'Choose a time zone.' })
    .max(64, 'Choose a time zone.')
    .refine(isKnownTimeZone, 'Choose a time zone.'),
});

/** `POST /centers`: a new center is active; without opening hours, check-in is allowed at any time. */
export const createCenterSchema = centerFields.extend({ openingHours: openingHoursSchema.default([]) });
export type CreateCenterInput = z.infer<typeof createCenterSchema>;

/** `PUT /centers/:id`: the whole record with the version it was read at; `active: true` reopens an archived center. */
export const updateCenterSchema = centerFields.extend({
  openingHours: openingHoursSchema,
  active: z.boolean({ error: 'Choose whether the branch is open.' }),
  version: versionField,
});
export type UpdateCenterInput = z.infer<typeof updateCenterSchema>;

/** `POST /centers/:id/archive`: the version the center was read at. */
export const archiveCenterSchema = z.strictObject({ version: versionField });

/** The most members one bulk move names; moving a whole branch leaves `memberIds` out. */
export const MAX_MOVED_MEMBERS = 1_000;

/**
 * `POST /centers/:id/move-members`: the home branch of these members of the center (all of them
 * when `memberIds` is left out) becomes `toCenterId`, before the center is archived.
 */
export const moveCenterMembersSchema = z.strictObject({
  toCenterId: entityId('Choose the branch the members move to.'),
  memberIds: z
    .array(entityId('Not a valid id.'), { error: 'Choose the members to move.' })
    .min(1, 'Choose the members to move.')
    .max(MAX_MOVED_MEMBERS, 'Move at most 1,000 members at a time.')
    .optional(),
});
export type MoveCenterMembersInput = z.infer<typeof moveCenterMembersSchema>;

export const moveCenterMembersResultSchema = z.object({ moved: z.number().int() });
export type MoveCenterMembersResult = z.infer<typeof moveCenterMembersResultSchema>;
