import type {
  Member,
  MemberListItem,
  MemberListQuery,
  MemberSortKey,
  MemberStatus,
} from '@cloudfit/shared/schemas/member.schema';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Transaction } from '../../db/connection';
import { listExportBatches } from '../../db/list-export';
import { escapeLikePattern, type ListDefinition, type ListSource, runListQuery } from '../../db/list-query';
import { centers, members } from '../../db/schema';
import { memberStatusFilter } from './member-status';

const lowerC = (column: AnyColumn) => sql`(lower(${column}) collate "C")`;

/** Members not archived; the partial sort indexes on `members` cover exactly these. */
const notArchived = isNull(members.archivedAt);

/** The phone's digits: the expression of `members_phone_digits_trgm_idx`, which a phone search uses. */
const memberPhoneDigits = sql`regexp_replace(${members.phone}, '[^0-9]', '', 'g')`;

/**
 * A search with whitespace in it: no e-mail address holds any (every address is validated as one,
 * `z.email()`, when a member is created or changed), so such a search never matches an e-mail.
 */
const HOLDS_WHITESPACE = /\s/;

/** Only digits can match a phone's digits. */
const DIGITS_ONLY = /^[0-9]+$/;

/** An e-mail address, or its start, with at least three characters before the "@". */
const ADDRESS_LIKE_SEARCH = /^([^@]{3,}@)/;

/** Separators people type in a phone number: spaces, dashes, dots, brackets and a leading plus. */
const PHONE_LIKE_SEARCH = /^\+?[\d\s().-]+$/;

/** A search of letters only (apostrophes and hyphens allowed: O'Brien, Lopez-Chen), as a surname is typed. */
const SURNAME_LIKE_SEARCH = /^[\p{L}'-]+$/u;

/** The member's name as `lower(first last)`: the expression of `members_full_name_trgm_idx`. */
const memberFullName = sql`lower(${members.firstName} || ' ' || ${members.lastName})`;

/**
 * A name typed surname first ("Wang Angela"): every word is in the name, read from the full-name
 * trigram index, and the search is in `last first`, checked on the rows the index finds.
 */
function surnameFirstMatch(text: string): SQL | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  return and(
    ...words.map((word) => sql`${memberFullName} like ${`%${escapeLikePattern(word)}%`}`),
    sql`strpos(lower(${members.lastName} || ' ' || ${members.firstName}), ${words.join(' ')}) > 0`,
  );
}

/** A member number as the desk may type it: its digits without the letter and the leading zeros ("1573"). */
function memberNumberOfDigits(digits: string): string {
  return `M${digits.replace(/^0+(?=\d)/, '').padStart(6, '0')}`;
}

/**
 * A search typed as a phone number (`0912 345 678`, `0912-345-678`) becomes its digits, so it
 * finds the member however the number was stored; any other search is left as typed.
 */
export function normalizeMemberSearch(q: string | undefined): string | undefined {
  if (q === undefined || !PHONE_LIKE_SEARCH.test(q.trim())) return q;
  const digits = q.replace(/\D/g, '');
  return digits === '' ? q : digits;
}

/**
 * The search expressions match the trigram indexes on `members` exactly, so ?q= uses them. Names
 * sort case-insensitively by code point (`collate "C"` on every engine), as the sort indexes do.
 */
export const memberList: ListDefinition<MemberSortKey> = {
  sortable: {
    memberNumber: members.memberNumber,
    lastName: [lowerC(members.lastName), lowerC(members.firstName)],
    firstName: [lowerC(members.firstName), lowerC(members.lastName)],
    email: members.email,
    joinedAt: members.joinedAt,
    createdAt: members.createdAt,
  },
  defaultSort: { by: 'lastName', desc: false },
  tiebreaker: members.id,
  // Each expression another search cannot match is left out: "Amy Wang" reads the name index (and
  // the small member number one), not the e-mail index, where "amy" and "wang" are common words.
  searchable: (text) => [
    memberFullName,
    ...(HOLDS_WHITESPACE.test(text) ? [] : [sql`lower(${members.email})`]),
    ...(DIGITS_ONLY.test(text) ? [memberPhoneDigits] : []),
    sql`lower(${members.memberNumber})`,
  ],
  // An address is looked up by its part up to the "@": its domain is in nearly every address.
  indexedPart: (text) => ADDRESS_LIKE_SEARCH.exec(text)?.[1] ?? text,
  alsoMatches: surnameFirstMatch,
  // A front desk types a surname ("Wang"): those members first, read in order from the sort index.
  // Digits alone put the member whose number they are first ("1573": M001573), ahead of phones.
  rankedFirst: (prefixPattern) => {
    const surname = sql`${lowerC(members.lastName)} like ${prefixPattern}`;
    const digits = prefixPattern.slice(0, -1);
    return DIGITS_ONLY.test(digits)
      ? sql`(${members.memberNumber} = ${memberNumberOfDigits(digits)} or ${surname})`
      : surname;
  },
  ranksMany: (q) => SURNAME_LIKE_SEARCH.test(q),
  deepPagesByIds: true,
};

