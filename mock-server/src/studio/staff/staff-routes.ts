import {
  type STAFF_SORT_KEYS,
  staffListQuerySchema,
  staffListResponseSchema,
} from '@cloudfit/shared/schemas/staff.schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../auth/guards';
import { type ListDefinition, runListQuery } from '../../db/list-query';
import { staff } from '../../db/schema';

const staffList: ListDefinition<(typeof STAFF_SORT_KEYS)[number]> = {
  sortable: {
    fullName: staff.fullName,
    username: staff.username,
    email: staff.email,
    createdAt: staff.createdAt,
  },
  defaultSort: { by: 'fullName', desc: false },
  tiebreaker: staff.id,
  searchable: [sql`lower(${staff.fullName})`, sql`lower(${staff.email})`, sql`lower(${staff.username})`],
};

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      preHandler: requireAbility('read', 'Staff'),
      schema: { querystring: staffListQuerySchema, response: { 200: staffListResponseSchema } },
    },
    async (request) =>
      runListQuery({
        definition: staffList,
        query: request.query,
        rows: app.db
          .select({
            id: staff.id,
            email: staff.email,
            username: staff.username,
            fullName: staff.fullName,
            role: staff.role,
            avatar: staff.avatar,
            isTrainer: staff.isTrainer,
            active: staff.active,
            version: staff.version,
          })
          .from(staff)
          .$dynamic(),
        count: app.db.select({ total: sql<number>`count(*)::int` }).from(staff).$dynamic(),
        filters: [
          request.query.role === undefined ? undefined : eq(staff.role, request.query.role),
          request.query.isTrainer === undefined ? undefined : eq(staff.isTrainer, request.query.isTrainer),
        ],
      }),
  );
};
