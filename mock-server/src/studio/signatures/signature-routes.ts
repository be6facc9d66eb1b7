import {
  createSignatureRequestSchema,
  signatureRequestDetailSchema,
  signatureRequestListQuerySchema,
  signatureRequestListResponseSchema,
  signDocumentSchema,
} from '@cloudfit/shared/schemas/signature.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { registerListRoutes } from '../list-routes';
import { findSignatureRequest, signatureRequestListSource } from './signature-queries';
import { createSignatureRequest, signRequest } from './signature-writes';

/** Signature requests and the documents signed on the pad. A signed document is never written again. */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerListRoutes(app, {
    path: '/signature-requests',
    subject: 'Signature',
    querystring: signatureRequestListQuerySchema,
    response: signatureRequestListResponseSchema,
    source: signatureRequestListSource,
    one: { entity: 'Signature request', response: signatureRequestDetailSchema, find: findSignatureRequest },
  });

  app.post(
    '/signature-requests',
    {
      preHandler: requireAbility('create', 'Signature'),
      schema: { body: createSignatureRequestSchema, response: { 201: signatureRequestDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSignatureRequest(db, request.body, request.staff!.id)),
  );

  app.post(
    '/signature-requests/:id/sign',
    {
      preHandler: requireAbility('create', 'Signature'),
      schema: { params: idParams, body: signDocumentSchema, response: { 200: signatureRequestDetailSchema } },
    },
    async (request) => signRequest(db, request.params.id, request.body, request.staff!.id),
  );
};
