import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cloudfit/shared/constants';
import type {
  SignatureRequestDetail,
  SignatureRequestItem,
  SignatureRequestListQuery,
  SignatureRequestSortKey,
  SignedDocumentItem,
} from '@cloudfit/shared/schemas/signature.schema';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type ListDefinition, listSource } from '../../db/list-query';
import { members } from '../../db/schema/core';
import { signatureRequests, signedDocuments, studioSettings } from '../../db/schema/studio';

export const signatureRequestList: ListDefinition<SignatureRequestSortKey> = {
  sortable: {
    createdAt: signatureRequests.createdAt,
    status: [signatureRequests.status, signatureRequests.createdAt],
    kind: [signatureRequests.kind, signatureRequests.createdAt],
  },
  defaultSort: { by: 'createdAt', desc: true },
  tiebreaker: signatureRequests.id,
  searchable: [
    sql`lower(${members.firstName} || ' ' || ${members.lastName})`,
    sql`lower(${members.memberNumber})`,
  ],
};

const requestFields = {
  id: signatureRequests.id,
  kind: signatureRequests.kind,
  memberId: signatureRequests.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  referenceId: signatureRequests.referenceId,
  text: signatureRequests.text,
  locale: signatureRequests.locale,
  status: signatureRequests.status,
  createdById: signatureRequests.createdById,
  createdAt: signatureRequests.createdAt,
  signedDocumentId: signedDocuments.id,
};

function selectRequestRows(db: Database | Transaction) {
  return db
    .select(requestFields)
    .from(signatureRequests)
    .innerJoin(members, eq(members.id, signatureRequests.memberId))
    .leftJoin(signedDocuments, eq(signedDocuments.requestId, signatureRequests.id))
    .$dynamic();
}

type RequestRow = Awaited<ReturnType<typeof selectRequestRows>>[number];

function toRequestItem({ firstName, lastName, ...row }: RequestRow): SignatureRequestItem {
  return {
    ...row,
    locale: row.locale as SignatureRequestItem['locale'],
    memberName: `${firstName} ${lastName}`,
    createdAt: row.createdAt.toISOString(),
  };
}

export const signatureRequestListSource = listSource({
  definition: signatureRequestList,
  rows: selectRequestRows,
  count: (db, fields) =>
    db
      .select(fields)
      .from(signatureRequests)
      .innerJoin(members, eq(members.id, signatureRequests.memberId))
      .$dynamic(),
  filters: (query: SignatureRequestListQuery) => [
    query.memberId === undefined ? undefined : eq(signatureRequests.memberId, query.memberId),
    query.kind === undefined ? undefined : eq(signatureRequests.kind, query.kind),
    query.status === undefined ? undefined : eq(signatureRequests.status, query.status),
  ],
  toItem: toRequestItem,
});

export async function findSignatureRequest(
  db: Database | Transaction,
  id: number,
): Promise<SignatureRequestDetail | undefined> {
  const [row] = await selectRequestRows(db).where(eq(signatureRequests.id, id));
  if (!row) return undefined;
  const [document] = await db.select().from(signedDocuments).where(eq(signedDocuments.requestId, id));
  const signedDocument: SignedDocumentItem | null = document
    ? { ...document, kind: row.kind, signedAt: document.signedAt.toISOString() }
    : null;
  return { ...toRequestItem(row), signedDocument };
}

/**
 * Who reads a member's documents: the member's name, the studio's, and the language they are
 * written in: the member's preferred language, else the studio's default.
 */
export async function documentReader(
  tx: Transaction,
  memberId: number,
): Promise<{ memberName: string; studioName: string; locale: Locale }> {
  const [row] = await tx
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      preferredLanguage: members.preferredLanguage,
      studioName: studioSettings.studioName,
      defaultLocale: studioSettings.defaultLocale,
    })
    .from(members)
    .leftJoin(studioSettings, eq(studioSettings.id, 1))
    .where(eq(members.id, memberId));
  const studioLocale = LOCALES.find((locale) => locale === row?.defaultLocale) ?? DEFAULT_LOCALE;
  return {
    memberName: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim(),
    studioName: row?.studioName ?? '',
    locale: row?.preferredLanguage ?? studioLocale,
  };
}
