import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The timetable and the front desk: classes and series, bookings and waitlists, attendance, PT sessions, signatures, check-ins. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (_app) => {};
