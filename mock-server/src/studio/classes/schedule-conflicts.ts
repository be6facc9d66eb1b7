import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/connection';
import { staff } from '../../db/schema/core';
import { rooms } from '../../db/schema/studio';
import { businessRule, validationFailed } from '../../http/api-error';

export interface TimeSlot {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotBooking {
  centerId: number;
  /** Null for a PT session held without a room. */
  roomId: number | null;
  /** The class instructor or the PT trainer. */
  staffId: number;
  /** The input field that named the staff member, for a 400. */
  staffField: 'instructorId' | 'trainerId';
  slots: readonly TimeSlot[];
  /** The classes and sessions being replaced or edited, which do not conflict with themselves. */
  excludeClassIds?: readonly number[];
  excludePtSessionIds?: readonly number[];
}

function notIn(column: SQL, ids: readonly number[] | undefined): SQL {
  if (!ids?.length) return sql`true`;
  return sql`${column} not in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Refuses a class or PT session whose room or instructor is already taken at any of its times,
 * by a scheduled class or a scheduled or completed PT session (half-open intervals: back-to-back
 * is fine). The room and staff rows are locked first, in that order everywhere, so two desks
 * booking the same room or trainer at once are checked one after the other.
 */
export async function assertSlotsFree(tx: Transaction, booking: SlotBooking): Promise<void> {
  if (booking.roomId !== null) {
    const [room] = await tx
      .select({ id: rooms.id, active: rooms.active })
      .from(rooms)
      .where(and(eq(rooms.id, booking.roomId), eq(rooms.centerId, booking.centerId)))
      .for('update');
    if (!room?.active) throw validationFailed({ roomId: 'Choose an active room of this branch.' });
  }
  const [person] = await tx
    .select({ id: staff.id, active: staff.active })
    .from(staff)
    .where(eq(staff.id, booking.staffId))
    .for('no key update');
  if (!person?.active) throw validationFailed({ [booking.staffField]: 'Choose an active staff member.' });
  if (booking.slots.length === 0) return;

  const slots = sql.join(
    booking.slots.map(
      (slot) => sql`(${slot.startsAt.toISOString()}::timestamptz, ${slot.endsAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const classFree = notIn(sql`c.id`, booking.excludeClassIds);
  const sessionFree = notIn(sql`p.id`, booking.excludePtSessionIds);
  const overlapsClass = (who: SQL) => sql`exists (
    select 1 from classes c join slots on c.starts_at < slots.e and c.ends_at > slots.s
    where ${who} and c.status = 'scheduled' and ${classFree})`;
  const overlapsSession = (who: SQL) => sql`exists (
    select 1 from pt_sessions p join slots on p.starts_at < slots.e and p.ends_at > slots.s
    where ${who} and p.status in ('scheduled', 'completed') and ${sessionFree})`;
  const roomId = booking.roomId ?? 0;
  const [found] = await queryRows<{ room_taken: boolean; staff_busy: boolean }>(
    tx,
    sql`with slots(s, e) as (values ${slots})
      select
        (${overlapsClass(sql`c.room_id = ${roomId}`)} or ${overlapsSession(sql`p.room_id = ${roomId}`)}) as room_taken,
        (${overlapsClass(sql`c.instructor_id = ${booking.staffId}`)}
          or ${overlapsSession(sql`p.trainer_id = ${booking.staffId}`)}) as staff_busy`,
  );
  if (booking.roomId !== null && found?.room_taken) {
    throw businessRule(DOMAIN_CODES.roomTaken, 'The room is already booked at that time.');
  }
  if (found?.staff_busy) {
    throw businessRule(DOMAIN_CODES.instructorBusy, 'The instructor or trainer is busy at that time.');
  }
}
