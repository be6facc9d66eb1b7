import type { ReleaseContract } from '@cloudfit/shared/federation/release-contract';
import { bigint, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './core';

/** One published build of a remote: immutable once registered (a new build is a new release). */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    /** The federation container name, e.g. `remote_studio`. */
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** Hash of the release's files; with the version it names the release folder (`1.2.3+ab12cd34ef`). */
    contentHash: text('content_hash').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    commit: text('commit').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contract: jsonb('contract').$type<ReleaseContract>().notNull(),
    publishedByStaffId: integer('published_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The publisher as shown: a staff member's name, or "deploy token". */
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_releases_version_idx').on(t.remote, t.version)],
);

/** Which release of a remote is live, the one before it (for a rollback), and an optional canary. */
export const remoteReleasePointers = pgTable('remote_release_pointers', {
  remote: text('remote').primaryKey(),
  liveReleaseId: integer('live_release_id').references(() => remoteReleases.id),
  previousLiveReleaseId: integer('previous_live_release_id').references(() => remoteReleases.id),
  canaryReleaseId: integer('canary_release_id').references(() => remoteReleases.id),
  /** Share of signed-in users (0-100) who get the canary. */
  canaryPercent: integer('canary_percent').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
