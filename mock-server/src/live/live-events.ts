import type { AppAbility, Subject } from '@cloudfit/shared/abilities/ability-rules';
import type { LiveEvent } from '@cloudfit/shared/live/live-event';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/connection';

/** The API resource and the ability subject a reader needs, for each audited entity. */
const ENTITIES: Record<string, { resource: string; subject: Subject }> = {
  check_ins: { resource: 'check-ins', subject: 'CheckIn' },
  members: { resource: 'members', subject: 'Member' },
  memberships: { resource: 'memberships', subject: 'Membership' },
  invoices: { resource: 'invoices', subject: 'Invoice' },
  payments: { resource: 'payments', subject: 'Payment' },
  refunds: { resource: 'refunds', subject: 'Payment' },
  bookings: { resource: 'bookings', subject: 'Booking' },
  classes: { resource: 'classes', subject: 'Class' },
  class_series: { resource: 'class-series', subject: 'Class' },
  closures: { resource: 'closures', subject: 'Class' },
  pt_sessions: { resource: 'pt-sessions', subject: 'PtSession' },
  signature_requests: { resource: 'signature-requests', subject: 'Signature' },
  centers: { resource: 'centers', subject: 'Center' },
  rooms: { resource: 'rooms', subject: 'Room' },
  packages: { resource: 'packages', subject: 'Package' },
  products: { resource: 'products', subject: 'Product' },
  coupons: { resource: 'coupons', subject: 'Coupon' },
  news: { resource: 'news', subject: 'News' },
  staff: { resource: 'staff', subject: 'Staff' },
  expenditures: { resource: 'expenditures', subject: 'Expenditure' },
};

/** An audit entry with the records it touches, as the stream query reads it. */
export interface LiveRow {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
  actorStaffId: number | null;
  actorName: string | null;
  memberId: number | null;
  classId: number | null;
  invoiceId: number | null;
  branchId: number | null;
}

/** An event and who may receive it. */
export interface RoutedEvent {
  event: LiveEvent;
  subject: Subject | 'all';
}

/**
 * The records an entry touches, looked up by its entity: a payment's invoice, a booking's class and
 * member, a membership's member; the branch where it happened (the check-in's, the class's, the
 * invoice's) or else the member's home branch.
 */
const LIVE_ROW_COLUMNS = sql`
  a.id::float8 as "id", a.action, a.entity, a.entity_id as "entityId", a.before, a.after,
  to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "at",
  a.actor_staff_id as "actorStaffId", s.full_name as "actorName",
  m.id as "memberId", coalesce(c.id, b.class_id) as "classId", i.id as "invoiceId",
  coalesce(ci.center_id, c.center_id, i.center_id, ms.center_id, pt.center_id,
    case when a.entity = 'centers' then r.rid::int end, m.home_center_id) as "branchId"
from audit_log a
left join staff s on s.id = a.actor_staff_id
cross join lateral (select case when a.entity_id ~ '^[0-9]{1,15}$' then a.entity_id::bigint end as rid) r
left join check_ins ci on a.entity = 'check_ins' and ci.id = r.rid
left join memberships ms on a.entity = 'memberships' and ms.id = r.rid
left join bookings b on a.entity = 'bookings' and b.id = r.rid
left join pt_sessions pt on a.entity = 'pt_sessions' and pt.id = r.rid
left join signature_requests sr on a.entity = 'signature_requests' and sr.id = r.rid
left join payments p on a.entity = 'payments' and p.id = r.rid
left join refunds rf on a.entity = 'refunds' and rf.id = r.rid
left join classes c on c.id = case when a.entity = 'classes' then r.rid else b.class_id end
left join invoices i on i.id = case when a.entity = 'invoices' then r.rid
  else coalesce(p.invoice_id, rf.invoice_id, ms.invoice_id) end
left join members m on m.id = case when a.entity = 'members' then r.rid
  else coalesce(ci.member_id, ms.member_id, b.member_id, pt.member_id, sr.member_id, i.member_id) end`;

export function readLiveRowsById(db: Database, ids: readonly number[]): Promise<LiveRow[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<LiveRow>(db, sql`select ${LIVE_ROW_COLUMNS} where a.id in (${list}) order by a.id`);
}

/** The entries after `afterId`, at most `limit`. */
export function readLiveRowsAfter(db: Database, afterId: number, limit: number): Promise<LiveRow[]> {
  return queryRows<LiveRow>(
    db,
    sql`select ${LIVE_ROW_COLUMNS} where a.id > ${afterId} order by a.id limit ${limit}`,
  );
}

export async function newestAuditId(db: Database): Promise<number> {
  const [row] = await queryRows<{ id: number | null }>(db, sql`select max(id)::float8 as id from audit_log`);
  return row?.id ?? 0;
}

const UNCOUNTED_FIELDS = new Set(['version', 'updatedAt', 'updated_at']);

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The fields whose values differ between the entry's before and after (names only). */
export function changedFields(before: unknown, after: unknown): string[] {
  const from = asRecord(before);
  const to = asRecord(after);
  if (!from || !to) return [];
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  return [...keys]
    .filter((key) => !UNCOUNTED_FIELDS.has(key) && JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .sort();
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

export function toRoutedEvent(row: LiveRow): RoutedEvent {
  const known = ENTITIES[row.entity];
  const resource = known?.resource ?? row.entity.replaceAll('_', '-');
  const after = asRecord(row.after);
  const before = asRecord(row.before);
  const fromJson = (key: string) => numberOrNull(after?.[key]) ?? numberOrNull(before?.[key]);
  return {
    subject: known?.subject ?? 'all',
    event: {
      id: Number(row.id),
      type: `${resource}.${row.action}`,
      resource,
      action: row.action,
      recordId: row.entityId,
      version: numberOrNull(after?.version),
      branchId: numberOrNull(row.branchId) ?? fromJson('centerId'),
      memberId: numberOrNull(row.memberId) ?? fromJson('memberId'),
      classId: numberOrNull(row.classId) ?? fromJson('classId'),
      invoiceId: numberOrNull(row.invoiceId) ?? fromJson('invoiceId'),
      actorName: row.actorName,
      actorStaffId: row.actorStaffId,
      at: row.at,
      changed: changedFields(row.before, row.after),
    },
  };
}

/** A role's ability is one object shared by its requests: each answer is worked out once. */
const readable = new WeakMap<AppAbility, Map<Subject | 'all', boolean>>();

function mayRead(ability: AppAbility, subject: Subject | 'all'): boolean {
  let answers = readable.get(ability);
  if (!answers) {
    answers = new Map();
    readable.set(ability, answers);
  }
  let answer = answers.get(subject);
  if (answer === undefined) {
    answer = subject === 'all' ? ability.can('manage', 'all') : ability.can('read', subject);
    answers.set(subject, answer);
  }
  return answer;
}

/** Who a stream is for: what they may read, and the branches they work at (null: every branch). */
export interface LiveReader {
  ability: AppAbility;
  branchIds: ReadonlySet<number> | null;
}

/**
 * Whether `reader` may see `routed`: they must be allowed to read its subject; and an event at
 * another branch than theirs is not theirs, unless it is about a member (the desks serve every
 * branch's members, so a member's change reaches every desk that may read members).
 */
export function mayReceive(reader: LiveReader, routed: RoutedEvent): boolean {
  if (!mayRead(reader.ability, routed.subject)) return false;
  const { branchId, memberId } = routed.event;
  if (reader.branchIds === null || branchId === null || memberId !== null) return true;
  return reader.branchIds.has(branchId);
}
