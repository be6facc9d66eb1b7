import { asc, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Transaction } from '../connection';
import { centers, members, staff } from '../schema';
import { seedAuditLog } from './seed-audit-log';
import { seedReversedPayment } from './seed-reversal';
import { generateStudioSeed } from './studio/generate-studio-seed';
import { STUDIO_SEED_INSERT_ORDER } from './studio/seed-basics';

/**
 * Rows per insert statement. Each statement binds one parameter (the rows as a JSON array), so
 * PostgreSQL's limit of 65,535 bind parameters never applies; the chunk only bounds the size of
 * that one value (about 2 MB for the widest table).
 */
export const ROWS_PER_INSERT = 5_000;

/**
 * The studio half of the demo data, on top of the core seed in the same transaction.
 *
 * Reference date policy: the studio is seeded relative to `referenceDate`, by default the moment
 * the seed runs (see seedIfEmpty), so a fresh database always shows a live studio on the day it
 * was created: a year of invoices before it, classes from eight weeks back to four weeks ahead,
 * memberships active, expiring or expired as of that day. The generator is deterministic, so the
 * rows depend only on the core rows and that instant; a test that needs identical rows passes a
 * fixed date. A database seeded earlier keeps its data and so drifts into the past.
 *
 * The generator gives explicit ids, so afterwards every serial sequence is moved past its
 * table's largest id and the API's own inserts get fresh ids.
 *
 * Returns the number of rows inserted per table.
 */
export async function seedStudio(tx: Transaction, referenceDate: Date): Promise<Record<string, number>> {
  // One after the other: a transaction is one connection.
  const centerRows = await tx
    .select({ id: centers.id, timezone: centers.timezone })
    .from(centers)
    .orderBy(asc(centers.id));
  const staffRows = await tx
    .select({ id: staff.id, isTrainer: staff.isTrainer, active: staff.active })
    .from(staff)
    .orderBy(asc(staff.id));
  const memberRows = await tx
    .select({ id: members.id, homeCenterId: members.homeCenterId, joinedAt: members.joinedAt })
    .from(members)
    .orderBy(asc(members.id));
  const seed = generateStudioSeed({
    centers: centerRows,
    staff: staffRows,
    members: memberRows,
    referenceDate,
  });

  const counts: Record<string, number> = {};
  for (const [key, table] of STUDIO_SEED_INSERT_ORDER) {
    const rows = seed[key] as Record<string, unknown>[];
    await bulkInsert(tx, table, rows);
    counts[getTableName(table)] = rows.length;
  }
  await moveJoinDatesBeforeFirstSale(tx);
  await seedAuditLog(tx, referenceDate);
  await resetSerialSequences(tx);
  await seedReversedPayment(tx, referenceDate);
  return counts;
}

/**
 * The core seed draws join dates at random; a member joins before their first membership or
 * invoice, so a join date after those moves to an hour before the first of them (days in the
 * selling branch's time zone).
 */
async function moveJoinDatesBeforeFirstSale(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    with firsts as (
      select member_id, min(at) as first_at from (
        select ms.member_id, least(ms.created_at, ms.start_date::timestamp at time zone c.timezone) as at
          from memberships ms join centers c on c.id = ms.center_id
        union all
        select i.member_id, least(i.created_at, coalesce(i.issued_on, i.created_at::date)::timestamp at time zone c.timezone)
          from invoices i join centers c on c.id = i.center_id
      ) sales group by member_id
    )
    update members m
       set joined_at = f.first_at - interval '1 hour',
           created_at = least(m.created_at, f.first_at - interval '1 hour')
      from firsts f
     where f.member_id = m.id and m.joined_at > f.first_at - interval '1 hour'`);
}

/**
 * Inserts rows (drizzle insert objects, keyed by property name) with
 * `insert ... select from json_populate_recordset(...)`: about twice as fast as drizzle's
 * multi-row VALUES on PGlite, where building and binding tens of thousands of parameters
 * dominates. As with drizzle, a property that is absent or undefined takes the column's default:
 * rows are grouped by the properties they set and each group names only those columns.
 */
export async function bulkInsert(
  tx: Transaction,
  table: PgTable,
  rows: Record<string, unknown>[],
): Promise<void> {
  const columns = getTableColumns(table);
  const groups = new Map<string, { keys: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((key) => row[key] !== undefined && key in columns);
    const shape = keys.join(',');
    const group = groups.get(shape) ?? { keys, rows: [] };
    group.rows.push(row);
    groups.set(shape, group);
  }
  for (const { keys, rows: groupRows } of groups.values()) {
    const names = keys.map((key) => columns[key]?.name ?? key);
    const columnList = sql.raw(names.map(quoteIdentifier).join(', '));
    for (let start = 0; start < groupRows.length; start += ROWS_PER_INSERT) {
      // Dates become ISO strings and arrays JSON arrays, which json_populate_recordset reads
      // into timestamptz and PostgreSQL arrays; jsonb columns take the nested value as it is.
      const json = JSON.stringify(
        groupRows
          .slice(start, start + ROWS_PER_INSERT)
          .map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key]]))),
      );
      await tx.execute(
        sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${json}::json)`,
      );
    }
  }
}

/** Sets every serial sequence of the public schema so that its next value is max(column) + 1. */
export async function resetSerialSequences(tx: Transaction): Promise<void> {
  const serials = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'
        order by table_name, column_name`,
  );
  if (serials.length === 0) return;
  // One statement for all of them: a round trip per table would cost more than the work.
  const resets = serials.map(({ table_name: table, column_name: column }) => {
    const qualified = `public.${quoteIdentifier(table)}`;
    return sql.raw(
      `setval(pg_get_serial_sequence(${quoteLiteral(qualified)}, ${quoteLiteral(column)}), ` +
        `coalesce((select max(${quoteIdentifier(column)}) from ${qualified}), 0) + 1, false)`,
    );
  });
  await tx.execute(sql`select ${sql.join(resets, sql`, `)}`);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
