import {
  createPackageSchema,
  type PackageItem,
  packageItemSchema,
  packageListQuerySchema,
  packageListResponseSchema,
  packageMembershipListQuerySchema,
  packageMembershipListResponseSchema,
  updatePackageSchema,
} from '@cloudfit/shared/schemas/package.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, authorize, requireAbility } from '../../auth/guards';
import { runListQuery } from '../../db/list-query';
import { notFound } from '../../http/api-error';
import { type CsvColumn, csvLabel } from '../../http/csv-export';
import { registerListRoutes } from '../list-routes';
import {
  findPackage,
  packageExists,
  packageListSource,
  packageMembershipListSource,
} from './package-queries';
import { createPackage, updatePackage } from './package-writes';

const csvColumns: CsvColumn<PackageItem>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Kind', value: (p) => p.kind, labels: 'packageKind' },
  {
    header: 'Duration',
    value: (p, locale) => `${p.durationValue} ${csvLabel('durationUnit', p.durationUnit, locale)}`,
  },
  { header: 'Credits', value: (p) => p.credits },
  { header: 'Price', value: (p) => p.price, kind: 'money' },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Active', value: (p) => p.active },
  { header: 'Memberships sold', value: (p) => p.membershipsSold },
];

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/packages',
    subject: 'Package',
    querystring: packageListQuerySchema,
    response: packageListResponseSchema,
    source: packageListSource,
    csv: { filename: 'packages.csv', columns: csvColumns },
    one: { entity: 'Package', response: packageItemSchema, find: findPackage },
  });

  app.get(
    '/packages/:id/memberships',
    {
      preHandler: [authenticate, authorize('read', 'Package'), authorize('read', 'Membership')],
      schema: {
        params: idParams,
        querystring: packageMembershipListQuerySchema,
        response: { 200: packageMembershipListResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await packageExists(db, id))) throw notFound('Package');
      return runListQuery(db, packageMembershipListSource, { ...request.query, packageId: id });
    },
  );

  app.post(
    '/packages',
    {
      preHandler: requireAbility('create', 'Package'),
      schema: { body: createPackageSchema, response: { 201: packageItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPackage(db, request.body, request.staff!.id)),
  );

  app.put(
    '/packages/:id',
    {
      preHandler: requireAbility('update', 'Package'),
      schema: { params: idParams, body: updatePackageSchema, response: { 200: packageItemSchema } },
    },
    async (request) => updatePackage(db, request.params.id, request.body, request.staff!.id),
  );
};
