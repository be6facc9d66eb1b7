import { z } from 'zod';
import type { AbilityRule, Role } from '../abilities/ability-rules';

/**
 * Messages are the English text of SPEC.md §5; the browser translates them through the
 * `validation` namespace, keyed by that same text.
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter password',
  passwordTooShort: 'The password must be at least 8 characters.',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidCredentials: 'Email or Password is Invalid',
  invalidRefreshToken: 'Invalid refresh token',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

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

export const registerSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(60),
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(8, AUTH_MESSAGES.passwordTooShort)
    .max(200),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: AUTH_MESSAGES.invalidRefreshToken })
    .min(1, AUTH_MESSAGES.invalidRefreshToken)
    .max(2000),
});

/** The signed-in user record kept in local storage under `userData` (SPEC.md §3, DESIGN.md §4). */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
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
