import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type { Locale } from '@cloudfit/shared/constants';
import type {
  CreateSignatureRequestInput,
  SignatureKind,
  SignDocumentInput,
} from '@cloudfit/shared/schemas/signature.schema';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { members } from '../../db/schema/core';
import {
  memberships,
  ptSessions,
  signatureRequests,
  signedDocuments,
  studioSettings,
} from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { isSameSignatureText, signatureTextSha256 } from '../../domain/signature-hash';
import { businessRule, notFound, validationFailed } from '../../http/api-error';
import { documentReader, findSignatureRequest } from './signature-queries';
import { waiverText } from './signature-texts';

export interface SignatureRequestToInsert {
  kind: SignatureKind;
  memberId: number;
  referenceId: number | null;
  text: string;
  locale: Locale;
}

/** Opens a signature request inside the caller's transaction (PT completion, a sale, a waiver). */
export async function insertSignatureRequest(
  tx: Transaction,
  input: SignatureRequestToInsert,
  actorStaffId: number,
): Promise<number> {
  const [created] = await tx
    .insert(signatureRequests)
    .values({ ...input, createdById: actorStaffId })
    .returning();
  await recordAudit(tx, {
    actorStaffId,
    action: 'create',
    entity: 'signature_requests',
    entityId: created!.id,
    after: created,
  });
  return created!.id;
}

/**
 * The member's waiver to sign: the pending one, or a new one in the member's language when they
 * have neither a pending nor a signed waiver. Null when a waiver is signed already. The member
 * row is locked first, so two desks refusing the same member open one waiver, not two.
 */
export async function ensureWaiverRequest(
  tx: Transaction,
  memberId: number,
  actorStaffId: number,
): Promise<number | null> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const [existing] = await tx
    .select({ id: signatureRequests.id, status: signatureRequests.status })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.memberId, memberId),
        eq(signatureRequests.kind, 'waiver'),
        inArray(signatureRequests.status, ['pending', 'signed']),
      ),
    )
    .orderBy(sql`${signatureRequests.status} = 'signed' desc`, desc(signatureRequests.id))
    .limit(1);
  if (existing) return existing.status === 'signed' ? null : existing.id;
  const reader = await documentReader(tx, memberId);
  return insertSignatureRequest(
    tx,
    {
      kind: 'waiver',
      memberId,
      referenceId: null,
      locale: reader.locale,
      text: waiverText(reader.locale, reader),
    },
    actorStaffId,
  );
}

/** After a sale of a membership: the waiver to sign, where the studio asks for one at the door. */
export async function openWaiverAfterSale(tx: Transaction, memberId: number, actorStaffId: number) {
  const [settings] = await tx
    .select({ required: studioSettings.checkInRequireWaiver })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  if (settings?.required) await ensureWaiverRequest(tx, memberId, actorStaffId);
}

export async function createSignatureRequest(
  db: Database,
  input: CreateSignatureRequestInput,
  actorStaffId: number,
) {
  const id = await withTransaction(db, async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, input.memberId), isNull(members.archivedAt)));
    if (!member) throw validationFailed({ memberId: 'Choose a member.' });
    await requireReference(tx, input);
    const reader = await documentReader(tx, input.memberId);
    const locale = input.locale ?? reader.locale;
    const text = input.text ?? (input.kind === 'waiver' ? waiverText(locale, reader) : null);
    if (text === null) throw validationFailed({ text: 'Enter the text to sign.' });
    return insertSignatureRequest(tx, { ...input, locale, text }, actorStaffId);
  });
  return (await findSignatureRequest(db, id))!;
}

/**
 * A waiver is about nothing else; a PT confirmation is about one of the member's PT sessions, a
 * contract about one of the member's memberships.
 */
async function requireReference(tx: Transaction, input: CreateSignatureRequestInput): Promise<void> {
  const refused = () => validationFailed({ referenceId: 'Choose what the document is about.' });
  if (input.kind === 'waiver') {
    if (input.referenceId !== null) throw refused();
    return;
  }
  if (input.referenceId === null) throw refused();
  const table = input.kind === 'pt_confirmation' ? ptSessions : memberships;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, input.referenceId), eq(table.memberId, input.memberId)));
  if (!row) throw refused();
}

/**
 * Signs a pending request: the exact text, its SHA-256, the image, the time and the device are
 * stored once. The request row is locked, and `signed_documents` allows one row per request, so
 * two pads signing at once cannot both succeed; a signed document has no route that changes it.
 */
export async function signRequest(db: Database, id: number, input: SignDocumentInput, actorStaffId: number) {
  await withTransaction(db, async (tx) => {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, id))
      .for('update');
    if (!request) throw notFound('Signature request');
    if (request.status === 'signed') {
      throw businessRule(
        DOMAIN_CODES.signedDocumentImmutable,
        'This document is already signed and cannot change.',
      );
    }
    if (request.status !== 'pending') {
      throw businessRule(DOMAIN_CODES.signatureRequestNotPending, 'This signature request was cancelled.');
    }
    if (input.textSha256 !== undefined && !isSameSignatureText(request.text, input.textSha256)) {
      throw businessRule(
        DOMAIN_CODES.signatureTextChanged,
        'The document changed since it was shown. Reload it.',
      );
    }
    const [document] = await tx
      .insert(signedDocuments)
      .values({
        requestId: id,
        memberId: request.memberId,
        text: request.text,
        textSha256: signatureTextSha256(request.text),
        signatureImage: input.signatureImage,
        typedName: input.typedName,
        device: input.device ?? null,
      })
      .returning({
        id: signedDocuments.id,
        signedAt: signedDocuments.signedAt,
        textSha256: signedDocuments.textSha256,
      });
    await tx
      .update(signatureRequests)
      .set({ status: 'signed', updatedAt: new Date() })
      .where(eq(signatureRequests.id, id));
    await recordAudit(tx, {
      actorStaffId,
      action: 'sign',
      entity: 'signature_requests',
      entityId: id,
      before: { status: request.status },
      // The image is in signed_documents; the audit keeps what identifies the signature.
      after: { status: 'signed', signedDocumentId: document!.id, ...document, typedName: input.typedName },
    });
  });
  return (await findSignatureRequest(db, id))!;
}
