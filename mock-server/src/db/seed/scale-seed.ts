import { sql } from 'drizzle-orm';
import { type DatabaseHandle, type DatabaseLocation, openDatabase, queryRows } from '../connection';
import { danglingReferencesSql, MEMBERS_PER_CENTER, scaleSteps } from './scale/scale-steps';
import { seedIfEmpty } from './seed';
import { resetSerialSequences } from './seed-studio';

/**
 * The benchmark database: the realistic seed, then members up to `SCALE_MEMBERS` (100,000) with
 * the same history per member, built in SQL (see scale/scale-steps.ts). Never run by tests.
 *
 *   pnpm --filter mock-server seed:scale                      # PGlite in mock-server/.data/pglite-scale
 *   PGLITE_DIR=/tmp/scale pnpm --filter mock-server seed:scale
 *   DATABASE_URL=postgres://... pnpm --filter mock-server seed:scale
 *
 * A database that already has the members is left as it is.
 */
export const DEFAULT_SCALE_MEMBERS = 100_000;

export interface ScaleSeedResult {
  engine: DatabaseHandle['engine'];
  members: number;
  /** False when the database already had the members. */
  built: boolean;
  seconds: number;
  steps: { name: string; seconds: number }[];
}

async function count(handle: DatabaseHandle, table: 'members' | 'invoices'): Promise<number> {
  const [row] = await handle.rawQuery<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count ?? 0;
}

export async function seedScale(
  handle: DatabaseHandle,
  options: { targetMembers?: number; log?: (line: string) => void } = {},
): Promise<ScaleSeedResult> {
  const targetMembers = options.targetMembers ?? DEFAULT_SCALE_MEMBERS;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const elapsed = (since: number) => Math.round(performance.now() - since) / 1000;
  const steps: ScaleSeedResult['steps'] = [];

  const realisticStarted = performance.now();
  if (await seedIfEmpty(handle.db)) {
    steps.push({ name: 'realistic seed', seconds: elapsed(realisticStarted) });
    log(`realistic seed ${elapsed(realisticStarted)} s`);
  }
  const [{ max: lastMember } = { max: 0 }] = await handle.rawQuery<{ max: number }>(
    'select coalesce(max(id), 0)::int as max from members',
  );
  if (lastMember >= targetMembers) {
    return {
      engine: handle.engine,
      members: await count(handle, 'members'),
      built: false,
      seconds: 0,
      steps,
    };
  }
  const [calendar] = await queryRows<{ time_zone: string; today: string }>(
    handle.db,
    sql`select time_zone, (now() at time zone time_zone)::date::text as today from studio_settings where id = 1`,
  );
  if (!calendar) throw new Error('The realistic seed has no studio settings; the scale seed builds on it.');
  const plan = { targetMembers, today: calendar.today, timeZone: calendar.time_zone };

  await handle.db.transaction(async (tx) => {
    // Foreign-key triggers off for the bulk load when allowed (a superuser, as PGlite and the
    // throwaway cluster are); danglingReferencesSql checks every reference afterwards instead.
    const [role] = await queryRows<{ superuser: boolean }>(
      tx,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    for (const step of scaleSteps(plan)) {
      const stepStarted = performance.now();
      await tx.execute(sql.raw(step.sql));
      steps.push({ name: step.name, seconds: elapsed(stepStarted) });
      log(`${step.name.padEnd(24)} ${elapsed(stepStarted)} s`);
    }
    const checkStarted = performance.now();
    const dangling = (
      await queryRows<{ reference: string; dangling: number }>(tx, sql.raw(danglingReferencesSql()))
    ).filter((row) => row.dangling > 0);
    if (dangling.length > 0) {
      throw new Error(`The scale seed left references to nothing: ${JSON.stringify(dangling)}`);
    }
    steps.push({ name: 'check references', seconds: elapsed(checkStarted) });
    log(`${'check references'.padEnd(24)} ${elapsed(checkStarted)} s`);
    await resetSerialSequences(tx);
  });
  // VACUUM, not only ANALYZE: PGlite runs no autovacuum, and until a vacuum merges the trigram
  // indexes' pending lists every ?q= search reads them through (1 s instead of 1 ms at this size).
  const vacuumStarted = performance.now();
  await handle.rawQuery('vacuum analyze');
  steps.push({ name: 'vacuum analyze', seconds: elapsed(vacuumStarted) });
  log(`${'vacuum analyze'.padEnd(24)} ${elapsed(vacuumStarted)} s`);
  return {
    engine: handle.engine,
    members: await count(handle, 'members'),
    built: true,
    seconds: elapsed(started),
    steps,
  };
}

export function scaleLocation(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { pgliteDir: env.PGLITE_DIR || `${__dirname}/../../../.data/pglite-scale` };
}

async function main() {
  const location = scaleLocation();
  const targetMembers = Number(process.env.SCALE_MEMBERS || DEFAULT_SCALE_MEMBERS);
  if (!Number.isInteger(targetMembers) || targetMembers < MEMBERS_PER_CENTER) {
    throw new Error(`SCALE_MEMBERS must be a whole number of at least ${MEMBERS_PER_CENTER}.`);
  }
  const handle = await openDatabase(location);
  try {
    console.log(`scale seed on ${handle.engine}: ${targetMembers.toLocaleString('en')} members`);
    const result = await seedScale(handle, { targetMembers, log: (line) => console.log(`  ${line}`) });
    console.log(
      result.built
        ? `built in ${result.seconds} s: ${result.members.toLocaleString('en')} members, ${(await count(handle, 'invoices')).toLocaleString('en')} invoices`
        : `already seeded: ${result.members.toLocaleString('en')} members`,
    );
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
