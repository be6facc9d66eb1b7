import {
  type CheckInItem,
  checkInEvaluationResultSchema,
  checkInItemSchema,
  checkInListQuerySchema,
  checkInListResponseSchema,
  createCheckInSchema,
  evaluateCheckInSchema,
  recordCheckInResultSchema,
} from '@cloudfit/shared/schemas/check-in.schema';
import {
  doorListQuerySchema,
  doorListResponseSchema,
  replayCheckInsResultSchema,
  replayCheckInsSchema,
} from '@cloudfit/shared/schemas/offline-check-in.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { checkInListSource, doorList, evaluateAtDesk } from './check-in-queries';
import { markReviewed, recordCheckIn, replayCheckIns } from './check-in-writes';

const csvColumns: CsvColumn<CheckInItem>[] = [
  { header: 'At', value: (c) => c.at, kind: 'instant' },
  { header: 'Member number', value: (c) => c.memberNumber },
  { header: 'Member', value: (c) => c.memberName },
  { header: 'Allowed', value: (c) => c.allowed },
  { header: 'Reason', value: (c) => c.reason, labels: 'checkInReason' },
  { header: 'Override note', value: (c) => c.overrideNote },
  { header: 'Device', value: (c) => c.device, labels: 'checkInDevice' },
  { header: 'Synced at', value: (c) => c.syncedAt, kind: 'instant' },
  { header: 'Needs review', value: (c) => c.needsReview && c.reviewedAt === null },
];

/** The front desk's door: evaluate, record every attempt, override with a note where allowed. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/check-ins',
    subject: 'CheckIn',
    querystring: checkInListQuerySchema,
    response: checkInListResponseSchema,
    source: checkInListSource,
    csv: { filename: 'check-ins.csv', columns: csvColumns },
  });

  // Before the list's `/check-ins/:id`.
  app.get(
    '/check-ins/door-list',
    {
      preHandler: requireAbility('create', 'CheckIn'),
      schema: { querystring: doorListQuerySchema, response: { 200: doorListResponseSchema } },
    },
    async (request) => doorList(db, request.query.centerId, request.query.memberId),
  );

  app.post(
    '/check-ins/replay',
    {
      preHandler: requireAbility('create', 'CheckIn'),
      schema: { body: replayCheckInsSchema, response: { 200: replayCheckInsResultSchema } },
    },
    async (request) => replayCheckIns(db, request.body.checkIns, request.ability!, request.staff!.id),
  );

  app.post(
    '/check-ins/:id/review',
    {
      preHandler: requireAbility('override', 'CheckIn'),
      schema: { params: idParams, response: { 200: checkInItemSchema } },
    },
    async (request) => markReviewed(db, request.params.id, request.staff!.id),
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
