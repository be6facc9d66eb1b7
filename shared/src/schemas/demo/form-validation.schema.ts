import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth-messages';

export const DEMO_PLANS = ['basic', 'team', 'enterprise'] as const;

export const demoEmail = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** An optional web address: empty, or http(s). */
export const demoOptionalUrl = z.union([
  z.literal(''),
  z.url({
    protocol: /^https?$/,
    error: 'Enter a web address that starts with http:// or https://.',
  }),
]);

/** The form validation page: a sign-up form showing each kind of rule the template demonstrates. */
export const formValidationSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Enter a full name.').max(120, 'Keep the name under 120 characters.'),
    email: demoEmail,
    password: z
      .string()
      .min(8, 'Enter a password of at least 8 characters.')
      .max(200, 'Keep the password under 200 characters.'),
    confirmPassword: z.string(),
    website: demoOptionalUrl,
    age: z
      .number({ error: 'Enter an age between 18 and 120.' })
      .int('Enter an age between 18 and 120.')
      .min(18, 'Enter an age between 18 and 120.')
      .max(120, 'Enter an age between 18 and 120.'),
    plan: z.enum(DEMO_PLANS, { error: 'Choose a plan.' }),
    acceptTerms: z.literal(true, { error: 'Accept the terms to continue.' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type FormValidationInput = z.input<typeof formValidationSchema>;
export type FormValidationValues = z.output<typeof formValidationSchema>;
