import {
  CALENDAR_CATEGORIES,
  type CalendarEvent,
  type CalendarEventInput,
  calendarEventSchema,
} from '@cloudfit/shared/schemas/demo/calendar.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(30_000);

let server: TestServer;
let developer: string;

beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, body?: unknown, token = developer) =>
  server.api(method, pathname, { token, body });

const listEvents = async (query = ''): Promise<CalendarEvent[]> => {
  const { status, body } = await call('GET', `/apps/calendar/events${query}`);
  expect(status).toBe(200);
  return body;
};

const newEvent = (overrides: Partial<CalendarEventInput> = {}): CalendarEventInput => ({
  title: 'Spin class planning',
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T10:30:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Family', guests: ['Clark Kent'], location: 'Studio A', description: 'Plan.' },
  ...overrides,
});

describe('GET /apps/calendar/events', () => {
  it('lists events of every calendar, in the current month, without the parameter', async () => {
    const events = await listEvents();
    for (const event of events) calendarEventSchema.strict().parse(event);
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDAR_CATEGORIES));
    const month = new Date().toISOString().slice(0, 7);
    expect(events.every((event) => event.start.startsWith(month))).toBe(true);
  });

  it('lists only the calendars asked for, and none for an empty list', async () => {
    const events = await listEvents('?calendars=Business,Holiday');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar))).toBe(true);
    expect(await listEvents('?calendars=')).toEqual([]);
  });

  it('answers an unknown calendar with 400', async () => {
    expect((await call('GET', '/apps/calendar/events?calendars=Business,Work')).status).toBe(400);
  });

  it('refuses a client with 403', async () => {
    const { accessToken } = await server.login('client@demo.com', 'client');
    expect((await call('GET', '/apps/calendar/events', undefined, accessToken)).status).toBe(403);
  });
});

describe('POST /apps/calendar/events', () => {
  it('adds an event with a new id (201) that the list then shows', async () => {
    const before = await listEvents();
    const { status, body } = await call('POST', '/apps/calendar/events', { event: newEvent() });
    expect(status).toBe(201);
    expect(body.event).toEqual({ ...newEvent(), id: Math.max(...before.map((e) => e.id)) + 1 });
    expect(await listEvents('?calendars=Family')).toContainEqual(body.event);
  });

  it('refuses a missing title, an end before the start, a bad URL or an unknown calendar with 400', async () => {
    const bad = [
      newEvent({ title: ' ' }),
      newEvent({ end: '2026-03-10T08:00:00.000Z' }),
      newEvent({ url: 'not a url' }),
      { ...newEvent(), extendedProps: { ...newEvent().extendedProps, calendar: 'Work' } },
    ];
    for (const event of bad) {
      const { status, body } = await call('POST', '/apps/calendar/events', { event });
      expect(status).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    }
  });
});

describe('POST /apps/calendar/events/:id', () => {
  it('updates an event', async () => {
    const { body: created } = await call('POST', '/apps/calendar/events', { event: newEvent() });
    const changed = newEvent({ title: 'Moved', start: '2026-03-11', end: '2026-03-12', allDay: true });
    const { status, body } = await call('POST', `/apps/calendar/events/${created.event.id}`, {
      event: changed,
    });
    expect(status).toBe(200);
    expect(body.event).toEqual({ ...changed, id: created.event.id });
    expect(await listEvents()).toContainEqual(body.event);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await call('POST', '/apps/calendar/events/9999', { event: newEvent() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Event not found');
    expect((await call('POST', '/apps/calendar/events/abc', { event: newEvent() })).status).toBe(400);
  });
});

describe('DELETE /apps/calendar/events/:id', () => {
  it('deletes an event, then answers 404 for it', async () => {
    const { body: created } = await call('POST', '/apps/calendar/events', { event: newEvent() });
    const { status, body } = await call('DELETE', `/apps/calendar/events/${created.event.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ id: created.event.id });
    expect((await listEvents()).some((e) => e.id === created.event.id)).toBe(false);
    expect((await call('DELETE', `/apps/calendar/events/${created.event.id}`)).status).toBe(404);
  });
});
