import {
  CALENDAR_CATEGORIES,
  type CalendarEvent,
  calendarEventResponseSchema,
  calendarEventsQuerySchema,
  calendarEventsResponseSchema,
  deletedCalendarEventSchema,
  saveCalendarEventSchema,
} from '@cloudfit/shared/schemas/demo/calendar.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { createCalendarEvents } from './calendar-data';

/** The demo calendar (SPEC §7 calendar calls): events filtered by calendar, added, changed, deleted. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createCalendarEvents(new Date());
  let lastId = events.length;

  function indexOf(id: number): number {
    const index = events.findIndex((event) => event.id === id);
    if (index < 0) throw notFound('Event');
    return index;
  }

  app.get(
    '/apps/calendar/events',
    { schema: { querystring: calendarEventsQuerySchema, response: { 200: calendarEventsResponseSchema } } },
    async (request) => {
      const calendars: readonly string[] = request.query.calendars ?? CALENDAR_CATEGORIES;
      return events.filter((event) => calendars.includes(event.extendedProps.calendar));
    },
  );

  app.post(
    '/apps/calendar/events',
    { schema: { body: saveCalendarEventSchema, response: { 201: calendarEventResponseSchema } } },
    async (request, reply) => {
      lastId += 1;
      const event: CalendarEvent = { ...request.body.event, id: lastId };
      events.push(event);
      return reply.status(201).send({ event });
    },
  );

  app.post(
    '/apps/calendar/events/:id',
    {
      schema: {
        params: idParams,
        body: saveCalendarEventSchema,
        response: { 200: calendarEventResponseSchema },
      },
    },
    async (request) => {
      const index = indexOf(request.params.id);
      const event: CalendarEvent = { ...request.body.event, id: request.params.id };
      events[index] = event;
      return { event };
    },
  );

  app.delete(
    '/apps/calendar/events/:id',
    { schema: { params: idParams, response: { 200: deletedCalendarEventSchema } } },
    async (request) => {
      events.splice(indexOf(request.params.id), 1);
      return { id: request.params.id };
    },
  );
};
