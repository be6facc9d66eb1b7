import {
  type BookingItem,
  bookingChangeResultSchema,
  bookingItemSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  cancelBookingSchema,
  createBookingSchema,
  markAttendanceSchema,
} from '@cloudfit/shared/schemas/booking.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { bookingListSource, findBooking } from './booking-queries';
import { bookClass, cancelBooking, markAttendance } from './booking-writes';

const csvColumns: CsvColumn<BookingItem>[] = [
  { header: 'Class', value: (b) => b.classTitle },
  { header: 'Class starts at', value: (b) => b.classStartsAt, kind: 'instant' },
  { header: 'Member', value: (b) => b.memberName },
  { header: 'Status', value: (b) => b.status, labels: 'bookingStatus' },
  { header: 'Waitlist position', value: (b) => b.waitlistPosition },
  { header: 'Credits charged', value: (b) => b.creditsCharged },
  { header: 'Booked at', value: (b) => b.bookedAt, kind: 'instant' },
];

/** Bookings, waitlists and attendance: the front desk may do all of these. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/bookings',
    subject: 'Booking',
    querystring: bookingListQuerySchema,
    response: bookingListResponseSchema,
    source: bookingListSource,
    csv: { filename: 'bookings.csv', columns: csvColumns },
    one: { entity: 'Booking', response: bookingItemSchema, find: findBooking },
  });

  app.post(
    '/classes/:id/bookings',
    {
      preHandler: requireAbility('create', 'Booking'),
      schema: { params: idParams, body: createBookingSchema, response: { 201: bookingItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await bookClass(db, request.params.id, request.body, request.staff!.id)),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: requireAbility('update', 'Booking'),
      schema: { params: idParams, body: cancelBookingSchema, response: { 200: bookingChangeResultSchema } },
    },
    async (request) => cancelBooking(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/bookings/:id/attendance',
    {
      preHandler: requireAbility('attend', 'Booking'),
      schema: { params: idParams, body: markAttendanceSchema, response: { 200: bookingChangeResultSchema } },
    },
    async (request) => markAttendance(db, request.params.id, request.body, request.staff!.id),
  );
};
