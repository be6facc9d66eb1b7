import type { CalendarEvent } from '@cloudfit/shared/schemas/demo/calendar.schema';

type Fixture = Pick<CalendarEvent, 'title' | 'allDay' | 'url'> &
  CalendarEvent['extendedProps'] & {
    /** Day of the current month the event starts on (1-based), and how many days it spans. */
    day: number;
    days: number;
    /** Start hour (UTC) and length in hours, for timed events. */
    hour?: number;
    hours?: number;
  };

const FIXTURES: Fixture[] = [
  {
    title: 'Design Review',
    day: 2,
    days: 1,
    hour: 9,
    hours: 2,
    allDay: false,
    url: '',
    calendar: 'Business',
    guests: ['Bruce Wayne', 'Clark Kent'],
    location: 'Meeting room 2',
    description: 'Review the new dashboard designs.',
  },
  {
    title: 'Meeting With Client',
    day: 5,
    days: 1,
    hour: 14,
    hours: 1,
    allDay: false,
    url: '',
    calendar: 'Business',
    guests: ['Diana Prince'],
    location: 'Online',
    description: '',
  },
  {
    title: 'Family Trip',
    day: 8,
    days: 3,
    allDay: true,
    url: '',
    calendar: 'Holiday',
    guests: [],
    location: 'Lake Tahoe',
    description: 'Pack on the evening before.',
  },
  {
    title: "Doctor's Appointment",
    day: 11,
    days: 1,
    hour: 10,
    hours: 1,
    allDay: false,
    url: '',
    calendar: 'Personal',
    guests: [],
    location: 'City clinic',
    description: '',
  },
  {
    title: 'Dart Game?',
    day: 13,
    days: 1,
    allDay: true,
    url: '',
    calendar: 'ETC',
    guests: ['Barry Allen', 'Hal Jordan'],
    location: '',
    description: '',
  },
  {
    title: 'Meditation',
    day: 14,
    days: 1,
    hour: 7,
    hours: 1,
    allDay: false,
    url: '',
    calendar: 'Personal',
    guests: [],
    location: '',
    description: '',
  },
  {
    title: 'Dinner',
    day: 16,
    days: 1,
    hour: 19,
    hours: 2,
    allDay: false,
    url: '',
    calendar: 'Family',
    guests: ['Selina Kyle'],
    location: 'Home',
    description: '',
  },
  {
    title: 'Product Review',
    day: 19,
    days: 1,
    hour: 11,
    hours: 2,
    allDay: false,
    url: '',
    calendar: 'Business',
    guests: ['Bruce Wayne'],
    location: 'Meeting room 1',
    description: '',
  },
  {
    title: 'Monthly Meeting',
    day: 23,
    days: 1,
    hour: 15,
    hours: 1,
    allDay: false,
    url: 'https://example.com/monthly',
    calendar: 'Business',
    guests: ['Clark Kent', 'Diana Prince'],
    location: 'Main hall',
    description: 'Numbers of the month.',
  },
  {
    title: 'Monthly Checkup',
    day: 27,
    days: 1,
    allDay: true,
    url: '',
    calendar: 'Personal',
    guests: [],
    location: 'City clinic',
    description: '',
  },
  {
    title: 'Public Holiday',
    day: 25,
    days: 1,
    allDay: true,
    url: '',
    calendar: 'Holiday',
    guests: [],
    location: '',
    description: '',
  },
  {
    title: 'Team Lunch',
    day: 20,
    days: 1,
    hour: 12,
    hours: 1,
    allDay: false,
    url: '',
    calendar: 'ETC',
    guests: ['Barry Allen'],
    location: 'Cafeteria',
    description: '',
  },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The template's events, placed in the month of `today` (UTC) so the calendar never opens empty. */
export function createCalendarEvents(today: Date): CalendarEvent[] {
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  return FIXTURES.map(
    ({ day: dayOfMonth, days, hour, hours, title, allDay, url, ...extendedProps }, index) => {
      const dayStart = monthStart + (dayOfMonth - 1) * DAY_MS;
      const start = allDay ? day(dayStart) : new Date(dayStart + (hour ?? 0) * HOUR_MS).toISOString();
      const end = allDay
        ? day(dayStart + days * DAY_MS)
        : new Date(dayStart + ((hour ?? 0) + (hours ?? 1)) * HOUR_MS).toISOString();
      return { id: index + 1, title, start, end, allDay, url, extendedProps };
    },
  );
}
