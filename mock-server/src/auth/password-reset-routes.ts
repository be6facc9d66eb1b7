import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  outboxMessageSchema,
  resetPasswordSchema,
} from '@cloudfit/shared/schemas/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../http/api-error';
import { requireAbility } from './guards';
import type { Mailer } from './mail-transport';
import { hashPassword } from './password';
import { createPasswordResetToken, resetPasswordWithToken } from './password-reset';
import { passwordResetMail, passwordResetMailLocale } from './password-reset-mail';

export const RESET_PASSWORD_PATH = '/pages/authentication/reset-password-v1';

const outboxResponseSchema = z.object({ items: z.array(outboxMessageSchema) });

/**
 * POST /jwt/forgot-password and /jwt/reset-password (docs/product.md, Roles and accounts), and GET /outbox, where whoever
 * manages staff reads the mails the server kept when no SMTP server is configured.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { db, config } = app;
  const perIpLimit = { rateLimit: { max: config.loginLimits.perIpPerMinute, timeWindow: 60_000 } };

  app.post(
    '/jwt/forgot-password',
    { schema: { body: forgotPasswordSchema }, config: perIpLimit },
    async (request, reply) => {
      // The same answer whether or not the email has an account, so nobody can probe for staff emails.
      const reset = await createPasswordResetToken(db, request.body.email);
      if (reset) {
        const link = `${config.mail.publicUrl}${RESET_PASSWORD_PATH}?token=${reset.token}`;
        const locale = passwordResetMailLocale(request.body.locale, request.headers['accept-language']);
        await mailer.send({
          to: reset.email,
          ...passwordResetMail(locale, { fullName: reset.fullName, link }),
        });
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/jwt/reset-password',
    { schema: { body: resetPasswordSchema }, config: perIpLimit },
    async (request, reply) => {
      const { token, password } = request.body;
      const done = await resetPasswordWithToken(db, token, await hashPassword(password));
      if (!done) throw validationFailed({ token: AUTH_MESSAGES.resetLinkInvalid });
      return reply.status(204).send();
    },
  );

  app.get(
    '/outbox',
    { schema: { response: { 200: outboxResponseSchema } }, preHandler: requireAbility('manage', 'Staff') },
    async () => ({ items: await mailer.outbox() }),
  );
};
