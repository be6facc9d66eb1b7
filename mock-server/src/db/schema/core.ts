import { LOCALES } from '@cloudfit/shared/constants';
import type { OpeningHours } from '@cloudfit/shared/schemas/center.schema';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Incremented by every write; a write that carries a stale value gets 409 (docs/product.md, API conventions). */
const version = integer('version').notNull().default(1);

export const centers = pgTable('centers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  timezone: text('timezone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  version,
  ...timestamps,
});

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'developer', 'client'] }),
    avatar: text('avatar'),
    /** The staff member's own phone and language, set on their profile. */
    phone: text('phone'),
    locale: text('locale'),
    isTrainer: boolean('is_trainer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('staff_username_key').on(t.username),
  ],
);

export const staffCenters = pgTable(
  'staff_centers',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.centerId] }), index('staff_centers_center_idx').on(t.centerId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Every token rotated from the same sign-in shares a family; reusing a rotated one revokes it. */
    familyId: text('family_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_staff_idx').on(t.staffId)],
);

/**
 * One row per failed sign-in, so the limit on failures holds across API processes and restarts.
 * `email` is stored lower-cased; rows older than the failure window are deleted as new ones arrive.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_ip_email_at_idx').on(t.ip, t.email, t.at)],
);

/**
 * The per-IP request limits (@fastify/rate-limit, auth/request-limit-store.ts): requests per key (the
 * route and the client's address) in the key's current window, in the database, so N API processes
 * give a client the limit once, not N times. A window is `window_start` plus the route's time window.
 */
export const requestLimitHits = pgTable(
  'request_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('request_limit_hits_window_start_idx').on(t.windowStart)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail kept instead of sent when no SMTP server is configured, read at GET /outbox: in the
 * database, so every API process sees what any of them kept.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    memberNumber: text('member_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['female', 'male', 'other'] }),
    address: text('address'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    homeCenterId: integer('home_center_id')
      .notNull()
      .references(() => centers.id),
    photoUrl: text('photo_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** One of the five locales; null follows the studio's default. Documents to sign use it. */
    preferredLanguage: text('preferred_language', { enum: LOCALES }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    version,
    ...timestamps,
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_member_number_key').on(t.memberNumber),
    // Substring search (?q=) uses these trigram indexes; ILIKE '%x%' would otherwise scan every row.
    index('members_full_name_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`,
    ),
    index('members_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // Phone search compares digits only, so `0912 345 678` finds `0912-345-678` (memberPhoneDigits).
    index('members_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index('members_member_number_trgm_idx').using('gin', sql`lower(${t.memberNumber}) gin_trgm_ops`),
    check(
      'members_preferred_language_check',
      sql.raw(`preferred_language in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`),
    ),
    // The name sorts, in the list's case-insensitive order among members not archived: a page of the
    // list, and of a surname search (`lower(last_name) like 'wang%'`), is read from the index in
    // order. The plain name columns at the end let a count use an index-only scan.
    index('members_last_name_sort_idx')
      .on(
        sql`(lower(${t.lastName}) collate "C")`,
        sql`(lower(${t.firstName}) collate "C")`,
        t.id,
        t.lastName,
        t.firstName,
      )
      .where(sql`${t.archivedAt} is null`),
    index('members_first_name_sort_idx')
      .on(
        sql`(lower(${t.firstName}) collate "C")`,
        sql`(lower(${t.lastName}) collate "C")`,
        t.id,
        t.firstName,
        t.lastName,
      )
      .where(sql`${t.archivedAt} is null`),
    index('members_email_idx').on(t.email, t.id),
    index('members_joined_at_idx').on(t.joinedAt, t.id),
    index('members_created_at_idx').on(t.createdAt, t.id),
    index('members_home_center_idx').on(t.homeCenterId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorStaffId: integer('actor_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
