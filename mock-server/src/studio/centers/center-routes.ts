import {
  archiveCenterSchema,
  type Center,
  centerListQuerySchema,
  centerSchema,
  createCenterSchema,
  moveCenterMembersResultSchema,
  moveCenterMembersSchema,
  updateCenterSchema,
} from '@cloudfit/shared/schemas/center.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../../auth/guards';
import { recordAudit } from '../../db/audit-log';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { centers } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { notFound, validationFailed } from '../../http/api-error';
import { assertCenterCanClose, moveCenterMembers } from './center-queries';

const toCenter = ({ createdAt: _c, updatedAt: _u, ...center }: typeof centers.$inferSelect): Center => center;

function rethrowDuplicateCode(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'centers_code_unique') {
    throw validationFailed({ code: 'Another branch already has this code.' });
  }
  throw error;
}

/** A chain has a handful of centers, so the list is never paged. */
export const centerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/centers',
    {
      preHandler: requireAbility('read', 'Center'),
      schema: {
        querystring: centerListQuerySchema,
        response: { 200: z.object({ items: z.array(centerSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const items = await app.db
        .select({
          id: centers.id,
          name: centers.name,
          code: centers.code,
          address: centers.address,
          phone: centers.phone,
          timezone: centers.timezone,
          openingHours: centers.openingHours,
          active: centers.active,
          version: centers.version,
        })
        .from(centers)
        .where(request.query.active === undefined ? undefined : eq(centers.active, request.query.active))
        .orderBy(asc(centers.name), asc(centers.id));
      return { items, total: items.length };
    },
  );

  app.get(
    '/centers/:id',
    {
      preHandler: requireAbility('read', 'Center'),
      schema: { params: idParams, response: { 200: centerSchema } },
    },
    async (request) => {
      const [row] = await app.db.select().from(centers).where(eq(centers.id, request.params.id));
      if (!row) throw notFound('Center');
      return toCenter(row);
    },
  );

  app.post(
    '/centers',
    {
      preHandler: requireAbility('create', 'Center'),
      schema: { body: createCenterSchema, response: { 201: centerSchema } },
    },
    async (request, reply) => {
      const center = await withTransaction(app.db, async (tx) => {
        const [created] = await tx.insert(centers).values(request.body).returning();
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'centers',
          entityId: created!.id,
          after: created,
        });
        return toCenter(created!);
      }).catch(rethrowDuplicateCode);
      return reply.status(201).send(center);
    },
  );

  app.put(
    '/centers/:id',
    {
      preHandler: requireAbility('update', 'Center'),
      schema: { params: idParams, body: updateCenterSchema, response: { 200: centerSchema } },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      const after = await updateVersioned(app.db, {
        table: centers,
        resource: 'Center',
        id: request.params.id,
        version,
        changes,
        actorStaffId: request.staff!.id,
        toCurrent: async (_tx, row) => toCenter(row),
        beforeUpdate: async (tx, current) => {
          if (current.active && !changes.active) await assertCenterCanClose(tx, current.id);
        },
      }).catch(rethrowDuplicateCode);
      return toCenter(after);
    },
  );

  // Members, staff, invoices and classes name their center, so a closed center is archived
  // (inactive, kept in lists and history), never deleted.
  app.post(
    '/centers/:id/archive',
    {
      preHandler: requireAbility('update', 'Center'),
      schema: { params: idParams, body: archiveCenterSchema, response: { 200: centerSchema } },
    },
    async (request) => {
      const after = await updateVersioned(app.db, {
        table: centers,
        resource: 'Center',
        id: request.params.id,
        version: request.body.version,
        changes: { active: false },
        action: 'archive',
        actorStaffId: request.staff!.id,
        toCurrent: async (_tx, row) => toCenter(row),
        beforeUpdate: async (tx, current) => {
          if (current.active) await assertCenterCanClose(tx, current.id);
        },
      });
      return toCenter(after);
    },
  );

  // Closing a branch starts here: its members get another home branch, in bulk.
  app.post(
    '/centers/:id/move-members',
    {
      preHandler: requireAbility('update', 'Center'),
      schema: {
        params: idParams,
        body: moveCenterMembersSchema,
        response: { 200: moveCenterMembersResultSchema },
      },
    },
    async (request) => moveCenterMembers(app.db, request.params.id, request.body, request.staff!.id),
  );
};
