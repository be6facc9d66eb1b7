import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, authorize } from '../auth/guards';
import { autosuggestRoutes } from './autosuggest/autosuggest-routes';
import { calendarRoutes } from './calendar/calendar-routes';
import { chatRoutes } from './chat/chat-routes';
import { dashboardRoutes } from './dashboards/dashboards-routes';
import { ecommerceRoutes } from './ecommerce/ecommerce-routes';
import { emailRoutes } from './email/email-routes';
import { goodTableRoutes } from './good-table/good-table-routes';
import { invoiceRoutes } from './invoices/invoices-routes';
import { pageRoutes } from './pages/pages-routes';
import { todoRoutes } from './todo/todo-routes';
import { userRoutes } from './users/users-routes';

/**
 * The template's demo calls (SPEC §7 mock calls) under /api/v1: Bearer required, developers and
 * admins only (the `Demo` subject). Each app keeps its data in memory, built from a fixed seed when
 * the app registers, so a restart (or a new test server) starts from the same data. The guard runs
 * on request, before the body is read or validated: who may not call gets 401/403, never a 400.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', authorize('read', 'Demo'));
  await app.register(emailRoutes);
  await app.register(todoRoutes);
  await app.register(chatRoutes);
  await app.register(ecommerceRoutes);
  await app.register(userRoutes);
  await app.register(invoiceRoutes);
  await app.register(dashboardRoutes);
  await app.register(calendarRoutes);
  await app.register(autosuggestRoutes);
  await app.register(pageRoutes);
  await app.register(goodTableRoutes);
};
