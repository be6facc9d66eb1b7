import type { TestServer } from '../../test-support/test-server';

/*
 * Rows the timetable and front-desk tests build for themselves, so that they do not depend on
 * which seeded classes, rooms or memberships happen to be free on the day the template was seeded.
 */

export interface ScheduleFixture {
  centerId: number;
  roomId: number;
  instructorId: number;
}

/** A room and an instructor nobody else uses, at center 1. */
export async function createRoomAndInstructor(server: TestServer, tag: string): Promise<ScheduleFixture> {
  const [room] = await server.query<{ id: number }>(
    `insert into rooms (center_id, name, capacity) values (1, $1, 60) returning id`,
    [`Test room ${tag}`],
  );
  const [instructor] = await server.query<{ id: number }>(
    `insert into staff (email, username, full_name, password_hash, is_trainer)
     values ($1, $2, $3, 'not-a-hash', true) returning id`,
    [`${tag}@test.example`, `test-${tag}`, `Coach ${tag}`],
  );
  return { centerId: 1, roomId: room!.id, instructorId: instructor!.id };
}

export interface MemberFixture {
  memberIds: number[];
  membershipIds: number[];
}

/**
 * `count` new members at center 1, each with one active membership of `kind` running from a
 * month ago to two months ahead (`credits` for a pack, with its sale in the credit ledger).
 */
export async function createMembersWithMemberships(
  server: TestServer,
  prefix: string,
  count: number,
  kind: 'time' | 'sessions' | 'pt',
  credits: number | null,
  trainerId: number | null = null,
): Promise<MemberFixture> {
  await server.query(
    `insert into members (member_number, first_name, last_name, home_center_id)
     select $1 || lpad(g::text, 4, '0'), 'Test', $1 || ' ' || g, 1 from generate_series(1, $2::int) g`,
    [prefix, count],
  );
  const rows = await server.query<{ member_id: number; id: number }>(
    `insert into memberships (member_id, package_id, kind, center_id, start_date, end_date, credits_total,
       credits_remaining, trainer_id, price_paid)
     select m.id, (select id from packages where kind = $2 order by id limit 1), $2, 1,
       current_date - 30, current_date + 60, $3::int, $3::int, $4::int, 0
     from members m where m.member_number like $1 || '%' order by m.id
     returning member_id, id`,
    [prefix, kind, credits, trainerId],
  );
  if (credits !== null) {
    await server.query(
      `insert into membership_credit_movements (membership_id, delta, reason)
       select id, credits_total, 'sale' from memberships m
       where m.member_id in (select id from members where member_number like $1 || '%')`,
      [prefix],
    );
  }
  rows.sort((a, b) => a.member_id - b.member_id);
  return { memberIds: rows.map((row) => row.member_id), membershipIds: rows.map((row) => row.id) };
}

/** An ISO instant `days` days and `hours` hours from now, on a whole minute. */
export function fromNow(days: number, hours = 0): string {
  const at = new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}
