import {
  createStaffSchema,
  resetStaffPasswordSchema,
  type STAFF_SORT_KEYS,
  type Staff,
  staffListQuerySchema,
  staffListResponseSchema,
  staffSchema,
  trainerOptionsResponseSchema,
  updateStaffSchema,
} from '@cloudfit/shared/schemas/staff.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAbility } from '../../auth/guards';
import { hashPassword } from '../../auth/password';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { type ListDefinition, listSource } from '../../db/list-query';
import { refreshTokens, staff, staffCenters } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { notFound, validationFailed, versionConflict } from '../../http/api-error';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { registerListRoutes } from '../list-routes';

/** Every column but the password hash, which no response ever carries. */
const staffFields = {
  id: staff.id,
  email: staff.email,
  username: staff.username,
  fullName: staff.fullName,
  role: staff.role,
  avatar: staff.avatar,
  isTrainer: staff.isTrainer,
  active: staff.active,
  version: staff.version,
};

async function findStaff(db: Database | Transaction, id: number): Promise<Staff | undefined> {
  const [row] = await db
    .select({
      ...staffFields,
      centerIds: sql<
        number[]
      >`array(select ${staffCenters.centerId} from ${staffCenters} where ${staffCenters.staffId} = ${sql.raw('"staff"."id"')} order by 1)`,
      createdAt: staff.createdAt,
      updatedAt: staff.updatedAt,
    })
    .from(staff)
    .where(eq(staff.id, id));
  if (!row) return undefined;
  return {
    ...row,
    centerIds: row.centerIds.map(Number),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function replaceCenters(tx: Transaction, staffId: number, centerIds: number[]) {
  await tx.delete(staffCenters).where(eq(staffCenters.staffId, staffId));
  if (centerIds.length > 0) {
    await tx.insert(staffCenters).values(centerIds.map((centerId) => ({ staffId, centerId })));
  }
}

function rethrowDuplicateAccount(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'staff_email_lower_key') {
    throw validationFailed({ email: 'Another account already uses this email.' });
  }
  if (constraint === 'staff_username_key') {
    throw validationFailed({ username: 'Another account already uses this username.' });
  }
  throw error;
}

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

type StaffListQuery = z.infer<typeof staffListQuerySchema>;

const staffListSource = listSource({
  definition: staffList,
  rows: (db) => db.select(staffFields).from(staff).$dynamic(),
  count: (db, fields) => db.select(fields).from(staff).$dynamic(),
  filters: (query: StaffListQuery) => [
    query.role === undefined ? undefined : eq(staff.role, query.role),
    query.isTrainer === undefined ? undefined : eq(staff.isTrainer, query.isTrainer),
    query.active === undefined ? undefined : eq(staff.active, query.active),
    query.centerId === undefined
      ? undefined
      : sql`exists (select 1 from ${staffCenters} where ${staffCenters.staffId} = ${staff.id} and ${staffCenters.centerId} = ${query.centerId})`,
  ],
  toItem: (row) => row,
});

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/trainers',
    {
      preHandler: requireAbility('create', 'Membership'),
      schema: { response: { 200: trainerOptionsResponseSchema } },
    },
    async () => {
      const rows = await app.db
        .select({
          id: staff.id,
          fullName: staff.fullName,
          centerIds: sql<
            number[]
          >`array(select ${staffCenters.centerId} from ${staffCenters} where ${staffCenters.staffId} = ${staff.id} order by 1)`,
        })
        .from(staff)
        .where(and(eq(staff.isTrainer, true), eq(staff.active, true)))
        .orderBy(staff.fullName, staff.id);
      return { items: rows.map((row) => ({ ...row, centerIds: row.centerIds.map(Number) })) };
    },
  );

  registerListRoutes(app, {
    path: '/staff',
    subject: 'Staff',
    querystring: staffListQuerySchema,
    response: staffListResponseSchema,
    source: staffListSource,
    one: { entity: 'Staff', response: staffSchema, find: findStaff },
  });

  app.post(
    '/staff',
    {
      preHandler: requireAbility('create', 'Staff'),
      schema: { body: createStaffSchema, response: { 201: staffSchema } },
    },
    async (request, reply) => {
      const { password, centerIds, ...fields } = request.body;
      const passwordHash = await hashPassword(password);
      const account = await withTransaction(app.db, async (tx) => {
        await assertCentersExist(tx, centerIds, 'centerIds');
        await assertCentersOpen(tx, centerIds);
        const [created] = await tx
          .insert(staff)
          .values({ ...fields, passwordHash })
          .returning();
        await replaceCenters(tx, created!.id, centerIds);
        const after = (await findStaff(tx, created!.id))!;
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'create',
          entity: 'staff',
          entityId: created!.id,
          after,
        });
        return after;
      }).catch(rethrowDuplicateAccount);
      return reply.status(201).send(account);
    },
  );

  app.put(
    '/staff/:id',
    {
      preHandler: requireAbility('update', 'Staff'),
      schema: { params: idParams, body: updateStaffSchema, response: { 200: staffSchema } },
    },
    async (request) => {
      const { version, centerIds, ...changes } = request.body;
      const id = request.params.id;
      // Not updateVersioned: its audit entry is the whole row, and a password hash never goes in the log.
      await withTransaction(app.db, async (tx) => {
        const [locked] = await tx
          .select({ version: staff.version })
          .from(staff)
          .where(eq(staff.id, id))
          .for('update');
        if (!locked) throw notFound('Staff');
        const before = (await findStaff(tx, id))!;
        if (locked.version !== version) throw versionConflict(before);
        // Nobody can lock themselves out; another admin has to do it.
        if (id === request.staff!.id && !changes.active) {
          throw validationFailed({ active: 'You cannot deactivate your own account.' });
        }
        if (id === request.staff!.id && changes.role !== before.role) {
          throw validationFailed({ role: 'You cannot change your own role.' });
        }
        await assertCentersExist(tx, centerIds, 'centerIds');
        await assertCentersOpen(tx, centerIds, before.centerIds);
        await tx
          .update(staff)
          .set({ ...changes, version: sql`${staff.version} + 1`, updatedAt: new Date() })
          .where(eq(staff.id, id));
        await replaceCenters(tx, id, centerIds);
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'update',
          entity: 'staff',
          entityId: id,
          before,
          after: await findStaff(tx, id),
        });
      }).catch(rethrowDuplicateAccount);
      return (await findStaff(app.db, id))!;
    },
  );

  // An admin sets a new password (the person forgot it, or it leaked): every session of the
  // account is signed out by revoking its refresh tokens.
  app.post(
    '/staff/:id/password',
    {
      preHandler: requireAbility('update', 'Staff'),
      schema: { params: idParams, body: resetStaffPasswordSchema },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password);
      await withTransaction(app.db, async (tx) => {
        const [updated] = await tx
          .update(staff)
          .set({ passwordHash, version: sql`${staff.version} + 1`, updatedAt: new Date() })
          .where(eq(staff.id, request.params.id))
          .returning({ id: staff.id });
        if (!updated) throw notFound('Staff');
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.staffId, updated.id), isNull(refreshTokens.revokedAt)));
        await recordAudit(tx, {
          actorStaffId: request.staff!.id,
          action: 'password-reset',
          entity: 'staff',
          entityId: updated.id,
          after: await findStaff(tx, updated.id),
        });
      });
      return reply.status(204).send();
    },
  );
};
