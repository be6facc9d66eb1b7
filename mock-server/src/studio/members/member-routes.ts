import {
  archiveMemberSchema,
  createMemberSchema,
  type MemberListEntry,
  type MemberListItem,
  memberListQuerySchema,
  memberListResponseSchema,
  memberSchema,
  memberTagsResponseSchema,
  updateMemberSchema,
} from '@cloudfit/shared/schemas/member.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import type { Database } from '../../db/connection';
import { notFound } from '../../http/api-error';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, sendCsv } from '../../http/csv-export';
import { csvFormatFor } from '../csv-format';
import { memberBulkRoutes } from './member-bulk';
import { findMember, listMembers, listMembersForExport, listMemberTags } from './member-queries';
import { withMemberStatuses } from './member-status';
import { archiveMember, createMember, updateMember } from './member-writes';

const csvColumns: CsvColumn<MemberListEntry>[] = [
  { header: 'Member number', value: (m) => m.memberNumber },
  { header: 'First name', value: (m) => m.firstName },
  { header: 'Last name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Birthday', value: (m) => m.birthday },
  { header: 'Home center', value: (m) => m.homeCenterName },
  { header: 'Tags', value: (m) => m.tags.join(' ') },
  { header: 'Joined at', value: (m) => m.joinedAt, kind: 'instant' },
  { header: 'Statuses', value: (m) => m.statuses, labels: 'memberStatus' },
];

async function* membersWithStatuses(db: Database, batches: AsyncIterable<MemberListItem[]>) {
  for await (const batch of batches) yield* await withMemberStatuses(db, batch);
}

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(memberBulkRoutes);

  app.get(
    '/members/tags',
    { preHandler: requireAbility('read', 'Member'), schema: { response: { 200: memberTagsResponseSchema } } },
    async () => ({ items: await listMemberTags(db) }),
  );

  app.get(
    '/members',
    {
      preHandler: requireAbility('read', 'Member'),
      schema: { querystring: memberListQuerySchema, response: { 200: memberListResponseSchema } },
    },
    async (request) => {
      const page = await listMembers(db, request.query);
      return { ...page, items: await withMemberStatuses(db, page.items) };
    },
  );

  app.get(
    '/members/export.csv',
    { preHandler: requireAbility('read', 'Member'), schema: { querystring: memberListQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'members.csv',
        membersWithStatuses(db, listMembersForExport(db, request.query, CSV_EXPORT_ROW_LIMIT)),
        csvColumns,
        await csvFormatFor(db, request),
      ),
  );

  app.get(
    '/members/:id',
    {
      preHandler: requireAbility('read', 'Member'),
      schema: {
        params: idParams,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const member = await findMember(db, request.params.id);
      if (!member) throw notFound('Member');
      return member;
    },
  );

  app.put(
    '/members/:id',
    {
      preHandler: requireAbility('update', 'Member'),
      schema: { params: idParams, body: updateMemberSchema, response: { 200: memberSchema } },
    },
    async (request) => updateMember(db, request.params.id, request.body, request.staff!.id),
  );

  app.post(
    '/members',
    {
      preHandler: requireAbility('create', 'Member'),
      schema: { body: createMemberSchema, response: { 201: memberSchema } },
    },
    async (request, reply) => reply.status(201).send(await createMember(db, request.body, request.staff!.id)),
  );

  // Archiving is a delete from the front desk's point of view: client may not do it.
  app.post(
    '/members/:id/archive',
    {
      preHandler: requireAbility('delete', 'Member'),
      schema: { params: idParams, body: archiveMemberSchema },
    },
    async (request, reply) => {
      await archiveMember(db, request.params.id, request.body.version, request.staff!.id);
      return reply.status(204).send();
    },
  );
};
