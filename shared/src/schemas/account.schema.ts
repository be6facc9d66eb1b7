import { z } from 'zod';
import { ROLES } from '../abilities/ability-rules';
import { LOCALES } from '../constants';
import { newPassword } from './auth.schema';
import { AUTH_MESSAGES } from './auth-messages';
import { optionalText, requiredText, TEXT_LIMITS, versionField } from './studio-fields';

/**
 * `GET /api/v1/account/profile`: the signed-in staff member's own record. Email and role are shown,
 * not edited here: an administrator changes them on the staff screen.
 */
export const accountProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  /** The language the back office opens in for this person; null keeps the device's choice. */
  locale: z.enum(LOCALES).nullable(),
  role: z.enum(ROLES).nullable(),
  version: z.number().int(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** `PUT /api/v1/account/profile`. */
export const updateAccountProfileSchema = z.strictObject({
  fullName: requiredText(TEXT_LIMITS.name, 'Enter a full name.', 'Keep the name under 120 characters.'),
  phone: optionalText(40, 'Keep the phone number under 40 characters.'),
  locale: z.enum(LOCALES, { error: 'Choose a language.' }).nullable(),
  version: versionField,
});
export type UpdateAccountProfileInput = z.infer<typeof updateAccountProfileSchema>;

/**
 * `POST /api/v1/account/password`: the new password follows the reset page's rule. The answer
 * carries fresh tokens for this session; every other session of the account is signed out.
 */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(200, AUTH_MESSAGES.currentPasswordWrong),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
