import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRoutes } from './bookings/booking-routes';
import { checkInRoutes } from './check-ins/check-in-routes';
import { classRoutes } from './classes/class-routes';
import { ptSessionRoutes } from './pt-sessions/pt-session-routes';
import { signatureRoutes } from './signatures/signature-routes';

/** The timetable and the front desk: classes and series, bookings and waitlists, attendance, PT sessions, signatures, check-ins. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(classRoutes);
  await app.register(bookingRoutes);
  await app.register(ptSessionRoutes);
  await app.register(signatureRoutes);
  await app.register(checkInRoutes);
};
