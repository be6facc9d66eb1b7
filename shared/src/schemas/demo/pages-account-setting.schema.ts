import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { NOT_TEXT } from '../studio-fields';
import { imageDataUrl, optionalWebAddress } from './pages-image.schema';

/** Countries the information tab offers, as ISO 3166 codes; the screen names them in the user's language. */
export const ACCOUNT_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'PT',
  'BR',
  'ES',
  'IT',
  'NL',
  'CH',
  'JP',
  'TW',
  'IN',
] as const;

const FIELD_TOO_LONG = 'Keep this field under 120 characters.';

export const accountGeneralSchema = z.strictObject({
  /** A data URL, or null for the initials. */
  avatar: imageDataUrl.nullable(),
  username: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(120, FIELD_TOO_LONG),
  fullName: z
    .string({ error: 'Enter your full name.' })
    .trim()
    .min(1, 'Enter your full name.')
    .max(120, FIELD_TOO_LONG),
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
  company: z.string({ error: NOT_TEXT }).trim().max(120, FIELD_TOO_LONG),
});
export type AccountGeneral = z.infer<typeof accountGeneralSchema>;

export const accountInfoSchema = z.strictObject({
  bio: z.string({ error: NOT_TEXT }).trim().max(500, 'Keep this text under 500 characters.'),
  /** `YYYY-MM-DD`, or null when not given. */
  dob: z.iso.date({ error: 'Enter a valid birthday.' }).nullable(),
  country: z.enum(ACCOUNT_COUNTRIES, { error: 'Choose a country from the list.' }),
  website: optionalWebAddress,
  phone: z
    .string({ error: 'Enter a valid phone number.' })
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'Enter a valid phone number.'),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const accountSocialSchema = z.strictObject({
  twitter: optionalWebAddress,
  facebook: optionalWebAddress,
  google: optionalWebAddress,
  linkedIn: optionalWebAddress,
  instagram: optionalWebAddress,
  quora: optionalWebAddress,
});
export type AccountSocial = z.infer<typeof accountSocialSchema>;

export const CONNECTION_SERVICES = ['twitter', 'google', 'facebook', 'github'] as const;

/** The accounts signed in with other services; `account` is null when the service is not connected. */
export const accountConnectionSchema = z.object({
  service: z.enum(CONNECTION_SERVICES),
  account: z.string().nullable(),
});
export type AccountConnection = z.infer<typeof accountConnectionSchema>;

/** The six notification flags, named as SPEC §3 names them. */
export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'AnswerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

const flag = z.boolean({ error: 'Choose on or off.' });
export const accountNotificationSchema = z.strictObject({
  commentOnArticle: flag,
  AnswerOnForm: flag,
  followMe: flag,
  newAnnouncements: flag,
  productUpdates: flag,
  blogDigest: flag,
});
export type AccountNotification = z.infer<typeof accountNotificationSchema>;

export const accountSettingSchema = z.object({
  general: accountGeneralSchema,
  info: accountInfoSchema,
  social: accountSocialSchema,
  connections: z.array(accountConnectionSchema),
  notification: accountNotificationSchema,
});
export type AccountSetting = z.infer<typeof accountSettingSchema>;

/** The sections `POST /account-setting/data/{section}` saves, each with its own body. */
export const ACCOUNT_SECTIONS = {
  general: accountGeneralSchema,
  info: accountInfoSchema,
  social: accountSocialSchema,
  notification: accountNotificationSchema,
} as const;
export type AccountSection = keyof typeof ACCOUNT_SECTIONS;
