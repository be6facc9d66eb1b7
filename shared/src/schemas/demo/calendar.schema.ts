import { z } from 'zod';

/** The template's five calendars, in the order the sidebar lists them. */
export const CALENDAR_CATEGORIES = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

/** The people an event can invite. */
export const CALENDAR_GUESTS = [
  'Bruce Wayne',
  'Clark Kent',
  'Diana Prince',
  'Barry Allen',
  'Selina Kyle',
  'Hal Jordan',
] as const;

/**
 * Starts and ends are ISO 8601 instants, or `YYYY-MM-DD` days for all-day events; an all-day
 * event's end is exclusive, as FullCalendar has it.
 */
const dateOrInstant = (message: string) =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: message });

export const calendarEventInputSchema = z
  .strictObject({
    title: z
      .string({ error: 'Enter an event title.' })
      .trim()
      .min(1, 'Enter an event title.')
      .max(120, 'Keep the title under 120 characters.'),
    start: dateOrInstant('Enter a valid start time.'),
    end: dateOrInstant('Enter a valid end time.'),
    allDay: z.boolean(),
    url: z.union(
      [z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a valid URL, or leave this empty.' })],
      {
        error: 'Enter a valid URL, or leave this empty.',
      },
    ),
    extendedProps: z.strictObject({
      calendar: z.enum(CALENDAR_CATEGORIES, { error: 'Choose a calendar.' }),
      guests: z.array(z.enum(CALENDAR_GUESTS)).max(CALENDAR_GUESTS.length),
      location: z.string().trim().max(200, 'Keep the location under 200 characters.'),
      description: z.string().trim().max(2000, 'Keep the description under 2000 characters.'),
    }),
  })
  .refine((event) => Date.parse(event.end) >= Date.parse(event.start), {
    path: ['end'],
    message: 'The event cannot end before it starts.',
  });
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

export const calendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  extendedProps: z.object({
    calendar: z.enum(CALENDAR_CATEGORIES),
    guests: z.array(z.enum(CALENDAR_GUESTS)),
    location: z.string(),
    description: z.string(),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * `calendars` is a comma-separated list of categories: only their events are listed, and an empty
 * list lists none. Without the parameter every calendar is listed.
 */
export const calendarEventsQuerySchema = z.strictObject({
  calendars: z
    .string()
    .max(200)
    .transform((text) => (text === '' ? [] : text.split(',')))
    .pipe(z.array(z.enum(CALENDAR_CATEGORIES, { error: 'Choose a calendar.' })))
    .optional(),
});

export const calendarEventsResponseSchema = z.array(calendarEventSchema);

export const saveCalendarEventSchema = z.strictObject({ event: calendarEventInputSchema });
export const calendarEventResponseSchema = z.object({ event: calendarEventSchema });
export const deletedCalendarEventSchema = z.object({ id: z.number().int() });
