import {
  type CheckInItem,
  checkInEvaluationResultSchema,
  checkInListQuerySchema,
  checkInListResponseSchema,
  createCheckInSchema,
  evaluateCheckInSchema,
  recordCheckInResultSchema,
} from '@cloudfit/shared/schemas/check-in.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../../http/csv-export';
import { evaluateAtDesk, listCheckIns, listCheckInsForExport, recordCheckIn } from './check-in-queries';

const csvColumns: CsvColumn<CheckInItem>[] = [
  { header: 'At', value: (c) => c.at },
  { header: 'Member number', value: (c) => c.memberNumber },
  { header: 'Member', value: (c) => c.memberName },
  { header: 'Allowed', value: (c) => c.allowed },
  { header: 'Reason', value: (c) => c.reason },
  { header: 'Override note', value: (c) => c.overrideNote },
  { header: 'Device', value: (c) => c.device },
];

/** The front desk's door: evaluate, record every attempt, override with a note where allowed. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/check-ins',
    {
      preHandler: requireAbility('read', 'CheckIn'),
      schema: { querystring: checkInListQuerySchema, response: { 200: checkInListResponseSchema } },
    },
    async (request) => listCheckIns(db, request.query),
  );

  app.get(
    '/check-ins/export.csv',
    { preHandler: requireAbility('read', 'CheckIn'), schema: { querystring: checkInListQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'check-ins.csv',
        await listCheckInsForExport(db, request.query, CSV_EXPORT_ROW_LIMIT),
        csvColumns,
      ),
  );

  app.post(
    '/check-ins/evaluate',
    {
      preHandler: requireAbility('create', 'CheckIn'),
      schema: { body: evaluateCheckInSchema, response: { 200: checkInEvaluationResultSchema } },
    },
    async (request) => evaluateAtDesk(db, request.body, request.ability!),
  );

  app.post(
    '/check-ins',
    {
      preHandler: requireAbility('create', 'CheckIn'),
      schema: { body: createCheckInSchema, response: { 201: recordCheckInResultSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await recordCheckIn(db, request.body, request.ability!, request.staff!.id)),
  );
};
