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
import { notFound } from '../../http/api-error';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../../http/csv-export';
import {
  bookClass,
  cancelBooking,
  findBooking,
  listBookings,
  listBookingsForExport,
  markAttendance,
} from './booking-queries';

const csvColumns: CsvColumn<BookingItem>[] = [
  { header: 'Class', value: (b) => b.classTitle },
  { header: 'Class starts at', value: (b) => b.classStartsAt },
  { header: 'Member', value: (b) => b.memberName },
  { header: 'Status', value: (b) => b.status },
  { header: 'Waitlist position', value: (b) => b.waitlistPosition },
  { header: 'Credits charged', value: (b) => b.creditsCharged },
  { header: 'Booked at', value: (b) => b.bookedAt },
];

/** Bookings, waitlists and attendance: the front desk may do all of these. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/bookings',
    {
      preHandler: requireAbility('read', 'Booking'),
      schema: { querystring: bookingListQuerySchema, response: { 200: bookingListResponseSchema } },
    },
    async (request) => listBookings(db, request.query),
  );

  app.get(
    '/bookings/export.csv',
    { preHandler: requireAbility('read', 'Booking'), schema: { querystring: bookingListQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'bookings.csv',
        await listBookingsForExport(db, request.query, CSV_EXPORT_ROW_LIMIT),
        csvColumns,
      ),
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: requireAbility('read', 'Booking'),
      schema: { params: idParams, response: { 200: bookingItemSchema } },
    },
    async (request) => {
      const found = await findBooking(db, request.params.id);
      if (!found) throw notFound('Booking');
      return found;
    },
  );

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
