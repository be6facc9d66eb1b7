import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';
import { demoEmail, demoOptionalUrl } from './form-validation.schema';

export const WIZARD_COUNTRIES = ['TW', 'DE', 'FR', 'PT', 'US'] as const;

const USERNAME_MESSAGE = 'Enter a username of 3 to 40 letters, digits, . - or _.';

/** The four steps of the form wizard, each validated on its own before Next. */
export const wizardAccountSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{3,40}$/, USERNAME_MESSAGE),
    email: demoEmail,
    password: z
      .string()
      .min(8, 'Enter a password of at least 8 characters.')
      .max(200, 'Keep the password under 200 characters.'),
    confirmPassword: z.string(),
  })
  .refine((account) => account.password === account.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });

export const wizardPersonalSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Enter a first name.')
    .max(120, 'Keep the first name under 120 characters.'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Enter a last name.')
    .max(120, 'Keep the last name under 120 characters.'),
  country: z.enum(WIZARD_COUNTRIES, { error: 'Choose a country.' }),
});

export const wizardAddressSchema = z.object({
  address: z.string().trim().min(1, 'Enter the address.').max(200, 'Keep the address under 200 characters.'),
  city: z.string().trim().min(1, 'Enter a city.').max(120, 'Keep the name under 120 characters.'),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter a postcode of 3 to 10 letters or digits.'),
});

export const wizardSocialSchema = z.object({
  twitter: demoOptionalUrl,
  facebook: demoOptionalUrl,
  linkedin: demoOptionalUrl,
});

export const WIZARD_STEP_SCHEMAS = {
  account: wizardAccountSchema,
  personal: wizardPersonalSchema,
  address: wizardAddressSchema,
  social: wizardSocialSchema,
} as const;
export type WizardStep = keyof typeof WIZARD_STEP_SCHEMAS;

export const formWizardSchema = z.object({
  account: wizardAccountSchema,
  personal: wizardPersonalSchema,
  address: wizardAddressSchema,
  social: wizardSocialSchema,
});
export type FormWizardInput = z.input<typeof formWizardSchema>;
