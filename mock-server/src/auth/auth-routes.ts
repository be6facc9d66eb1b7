import { rulesForRole } from '@cloudfit/shared/abilities/ability-rules';
import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import {
  AUTH_MESSAGES,
  type LoginResponse,
  type LoginSettings,
  loginSchema,
  loginSettingsSchema,
  refreshTokenSchema,
  registerSchema,
  type UserData,
} from '@cloudfit/shared/schemas/auth.schema';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { violatedUniqueConstraint } from '../db/database-errors';
import { staff } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import { signAccessToken } from './access-token';
import { accountRoutes, knownLocale } from './account-routes';
import { FailedLoginLimiter } from './failed-login-limiter';
import { createMailer } from './mail-transport';
import { hashPassword, verifyPassword } from './password';
import { passwordResetRoutes } from './password-reset-routes';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens';

export type StaffRow = typeof staff.$inferSelect;

export function toUserData(account: StaffRow): UserData {
  return {
    id: account.id,
    fullName: account.fullName,
    username: account.username,
    avatar: account.avatar,
    email: account.email,
    locale: knownLocale(account.locale),
    role: account.role,
    ability: rulesForRole(account.role),
    extras: { eCommerceCartItemsCount: 0 },
  };
}

const invalidCredentials = () =>
  new ApiError(400, API_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);
const invalidRefreshToken = () =>
  new ApiError(401, API_ERROR_CODES.invalidRefreshToken, AUTH_MESSAGES.invalidRefreshToken);

/**
 * POST /jwt/login, /jwt/register, /jwt/refresh-token, /jwt/logout (docs/product.md, Session), the
 * sign-in page's settings, and the password reset routes.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const failedLogins = new FailedLoginLimiter(
    db,
    config.loginLimits.maxFailures,
    config.loginLimits.failureWindowMs,
  );
  // Unknown emails are checked against this hash too, so both failures take the same time.
  const unknownAccountHash = await hashPassword('no account has this password');
  const perIpLimit = { rateLimit: { max: config.loginLimits.perIpPerMinute, timeWindow: 60_000 } };

  const issueTokens = async (account: StaffRow) => ({
    accessToken: await signAccessToken(
      { staffId: account.id, role: account.role },
      config.jwtSecret,
      config.accessTokenTtlSeconds,
    ),
    refreshToken: (await issueRefreshToken(db, account.id)).token,
  });

  await app.register(passwordResetRoutes, { mailer: createMailer(config.mail, app.log, db) });
  await app.register(accountRoutes, { failedLogins });

  app.get(
    '/jwt/login-settings',
    { schema: { response: { 200: loginSettingsSchema } } },
    async (): Promise<LoginSettings> => ({ showDemoAccounts: config.showDemoAccounts }),
  );

  app.post(
    '/jwt/login',
    { schema: { body: loginSchema }, config: perIpLimit },
    async (request): Promise<LoginResponse> => {
      const { email, password } = request.body;
      if (await failedLogins.isBlocked(request.ip, email)) {
        throw new ApiError(429, API_ERROR_CODES.rateLimited, AUTH_MESSAGES.tooManyAttempts);
      }
      const [account] = await db.select().from(staff).where(sql`lower(${staff.email}) = lower(${email})`);
      const passwordMatches = await verifyPassword(password, account?.passwordHash ?? unknownAccountHash);
      if (!account || !passwordMatches || !account.active) {
        await failedLogins.recordFailure(request.ip, email);
        throw invalidCredentials();
      }
      await failedLogins.clear(request.ip, email);
      return { userData: toUserData(account), ...(await issueTokens(account)) };
    },
  );

  app.post(
    '/jwt/register',
    { schema: { body: registerSchema }, config: perIpLimit },
    async (request, reply): Promise<LoginResponse> => {
      const { username, email, password } = request.body;
      const taken = await db
        .select({ email: staff.email, username: staff.username })
        .from(staff)
        .where(or(sql`lower(${staff.email}) = lower(${email})`, eq(staff.username, username)));
      const fields: Record<string, string> = {};
      if (taken.some((row) => row.email.toLowerCase() === email.toLowerCase()))
        fields.email = AUTH_MESSAGES.emailTaken;
      if (taken.some((row) => row.username === username)) fields.username = AUTH_MESSAGES.usernameTaken;
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      let account: StaffRow;
      try {
        [account] = (await db
          .insert(staff)
          .values({
            username,
            email,
            fullName: username,
            passwordHash: await hashPassword(password),
            role: null,
          })
          .returning()) as [StaffRow];
      } catch (error) {
        // A concurrent registration took the email or username between the check and the insert.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === undefined) throw error;
        throw validationFailed(
          constraint === 'staff_username_key'
            ? { username: AUTH_MESSAGES.usernameTaken }
            : { email: AUTH_MESSAGES.emailTaken },
        );
      }
      reply.status(201);
      return { userData: toUserData(account), ...(await issueTokens(account)) };
    },
  );

  app.post(
    '/jwt/refresh-token',
    { schema: { body: refreshTokenSchema }, config: perIpLimit },
    async (request) => {
      const rotation = await rotateRefreshToken(db, request.body.refreshToken, async (staffId, tx) => {
        const [account] = await tx.select({ active: staff.active }).from(staff).where(eq(staff.id, staffId));
        return account?.active === true;
      });
      if (!rotation.ok) throw invalidRefreshToken();
      const [account] = await db.select().from(staff).where(eq(staff.id, rotation.staffId));
      const accessToken = await signAccessToken(
        { staffId: rotation.staffId, role: account!.role },
        config.jwtSecret,
        config.accessTokenTtlSeconds,
      );
      return { accessToken, refreshToken: rotation.token };
    },
  );

  app.post(
    '/jwt/logout',
    { schema: { body: refreshTokenSchema }, config: perIpLimit },
    async (request, reply) => {
      await revokeRefreshToken(db, request.body.refreshToken);
      return reply.status(204).send();
    },
  );
};
