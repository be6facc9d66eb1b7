import type { PersonalTrainingReport, PersonalTrainingRow } from '@cloudfit/shared/schemas/report.schema';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/connection';
import { centerCondition, instantInRange, publicRange, resolveRange, toNumber } from './report-range';

export const PERSONAL_TRAINING_DEFINITIONS = {
  sessions: 'PT sessions whose start falls on a day in the range (studio time zone), at the chosen branch.',
  scheduled: 'Sessions still scheduled: neither completed, cancelled nor marked no-show.',
  completed: 'Sessions completed (each used one session of the PT package).',
  cancelled: 'Sessions cancelled.',
  noShow: 'Sessions the member did not come to.',
  value:
    "Value delivered: for each completed session, the price paid for its PT package divided by the package's sessions, rounded to a minor unit; summed.",
};

interface TrainerRow {
  trainer_id: number;
  trainer_name: string;
  scheduled: number;
  completed: number;
  cancelled: number;
  no_show: number;
  sessions: number;
  value: unknown;
}

export async function personalTrainingReport(
  db: Database,
  query: { from?: string; to?: string; centerId?: number },
): Promise<PersonalTrainingReport> {
  const range = await resolveRange(db, query);
  const rows = await queryRows<TrainerRow>(
    db,
    sql`select s.trainer_id, st.full_name as trainer_name,
          (count(*) filter (where s.status = 'scheduled'))::int as scheduled,
          (count(*) filter (where s.status = 'completed'))::int as completed,
          (count(*) filter (where s.status = 'cancelled'))::int as cancelled,
          (count(*) filter (where s.status = 'no_show'))::int as no_show,
          count(*)::int as sessions,
          coalesce(sum(round(ms.price_paid::numeric / nullif(ms.credits_total, 0)))
            filter (where s.status = 'completed'), 0)::text as value
        from pt_sessions s
        join memberships ms on ms.id = s.membership_id
        join staff st on st.id = s.trainer_id
        where ${instantInRange(sql.raw('s.starts_at'), range)} and ${centerCondition(sql.raw('s.center_id'), range)}
        group by s.trainer_id, st.full_name
        order by st.full_name, s.trainer_id`,
  );
  const items = rows.map(
    (row): PersonalTrainingRow => ({
      trainerId: row.trainer_id,
      trainerName: row.trainer_name,
      scheduled: row.scheduled,
      completed: row.completed,
      cancelled: row.cancelled,
      noShow: row.no_show,
      sessions: row.sessions,
      value: toNumber(row.value),
    }),
  );
  const sum = (pick: (row: PersonalTrainingRow) => number) =>
    items.reduce((total, row) => total + pick(row), 0);
  return {
    range: publicRange(range),
    currency: range.currency,
    definitions: PERSONAL_TRAINING_DEFINITIONS,
    totals: {
      scheduled: sum((row) => row.scheduled),
      completed: sum((row) => row.completed),
      cancelled: sum((row) => row.cancelled),
      noShow: sum((row) => row.noShow),
      sessions: sum((row) => row.sessions),
      value: sum((row) => row.value),
    },
    rows: items,
  };
}
