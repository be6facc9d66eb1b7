import {
  cancelMembershipSchema,
  extendMembershipSchema,
  freezeMembershipSchema,
  type MembershipListItem,
  membershipListQuerySchema,
  membershipListResponseSchema,
  membershipSchema,
  sellMembershipMoney,
  sellMembershipSchema,
  unfreezeMembershipSchema,
} from '@cloudfit/shared/schemas/membership.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../../auth/guards';
import type { CsvColumn } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import { refuseCentsInStudioCurrency } from '../settings/refuse-cents';
import { findMembership, membershipListSource } from './membership-queries';
import {
  cancelMembership,
  extendMembership,
  freezeMembership,
  sellMembership,
  unfreezeMembership,
} from './membership-writes';

const csvColumns: CsvColumn<MembershipListItem>[] = [
  { header: 'Member', value: (m) => m.memberName },
  { header: 'Package', value: (m) => m.packageName },
  { header: 'Kind', value: (m) => m.kind, labels: 'packageKind' },
  { header: 'Center', value: (m) => m.centerName },
  { header: 'Start date', value: (m) => m.startDate },
  { header: 'End date', value: (m) => m.endDate },
  { header: 'State', value: (m) => m.state, labels: 'membershipState' },
  { header: 'Credits total', value: (m) => m.creditsTotal },
  { header: 'Credits remaining', value: (m) => m.creditsRemaining },
  { header: 'Price', value: (m) => m.pricePaid, kind: 'money' },
  { header: 'Cancel reason', value: (m) => m.cancelReason },
];

/** Memberships: the list, selling a package, and the versioned changes (freeze, unfreeze, extend, cancel). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/memberships',
    subject: 'Membership',
    querystring: membershipListQuerySchema,
    response: membershipListResponseSchema,
    source: membershipListSource,
    csv: { filename: 'memberships.csv', columns: csvColumns },
    one: { entity: 'Membership', response: membershipSchema, find: findMembership },
  });

  app.post(
    '/members/:memberId/memberships',
    {
      preHandler: [
        ...requireAbility('create', 'Membership'),
        refuseCentsInStudioCurrency(sellMembershipMoney),
      ],
      schema: {
        params: z.object({ memberId: idParams.shape.id }),
        body: sellMembershipSchema,
        response: { 201: membershipSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sellMembership(db, request.params.memberId, request.body, request.staff!.id)),
  );

  app.post(
    '/memberships/:id/freeze',
    {
      preHandler: requireAbility('update', 'Membership'),
      schema: { params: idParams, body: freezeMembershipSchema, response: { 200: membershipSchema } },
    },
    async (request) => freezeMembership(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/memberships/:id/unfreeze',
    {
      preHandler: requireAbility('unfreeze', 'Membership'),
      schema: { params: idParams, body: unfreezeMembershipSchema, response: { 200: membershipSchema } },
    },
    async (request) => unfreezeMembership(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/memberships/:id/extend',
    {
      preHandler: requireAbility('update', 'Membership'),
      schema: { params: idParams, body: extendMembershipSchema, response: { 200: membershipSchema } },
    },
    async (request) => extendMembership(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/memberships/:id/cancel',
    {
      preHandler: requireAbility('update', 'Membership'),
      schema: { params: idParams, body: cancelMembershipSchema, response: { 200: membershipSchema } },
    },
    async (request) => cancelMembership(db, request.params.id, request.body, request.staff!.id),
  );
};
