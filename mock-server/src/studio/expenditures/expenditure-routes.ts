import {
  createExpenditureSchema,
  type ExpenditureItem,
  expenditureItemSchema,
  expenditureListQuerySchema,
  expenditureListResponseSchema,
  expenditureMoney,
  expenditureMonthlyTotalsSchema,
  expenditureTotalsQuerySchema,
  updateExpenditureSchema,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { notFound } from '../../http/api-error';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { refuseCentsInStudioCurrency } from '../settings/refuse-cents';
import { expenditureListSource, findExpenditure, monthlyTotals } from './expenditure-queries';
import { createExpenditure, updateExpenditure } from './expenditure-writes';

const csvColumns: CsvColumn<ExpenditureItem>[] = [
  { header: 'Date', value: (e) => e.spentOn, kind: 'date' },
  { header: 'Center', value: (e) => e.centerName },
  { header: 'Category', value: (e) => e.category, labels: 'expenditureCategory' },
  { header: 'Vendor', value: (e) => e.vendor },
  { header: 'Amount', value: (e) => e.amount, kind: 'money' },
  { header: 'Method', value: (e) => e.method, labels: 'paymentMethod' },
  { header: 'Note', value: (e) => e.note },
];

export const expenditureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/expenditures',
    subject: 'Expenditure',
    querystring: expenditureListQuerySchema,
    response: expenditureListResponseSchema,
    source: expenditureListSource,
    csv: { filename: 'expenditures.csv', columns: csvColumns },
  });

  app.get(
    '/expenditures/monthly-totals',
    {
      preHandler: requireAbility('read', 'Expenditure'),
      schema: {
        querystring: expenditureTotalsQuerySchema,
        response: { 200: expenditureMonthlyTotalsSchema },
      },
    },
    async (request) => monthlyTotals(db, request.query),
  );

  app.get(
    '/expenditures/:id',
    {
      preHandler: requireAbility('read', 'Expenditure'),
      schema: { params: idParams, response: { 200: expenditureItemSchema } },
    },
    async (request) => {
      const item = await findExpenditure(db, request.params.id);
      if (!item) throw notFound('Expenditure');
      return item;
    },
  );

  app.post(
    '/expenditures',
    {
      preHandler: [...requireAbility('create', 'Expenditure'), refuseCentsInStudioCurrency(expenditureMoney)],
      schema: { body: createExpenditureSchema, response: { 201: expenditureItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createExpenditure(db, request.body, request.staff!.id)),
  );

  app.put(
    '/expenditures/:id',
    {
      preHandler: [...requireAbility('update', 'Expenditure'), refuseCentsInStudioCurrency(expenditureMoney)],
      schema: { params: idParams, body: updateExpenditureSchema, response: { 200: expenditureItemSchema } },
    },
    async (request) => updateExpenditure(db, request.params.id, request.body, request.staff!.id),
  );
};