const listFields = {
  id: members.id,
  memberNumber: members.memberNumber,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  phone: members.phone,
  birthday: members.birthday,
  homeCenterId: members.homeCenterId,
  homeCenterName: centers.name,
  tags: members.tags,
  photoUrl: members.photoUrl,
  joinedAt: members.joinedAt,
  version: members.version,
};

type MemberListRow = Awaited<ReturnType<typeof selectListRows>>[number];

function toListItem(row: MemberListRow): MemberListItem {
  return {
    ...row,
    fullName: `${row.firstName} ${row.lastName}`,
    homeCenterName: row.homeCenterName,
    joinedAt: row.joinedAt.toISOString(),
  };
}

function selectListRows(db: Database, alongside: Record<string, SQL> = {}) {
  return db
    .select({ ...listFields, ...alongside })
    .from(members)
    .innerJoin(centers, eq(centers.id, members.homeCenterId))
    .$dynamic();
}

export interface MemberFilters {
  centerId?: number;
  status?: MemberStatus;
  tag?: string;
  ids?: number[];
}

const memberListSource: ListSource<
  MemberSortKey,
  MemberListQuery,
  ReturnType<typeof selectListRows>,
  MemberListItem
> = {
  definition: memberList,
  rows: (db, _query, alongside) => selectListRows(db, alongside),
  count: (db, fields) => db.select(fields).from(members).$dynamic(),
  filters: (query: MemberFilters) => [
    notArchived,
    query.centerId === undefined ? undefined : eq(members.homeCenterId, query.centerId),
    query.status === undefined ? undefined : memberStatusFilter(query.status),
    query.tag === undefined ? undefined : sql`${members.tags} @> array[${query.tag}]::text[]`,
    query.ids === undefined ? undefined : inArray(members.id, query.ids),
  ],
  toItem: toListItem,
};

/** Every tag on a current member with how many carry it, most used first, then by name. */
export async function listMemberTags(db: Database): Promise<{ tag: string; members: number }[]> {
  const rows = await queryRows<{ tag: string; members: number }>(
    db,
    sql`select tag, count(*)::int as members
        from ${members}, unnest(${members.tags}) as tag
        where ${members.archivedAt} is null
        group by tag order by members desc, tag`,
  );
  return rows.map((row) => ({ tag: row.tag, members: Number(row.members) }));
}

export function listMembers(db: Database, query: MemberListQuery) {
  return runListQuery(db, memberListSource, { ...query, q: normalizeMemberSearch(query.q) });
}

/** The list's members in list order, up to `limit`, read in batches as they are consumed. */
export function listMembersForExport(db: Database, query: MemberListQuery, limit: number) {
  return listExportBatches(db, memberListSource, { ...query, q: normalizeMemberSearch(query.q) }, limit);
}

export async function findMember(db: Database | Transaction, id: number): Promise<Member | undefined> {
  const [row] = await db
    .select({
      ...listFields,
      gender: members.gender,
      address: members.address,
      emergencyContactName: members.emergencyContactName,
      emergencyContactPhone: members.emergencyContactPhone,
      preferredLanguage: members.preferredLanguage,
      notes: members.notes,
      createdAt: members.createdAt,
      updatedAt: members.updatedAt,
    })
    .from(members)
    .innerJoin(centers, eq(centers.id, members.homeCenterId))
    .where(and(eq(members.id, id), notArchived));
  if (!row) return undefined;
  return {
    ...toListItem(row),
    gender: row.gender,
    address: row.address,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    preferredLanguage: row.preferredLanguage,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
