import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../connection';
import { members } from '../schema';
import { invoiceLines, invoices, membershipFreezes, memberships, payments, refunds } from '../schema/studio';

/**
 * A row of `table` (aliased `alias`) as a jsonb object in the shape the API's writes log it: the
 * row as drizzle returns it, keyed by property name, timestamps as JSON.stringify writes a Date.
 */
function loggedRow(table: PgTable, alias: string): string {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = `${alias}.${column.name}`;
    const json =
      column.columnType === 'PgTimestamp'
        ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : value;
    return `'${key}', ${json}`;
  });
  // jsonb_build_object takes at most 100 arguments: 25 columns a call.
  const chunks: string[] = [];
  for (let start = 0; start < pairs.length; start += 25) {
    chunks.push(`jsonb_build_object(${pairs.slice(start, start + 25).join(', ')})`);
  }
  return chunks.join(' || ');
}

const utc = (value: string) => `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The audit history of the seeded studio, written as the API's own writes log it (see recordAudit
 * in the member, invoice, payment and membership writes): each member's record created; each
 * invoice created as a draft and issued, with the memberships it sold; each payment and refund
 * (logged on the payment or refund and on the invoice, with the invoice's paid amount and status
 * before and after); each void; each freeze and the early end of a freeze; each cancelled
 * membership. Dated when it happened, never after `referenceDate`, by the staff member the seed
 * names for it (none for the member records, which the seed imports). One statement, in time
 * order (a member's events of one minute in the order the API writes them), so the log's ids follow
 * the order of events as the API's would.
 */
export async function seedAuditLog(tx: Transaction, referenceDate: Date): Promise<void> {
  const member = loggedRow(members, 'm');
  const invoice = loggedRow(invoices, 'i');
  const line = loggedRow(invoiceLines, 'l');
  const membership = loggedRow(memberships, 'ms');
  const payment = loggedRow(payments, 'p');
  const refund = loggedRow(refunds, 'r');
  const lineTable = getTableName(invoiceLines);
  const freezeTable = getTableName(membershipFreezes);
  const ref: SQL = sql`${referenceDate.toISOString()}::timestamptz`;
  await tx.execute(sql`
    with
    inv as (
      select b.*, b.final || jsonb_build_object(
               'number', null, 'status', 'draft', 'issuedOn', null, 'paid', 0, 'voidReason', null,
               'voidedAt', null, 'voidedById', null, 'version', 1, 'updatedAt', ${sql.raw(utc('b.created_at'))}
             ) as draft
        from (
          select i.id, i.member_id, i.created_at, i.created_by_id, i.voided_at, i.voided_by_id, i.status, i.total,
                 (${sql.raw(invoice)}) as final
            from invoices i
        ) b
    ),
    lines as (
      select l.invoice_id, jsonb_agg(${sql.raw(line)} order by l.position) as lines
        from ${sql.raw(lineTable)} l group by l.invoice_id
    ),
    issued as (
      select inv.*, draft || jsonb_build_object(
               'number', final->'number', 'status', 'issued', 'issuedOn', final->'issuedOn', 'version', 2
             ) as issued
        from inv where status <> 'draft'
    ),
    money as (
      select invoice_id, at, actor, kind, entity_id, logged, delta,
             sum(delta) over w as paid_after, row_number() over w as step
        from (
          select p.invoice_id, p.paid_at as at, p.staff_id as actor, 'payment' as kind, p.id as entity_id,
                 (${sql.raw(payment)}) as logged, p.amount as delta
            from payments p
          union all
          select r.invoice_id, r.refunded_at, r.staff_id, 'refund', r.id, (${sql.raw(refund)}), -r.amount
            from refunds r
        ) moves
      window w as (partition by invoice_id order by at, kind, entity_id)
    ),
    money_states as (
      select money.*, issued.issued, issued.member_id,
             case when paid_after - delta >= issued.total then 'paid' when paid_after - delta > 0 then 'partial'
                  else 'issued' end as status_before,
             case when paid_after >= issued.total then 'paid' when paid_after > 0 then 'partial' else 'issued' end
               as status_after
        from money join issued on issued.id = money.invoice_id
    ),
    frozen as (
      select membership_id, sum(coalesce(ended_on, to_date + 1) - from_date)::int as days
        from ${sql.raw(freezeTable)} group by membership_id
    ),
    sold as (
      select ms.id, ms.member_id, ms.created_at, ms.sold_by_id, ms.status, ms.cancelled_at, ms.invoice_id,
             ms.center_id, (${sql.raw(membership)}) as final, coalesce(frozen.days, 0) as frozen_days
        from memberships ms left join frozen on frozen.membership_id = ms.id
    ),
    sold_states as (
      select sold.*, final || jsonb_build_object(
               'endDate', to_char((final->>'endDate')::date - frozen_days, 'YYYY-MM-DD'), 'status', 'active',
               'cancelReason', null, 'cancelledAt', null, 'version', 1, 'updatedAt', ${sql.raw(utc('sold.created_at'))}
             ) as created
        from sold
    ),
    freezes as (
      select f.id, f.membership_id, s.member_id, f.created_at, f.created_by_id, f.ended_on, c.timezone, s.created,
             (s.created->>'endDate')::date
               + coalesce(sum(coalesce(f.ended_on, f.to_date + 1) - f.from_date)
                   over (partition by f.membership_id order by f.from_date, f.id
                         rows between unbounded preceding and 1 preceding), 0)::int as end_before,
             f.to_date + 1 - f.from_date as full_days,
             coalesce(f.ended_on, f.to_date + 1) - f.from_date as kept_days
        from ${sql.raw(freezeTable)} f
        join sold_states s on s.id = f.membership_id
        join centers c on c.id = s.center_id
    ),
    events (at, member_id, rank, actor, action, entity, entity_id, before, after) as (
      select m.created_at, m.id, 0, null::int, 'create', 'members', m.id, null::jsonb, ${sql.raw(member)}
        from members m
      union all
      select inv.created_at, inv.member_id, 1, inv.created_by_id, 'create', 'invoices', inv.id, null,
             inv.draft || jsonb_build_object('lines', coalesce(lines.lines, '[]'::jsonb))
        from inv left join lines on lines.invoice_id = inv.id
      union all
      select created_at, member_id, 2, sold_by_id, 'create', 'memberships', id, null, created
        from sold_states where invoice_id is not null
      union all
      select created_at, member_id, 3, created_by_id, 'issue', 'invoices', id, draft, issued
        from issued
      union all
      select f.created_at, f.member_id, 4, f.created_by_id, 'freeze', 'memberships', f.membership_id,
             f.created || jsonb_build_object('endDate', to_char(f.end_before, 'YYYY-MM-DD')),
             f.created || jsonb_build_object('endDate', to_char(f.end_before + f.full_days, 'YYYY-MM-DD'))
        from freezes f
      union all
      select (f.ended_on + time '09:00') at time zone f.timezone, f.member_id, 4, f.created_by_id, 'unfreeze', 'memberships',
             f.membership_id,
             f.created || jsonb_build_object('endDate', to_char(f.end_before + f.full_days, 'YYYY-MM-DD')),
             f.created || jsonb_build_object('endDate', to_char(f.end_before + f.kept_days, 'YYYY-MM-DD'))
        from freezes f where f.ended_on is not null
      union all
      select s.cancelled_at, s.member_id, 4,
             (select r.staff_id from refunds r where r.invoice_id = s.invoice_id and r.refunded_at = s.cancelled_at
               order by r.id limit 1),
             'cancel', 'memberships', s.id, s.final || jsonb_build_object(
               'status', 'active', 'cancelReason', null, 'cancelledAt', null), s.final
        from sold_states s where s.status = 'cancelled' and s.cancelled_at is not null
      union all
      select at, member_id, 5, actor, 'create', case kind when 'payment' then 'payments' else 'refunds' end, entity_id,
             null, logged
        from money_states
      union all
      select at, member_id, 6, actor, kind, 'invoices', invoice_id,
             issued || jsonb_build_object('paid', paid_after - delta, 'status', status_before, 'version', step + 1,
                                          'updatedAt', ${sql.raw(utc('at'))}),
             issued || jsonb_build_object('paid', paid_after, 'status', status_after, 'version', step + 2,
                                          'updatedAt', ${sql.raw(utc('at'))})
        from money_states
      union all
      select inv.voided_at, inv.member_id, 7, inv.voided_by_id, 'void', 'invoices', inv.id, issued.issued, inv.final
        from inv join issued on issued.id = inv.id where inv.status = 'void'
    )
    insert into audit_log (at, actor_staff_id, action, entity, entity_id, before, after)
    select least(at, ${ref}), actor, action, entity, entity_id::text, before, after
      from events
     order by least(at, ${ref}), member_id, rank, entity, entity_id`);
}
