import { z } from 'zod';

/** SPEC §3: the mailbox folders; `starred` is a view of the starred emails outside the trash. */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

/** The folders an email can be moved to (starred is a flag, not a place). */
export const EMAIL_MOVE_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

const emailId = z.number().int().positive();

export const emailPersonSchema = z.object({ name: z.string(), email: z.string() });

export const emailSchema = z.object({
  id: z.number().int(),
  from: emailPersonSchema,
  to: z.array(emailPersonSchema),
  cc: z.array(emailPersonSchema),
  subject: z.string(),
  message: z.string(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  folder: z.enum(EMAIL_MOVE_FOLDERS),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  /** ISO 8601 instant. */
  time: z.string(),
});
export type Email = z.infer<typeof emailSchema>;

/** One list: a folder (inbox by default) or a label, narrowed by `q` (sender, address or subject). */
export const emailListQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  folder: z.enum(EMAIL_FOLDERS).optional(),
  label: z.enum(EMAIL_LABELS).optional(),
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

/** Unread emails per folder and per label, for the sidebar counts. */
export const emailsMetaSchema = z.object({
  folders: z.record(z.enum(EMAIL_FOLDERS), z.number().int()),
  labels: z.record(z.enum(EMAIL_LABELS), z.number().int()),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

export const emailListResponseSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
});
export type EmailListResponse = z.infer<typeof emailListResponseSchema>;

export const updateEmailsSchema = z.strictObject({
  emailIds: z.array(emailId).min(1).max(500),
  dataToUpdate: z
    .strictObject({
      isRead: z.boolean().optional(),
      isStarred: z.boolean().optional(),
      folder: z.enum(EMAIL_MOVE_FOLDERS).optional(),
    })
    .refine((data) => Object.keys(data).length > 0, 'Say what to change.'),
});
export type UpdateEmailsInput = z.infer<typeof updateEmailsSchema>;

export const updateEmailsLabelSchema = z.strictObject({
  emailIds: z.array(emailId).min(1).max(500),
  label: z.enum(EMAIL_LABELS),
});
export type UpdateEmailsLabelInput = z.infer<typeof updateEmailsLabelSchema>;

export const updatedEmailsResponseSchema = z.object({ emails: z.array(emailSchema) });

/** The neighbour is looked for in the list the email is shown in: the same filters as the list. */
export const paginateEmailQuerySchema = emailListQuerySchema.extend({
  dir: z.enum(['previous', 'next']),
  emailId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Not a valid id.')
    .transform(Number),
});
export type PaginateEmailQuery = z.input<typeof paginateEmailQuerySchema>;

/** `email` is null at either end of the list. */
export const paginateEmailResponseSchema = z.object({ email: emailSchema.nullable() });

const addressList = z.array(z.email({ error: 'Enter a valid email address.' })).max(50);

/** The compose dialog; the server sends it from the signed-in user and files it under "sent". */
export const composeEmailSchema = z.strictObject({
  to: addressList.min(1, 'Add at least one recipient.'),
  cc: addressList,
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(1, 'Enter a subject.')
    .max(200, 'Keep the subject under 200 characters.'),
  message: z
    .string({ error: 'Write a message.' })
    .trim()
    .min(1, 'Write a message.')
    .max(5000, 'Keep the message under 5000 characters.'),
});
export type ComposeEmailInput = z.infer<typeof composeEmailSchema>;

export const sendEmailSchema = z.strictObject({ email: composeEmailSchema });
export const sentEmailResponseSchema = z.object({ email: emailSchema });
