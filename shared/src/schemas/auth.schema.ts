import { z } from 'zod';
import type { AbilityRule, Role } from '../abilities/ability-rules';
import type { Locale } from '../constants';
import { AUTH_MESSAGES } from './auth-messages';

export { AUTH_MESSAGES };

/** A password-reset link is valid this long after it is sent. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The rule every new password follows: registering, a reset link, changing one's own. */
export const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(8, AUTH_MESSAGES.passwordTooShort)
  .max(200);

export const registerSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(60),
  email,
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * `locale` is the language the screen asking for the link is shown in (a BCP 47 tag such as `de`
 * or `zh-TW`); the mail is written in it, or in English when the server has no such language.
 * Without it the request's `Accept-Language` decides.
 */
export const forgotPasswordSchema = z.strictObject({ email, locale: z.string().max(35).optional() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkInvalid })
    .min(1, AUTH_MESSAGES.resetLinkInvalid)
    .max(200, AUTH_MESSAGES.resetLinkInvalid),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What the sign-in page shows, from the server's environment (GET /jwt/login-settings). */
export const loginSettingsSchema = z.object({ showDemoAccounts: z.boolean() });
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

/** A mail the server sent to its own outbox instead of SMTP (GET /outbox). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: AUTH_MESSAGES.invalidRefreshToken })
    .min(1, AUTH_MESSAGES.invalidRefreshToken)
    .max(2000),
});

/** The signed-in user record kept in local storage under `userData` (docs/product.md, Session). */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  /** The language chosen on the person's profile; applies on a device where none was chosen yet. */
  locale?: Locale | null;
  role: Role | null;
  ability: AbilityRule[];
  extras: { eCommerceCartItemsCount: number };
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginResponse extends AuthTokens {
  userData: UserData;
}
