import type { MemberStatus } from '@cloudfit/shared/schemas/member.schema';
import { EXPIRING_WITHIN_DAYS } from '@cloudfit/shared/schemas/membership.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, preparedQuery, queryPrepared } from '../../db/connection';
import { members } from '../../db/schema/core';

/**
 * A membership's state on its center's today, in the order of `membershipStateOn`
 * (shared/src/domain/membership-period.ts): cancelled, not started, expired, frozen, used up, expiring, active.
 * A freeze ended early covers the days before `ended_on`.
 */
const membershipState = sql.raw(`case
  when ms.status = 'cancelled' then 'cancelled'
  when (now() at time zone mc.timezone)::date < ms.start_date then 'not_started'
  when (now() at time zone mc.timezone)::date > ms.end_date then 'expired'
  when exists (
    select 1 from membership_freezes f
    where f.membership_id = ms.id
      and f.from_date <= (now() at time zone mc.timezone)::date
      and (now() at time zone mc.timezone)::date <= coalesce(f.ended_on - 1, f.to_date)
  ) then 'frozen'
  when ms.kind <> 'time' and coalesce(ms.credits_remaining, 0) <= 0 then 'used_up'
  when ms.end_date - (now() at time zone mc.timezone)::date <= ${EXPIRING_WITHIN_DAYS} then 'expiring'
  else 'active'
end`);

/** Whether the member has a membership in one of `states` today, as SQL. */
type HasMembershipIn = (states: readonly string[]) => SQL;

function hasMembershipIn(memberId: SQL): HasMembershipIn {
  return (states) => sql`exists (
    select 1 from memberships ms join centers mc on mc.id = ms.center_id
    where ms.member_id = ${memberId} and ${membershipState} in (${sql.join(
      states.map((state) => sql`${state}`),
      sql`, `,
    )}))`;
}

/** What the member owes, as at the check-in desk: issued invoices (not drafts, not void) less refunds and payments. */
function owesMoney(memberId: SQL): SQL {
  return sql`(select coalesce(sum(i.total - i.refunded - i.paid), 0) from invoices i
    where i.member_id = ${memberId} and i.status not in ('draft', 'void')) > 0`;
}

/**
 * Each status as a condition on a member, so that the list filters by it. The membership statuses:
 * active when a membership runs today and the member is covered past the next 14 days (one running
 * beyond them, or a renewal waiting to start); expiring when what runs today ends within them and
 * nothing follows; expired when memberships existed but none runs, is frozen or waits to start (out
 * of days or of credits); frozen when one is frozen today; no membership when none that is not
 * cancelled exists. Owes money is independent of them.
 */
function statusCondition(status: MemberStatus, memberId: SQL, has: HasMembershipIn): SQL {
  switch (status) {
    case 'active':
      return sql`(${has(['active'])} or (${has(['expiring'])} and ${has(['not_started'])}))`;
    case 'expiring':
      return sql`(${has(['expiring'])} and not ${has(['active', 'not_started'])})`;
    case 'expired':
      return sql`(${has(['expired', 'used_up'])} and not ${has(['active', 'expiring', 'frozen', 'not_started'])})`;
    case 'frozen':
      return has(['frozen']);
    case 'no_membership':
      return sql`not exists (select 1 from memberships ms where ms.member_id = ${memberId} and ms.status <> 'cancelled')`;
    case 'owes_money':
      return owesMoney(memberId);
  }
}

/** The `?status=` filter of the member list. */
export function memberStatusFilter(status: MemberStatus): SQL {
  const memberId = sql`${members.id}`;
  return statusCondition(status, memberId, hasMembershipIn(memberId));
}

const STATUS_ORDER: readonly MemberStatus[] = [
  'active',
  'expiring',
  'expired',
  'frozen',
  'no_membership',
  'owes_money',
];

const pageMemberId = sql.raw('m.id');
const pageIds = sql`${sql.placeholder('ids')}::int[]`;
const amongPageStates: HasMembershipIn = (states) =>
  sql`s.states && array[${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )}]::text[]`;

/**
 * The statuses of a page's members (`ids`, an int[] literal) today, one row per member. Each
 * membership's state is worked out once, into `s.states`: written as the list filter's `exists` per
 * status, the query took PostgreSQL 10 to 20 ms to plan on PGlite, more than the whole list.
 */
const memberStatusesQuery = preparedQuery(
  'member_statuses',
  // The page's memberships are read and joined to their centers once, not once per member.
  sql`with page_states as (
      select ms.member_id, array_agg(${membershipState}) as states,
        max(case when ${membershipState} = 'expiring'
          then ms.end_date - (now() at time zone mc.timezone)::date end) as expires_in_days
      from memberships ms join centers mc on mc.id = ms.center_id
      where ms.member_id = any(${pageIds})
      group by ms.member_id
    )
    select m.id, ${sql.join(
      STATUS_ORDER.map(
        (status) =>
          sql`${statusCondition(status, pageMemberId, amongPageStates)} as ${sql.identifier(status)}`,
      ),
      sql`, `,
    )}, p.expires_in_days
    from unnest(${pageIds}) as m(id)
    left join page_states p on p.member_id = m.id
    cross join lateral (select coalesce(p.states, '{}') as states) s`,
);

/** A member's statuses today and, with Expiring, the days until the last current membership ends. */
export interface MemberStanding {
  statuses: MemberStatus[];
  expiresInDays: number | null;
}

/** The standing of each of a page's members today, in one query; members with none get no statuses. */
export async function memberStandingsOf(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<number, MemberStanding>> {
  const standings = new Map<number, MemberStanding>(
    memberIds.map((id) => [id, { statuses: [], expiresInDays: null }]),
  );
  if (memberIds.length === 0) return standings;
  const rows = await queryPrepared<
    { id: number; expires_in_days: number | null } & Record<MemberStatus, boolean>
  >(db, memberStatusesQuery, { ids: `{${memberIds.join(',')}}` });
  for (const row of rows) {
    const statuses = STATUS_ORDER.filter((status) => row[status]);
    const expiring = statuses.includes('expiring') && row.expires_in_days !== null;
    standings.set(Number(row.id), { statuses, expiresInDays: expiring ? Number(row.expires_in_days) : null });
  }
  return standings;
}

/** The statuses of each of a page's members today; members with none get `[]`. */
export async function memberStatusesOf(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<number, MemberStatus[]>> {
  const standings = await memberStandingsOf(db, memberIds);
  return new Map([...standings].map(([id, { statuses }]) => [id, statuses]));
}

/** The list's items with their statuses (and the days until an expiring membership ends), in the same order. */
export async function withMemberStatuses<Item extends { id: number }>(
  db: Database,
  items: readonly Item[],
): Promise<(Item & MemberStanding)[]> {
  const standings = await memberStandingsOf(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => ({
    ...item,
    ...(standings.get(item.id) ?? { statuses: [], expiresInDays: null }),
  }));
}
