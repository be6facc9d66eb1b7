import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import {
  type AccountProfile,
  accountProfileSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  updateAccountProfileSchema,
} from '@cloudfit/shared/schemas/account.schema';
import { AUTH_MESSAGES } from '@cloudfit/shared/schemas/auth.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../db/audit-log';
import type { Database, Transaction } from '../db/connection';
import { refreshTokens, staff } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError, notFound, validationFailed, versionConflict } from '../http/api-error';
import { signAccessToken } from './access-token';
import type { FailedLoginLimiter } from './failed-login-limiter';
import { authenticate } from './guards';
import { hashPassword, verifyPassword } from './password';
import { issueRefreshToken } from './refresh-tokens';

export function knownLocale(value: string | null): Locale | null {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : null;
}

/** Never the password hash: this is also what the audit log keeps. */
async function readProfile(db: Database | Transaction, id: number): Promise<AccountProfile | undefined> {
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      username: staff.username,
      fullName: staff.fullName,
      phone: staff.phone,
      locale: staff.locale,
      role: staff.role,
      version: staff.version,
    })
    .from(staff)
    .where(eq(staff.id, id));
  return row && { ...row, locale: knownLocale(row.locale) };
}

/**
 * The signed-in staff member's own account: GET/PUT /account/profile (name, phone, language) and
 * POST /account/password. Any signed-in staff member may call them, for their own account only.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ failedLogins: FailedLoginLimiter }> = async (
  app,
  { failedLogins },
) => {
  const { db, config } = app;
  const perIpLimit = { rateLimit: { max: config.loginLimits.perIpPerMinute, timeWindow: 60_000 } };

  app.get(
    '/account/profile',
    { preHandler: authenticate, schema: { response: { 200: accountProfileSchema } } },
    async (request) => {
      const profile = await readProfile(db, request.staff!.id);
      if (!profile) throw notFound('Staff');
      return profile;
    },
  );

  app.put(
    '/account/profile',
    {
      preHandler: authenticate,
      schema: { body: updateAccountProfileSchema, response: { 200: accountProfileSchema } },
    },
    async (request) => {
      const id = request.staff!.id;
      const { version, ...changes } = request.body;
      await withTransaction(db, async (tx) => {
        const [locked] = await tx
          .select({ version: staff.version })
          .from(staff)
          .where(eq(staff.id, id))
          .for('update');
        if (!locked) throw notFound('Staff');
        const before = (await readProfile(tx, id))!;
        if (locked.version !== version) throw versionConflict(before);
        if (
          before.fullName === changes.fullName &&
          before.phone === changes.phone &&
          before.locale === changes.locale
        ) {
          return;
        }
        await tx
          .update(staff)
          .set({ ...changes, version: sql`${staff.version} + 1`, updatedAt: new Date() })
          .where(eq(staff.id, id));
        await recordAudit(tx, {
          actorStaffId: id,
          action: 'update',
          entity: 'staff',
          entityId: id,
          before,
          after: await readProfile(tx, id),
        });
      });
      return (await readProfile(db, id))!;
    },
  );

  app.post(
    '/account/password',
    {
      preHandler: authenticate,
      config: perIpLimit,
      schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema } },
    },
    async (request) => {
      const { id, email } = request.staff!;
      if (await failedLogins.isBlocked(request.ip, email)) {
        throw new ApiError(429, API_ERROR_CODES.rateLimited, AUTH_MESSAGES.tooManyAttempts);
      }
      const [account] = await db
        .select({ passwordHash: staff.passwordHash })
        .from(staff)
        .where(eq(staff.id, id));
      if (!account) throw notFound('Staff');
      if (!(await verifyPassword(request.body.currentPassword, account.passwordHash))) {
        await failedLogins.recordFailure(request.ip, email);
        throw validationFailed({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
      }
      await failedLogins.clear(request.ip, email);
      const passwordHash = await hashPassword(request.body.newPassword);
      // Every other session (another device, or someone who learned the old password) is signed
      // out; this one goes on with the tokens answered here.
      const refreshToken = await withTransaction(db, async (tx) => {
        const now = new Date();
        await tx
          .update(staff)
          .set({ passwordHash, version: sql`${staff.version} + 1`, updatedAt: now })
          .where(eq(staff.id, id));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.staffId, id), isNull(refreshTokens.revokedAt)));
        await recordAudit(tx, {
          actorStaffId: id,
          action: 'password-change',
          entity: 'staff',
          entityId: id,
        });
        return (await issueRefreshToken(tx, id)).token;
      });
      const accessToken = await signAccessToken(
        { staffId: id, role: request.staff!.role },
        config.jwtSecret,
        config.accessTokenTtlSeconds,
      );
      return { accessToken, refreshToken };
    },
  );
};
