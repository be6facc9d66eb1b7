import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { LOCALES } from '../constants';
import { entityId, optionalText, queryId, requiredText, TEXT_LIMITS } from './studio-fields';

export const SIGNATURE_KINDS = ['pt_confirmation', 'membership_contract', 'waiver'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

export const SIGNATURE_REQUEST_STATUSES = ['pending', 'signed', 'cancelled'] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

/** About 375 KB of PNG: plenty for a signature drawn on a tablet. */
export const MAX_SIGNATURE_IMAGE_CHARS = 500_000;

export const createSignatureRequestSchema = z.strictObject({
  kind: z.enum(SIGNATURE_KINDS, { error: 'Choose the kind of document.' }),
  memberId: entityId('Choose a member.'),
  /** The PT session or membership the document is about; null for a waiver. */
  referenceId: entityId('Choose what the document is about.').nullable(),
  /** Left out for a waiver, the server writes the studio's waiver in the request's language. */
  text: requiredText(TEXT_LIMITS.document, 'Enter the text to sign.', 'Keep the text under 20000 characters.')
    .nullish()
    .transform((text) => text ?? null),
  /** Left out, the member's preferred language, else the studio's default. */
  locale: z
    .enum(LOCALES, { error: 'Choose a language.' })
    .nullish()
    .transform((locale) => locale ?? null),
});
export type CreateSignatureRequestInput = z.infer<typeof createSignatureRequestSchema>;

/**
 * What the signature pad sends. `textSha256`, when sent, is the hash of the text the pad showed:
 * the server refuses the signature if the request's text is not that text. The server computes the
 * stored hash itself either way.
 */
export const signDocumentSchema = z.strictObject({
  // Two letters at least, in any script: "x" or "." is not a name.
  typedName: requiredText(
    TEXT_LIMITS.name,
    'Type your full name.',
    'Keep the name under 120 characters.',
  ).refine((name) => (name.match(/\p{L}/gu)?.length ?? 0) >= 2, 'Type your full name.'),
  signatureImage: z
    .string({ error: 'Sign in the box before you confirm.' })
    .max(MAX_SIGNATURE_IMAGE_CHARS, 'The signature image is too large. Clear it and sign again.')
    // A PNG's first bytes (\x89PNG\r\n\x1a\n) encode as iVBORw0KGgo.
    .regex(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/, 'Sign in the box before you confirm.'),
  textSha256: z
    .string({ error: 'The document changed. Reload it.' })
    .regex(/^[0-9a-f]{64}$/, 'The document changed. Reload it.')
    .optional(),
  device: optionalText(TEXT_LIMITS.short, 'Keep the device name under 200 characters.').optional(),
});
export type SignDocumentInput = z.infer<typeof signDocumentSchema>;

export const SIGNATURE_REQUEST_SORT_KEYS = ['createdAt', 'status', 'kind'] as const;
export type SignatureRequestSortKey = (typeof SIGNATURE_REQUEST_SORT_KEYS)[number];

export const signatureRequestListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(SIGNATURE_REQUEST_SORT_KEYS).optional(),
    memberId: queryId.optional(),
    kind: z.enum(SIGNATURE_KINDS).optional(),
    status: z.enum(SIGNATURE_REQUEST_STATUSES).optional(),
  })
  .strict();
export type SignatureRequestListQuery = z.infer<typeof signatureRequestListQuerySchema>;

const int = z.number().int();

export const signatureRequestItemSchema = z.object({
  id: int,
  kind: z.enum(SIGNATURE_KINDS),
  memberId: int,
  memberName: z.string(),
  referenceId: int.nullable(),
  text: z.string(),
  locale: z.enum(LOCALES),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  createdById: int.nullable(),
  createdAt: z.string(),
  signedDocumentId: int.nullable(),
});
export type SignatureRequestItem = z.infer<typeof signatureRequestItemSchema>;

export const signatureRequestListResponseSchema = z.object({
  items: z.array(signatureRequestItemSchema),
  total: int,
});

export const signedDocumentItemSchema = z.object({
  id: int,
  requestId: int,
  kind: z.enum(SIGNATURE_KINDS),
  memberId: int,
  text: z.string(),
  textSha256: z.string(),
  signatureImage: z.string(),
  typedName: z.string(),
  signedAt: z.string(),
  device: z.string().nullable(),
});
export type SignedDocumentItem = z.infer<typeof signedDocumentItemSchema>;

export const signatureRequestDetailSchema = signatureRequestItemSchema.extend({
  signedDocument: signedDocumentItemSchema.nullable(),
});
export type SignatureRequestDetail = z.infer<typeof signatureRequestDetailSchema>;
