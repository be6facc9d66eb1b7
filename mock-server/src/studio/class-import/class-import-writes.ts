import { zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import {
  CLASS_IMPORT_MESSAGES,
  type ClassImportConflict,
  type ClassImportProblem,
  type ClassImportRequest,
  type ClassImportResult,
  type ClassImportRow,
  type ClassImportUndo,
  type ClassImportUndoResult,
  classImportRowSchema,
} from '@cloudfit/shared/schemas/class-import.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import { type Database, queryRows, type Transaction } from '../../db/connection';
import { auditLog, centers, staff } from '../../db/schema/core';
import { bookings, classes, rooms } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { validationFailed } from '../../http/api-error';

/** A row that passed its own checks, with names resolved and times placed in the branch's zone. */
interface PlannedClass {
  row: number;
  fields: ClassImportRow;
  roomId: number;
  instructorId: number;
  startsAt: Date;
  endsAt: Date;
}

type RowProblems = Map<number, { fields: Record<string, string>; conflicts: ClassImportConflict[] }>;

function problemsOf(problems: RowProblems, row: number) {
  let entry = problems.get(row);
  if (!entry) {
    entry = { fields: {}, conflicts: [] };
    problems.set(row, entry);
  }
  return entry;
}

const normalName = (name: string) => name.trim().toLowerCase();

/** Active rooms of the branch by lower-cased name. */
async function roomsByName(tx: Transaction, centerId: number): Promise<Map<string, number>> {
  const found = await tx
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.centerId, centerId), eq(rooms.active, true)));
  return new Map(found.map((room) => [normalName(room.name), room.id]));
}

/** Active staff named by the file, by lower-cased email and by lower-cased full name (names may repeat). */
async function staffByNameOrEmail(tx: Transaction, names: readonly string[]) {
  const byKey = new Map<string, number[]>();
  if (names.length === 0) return byKey;
  const found = await tx
    .select({ id: staff.id, email: staff.email, fullName: staff.fullName })
    .from(staff)
    .where(
      and(
        eq(staff.active, true),
        sql`(lower(${staff.email}) in ${names} or lower(${staff.fullName}) in ${names})`,
      ),
    );
  for (const person of found) {
    for (const key of new Set([normalName(person.email), normalName(person.fullName)])) {
      byKey.set(key, [...(byKey.get(key) ?? []), person.id]);
    }
  }
  return byKey;
}

/** Checks each row alone: its fields, then its room and instructor names. */
async function planRows(
  tx: Transaction,
  input: ClassImportRequest,
  timeZone: string,
  problems: RowProblems,
): Promise<PlannedClass[]> {
  const parsed = input.rows.map((cells, index) => {
    const row = index + 1;
    // A NUL character (left by some spreadsheet exports) cannot be stored or searched for: dropped.
    const result = classImportRowSchema.safeParse(
      Object.fromEntries(
        Object.entries(cells).map(([field, cell]) => [
          field,
          typeof cell === 'string' ? cell.replaceAll('\u0000', '') : cell,
        ]),
      ),
    );
    if (result.success) return { row, fields: result.data };
    const fieldErrors = problemsOf(problems, row).fields;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      fieldErrors[field] ??= issue.message;
    }
    return null;
  });
  const valid = parsed.filter((entry) => entry !== null);
  const roomIds = await roomsByName(tx, input.centerId);
  const staffIds = await staffByNameOrEmail(tx, [
    ...new Set(valid.map((entry) => normalName(entry.fields.instructor))),
  ]);
  const planned: PlannedClass[] = [];
  const now = Date.now();
  for (const { row, fields } of valid) {
    const startsAt = zonedTimeToInstant(fields.date, fields.startTime, timeZone);
    // Nobody could book such a class, and it would sit in the past reports as if it had been held.
    if (startsAt.getTime() <= now) problemsOf(problems, row).fields.date = CLASS_IMPORT_MESSAGES.startsInPast;
    const roomId = roomIds.get(normalName(fields.room));
    const instructorIds = staffIds.get(normalName(fields.instructor)) ?? [];
    if (roomId === undefined) problemsOf(problems, row).fields.room = CLASS_IMPORT_MESSAGES.unknownRoom;
    if (instructorIds.length === 0) {
      problemsOf(problems, row).fields.instructor = CLASS_IMPORT_MESSAGES.unknownInstructor;
    } else if (instructorIds.length > 1) {
      problemsOf(problems, row).fields.instructor = CLASS_IMPORT_MESSAGES.ambiguousInstructor;
    }
    if (roomId === undefined || instructorIds.length !== 1) continue;
    planned.push({
      row,
      fields,
      roomId,
      instructorId: instructorIds[0]!,
      startsAt,
      endsAt: zonedTimeToInstant(fields.date, fields.endTime, timeZone),
    });
  }
  return planned;
}

/** Two rows of the file in the same room, or with the same instructor, at overlapping times. */
function conflictsBetweenRows(planned: readonly PlannedClass[], problems: RowProblems): void {
  for (const [index, first] of planned.entries()) {
    for (const second of planned.slice(index + 1)) {
      if (first.startsAt >= second.endsAt || second.startsAt >= first.endsAt) continue;
      const codes = [
        ...(first.roomId === second.roomId ? (['room_taken'] as const) : []),
        ...(first.instructorId === second.instructorId ? (['instructor_busy'] as const) : []),
      ];
      for (const code of codes) {
        for (const [row, other] of [
          [first, second],
          [second, first],
        ] as const) {
          problemsOf(problems, row.row).conflicts.push({
            code,
            otherRow: other.row,
            classId: null,
            ptSessionId: null,
            title: other.fields.title,
            startsAt: other.startsAt.toISOString(),
            endsAt: other.endsAt.toISOString(),
          });
        }
      }
    }
  }
}

interface ExistingConflictRow {
  row_number: number;
  code: ClassImportConflict['code'];
  class_id: number | null;
  pt_session_id: number | null;
  title: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
}

/**
 * Rows whose room or instructor is taken by a scheduled class or by a scheduled or completed PT
 * session (the same rule as a class created by hand; half-open intervals, so back-to-back is fine).
 */
async function conflictsWithTimetable(
  tx: Transaction,
  planned: readonly PlannedClass[],
  problems: RowProblems,
): Promise<void> {
  if (planned.length === 0) return;
  const slots = sql.join(
    planned.map(
      (entry) =>
        sql`(${entry.row}::int, ${entry.startsAt.toISOString()}::timestamptz, ${entry.endsAt.toISOString()}::timestamptz, ${entry.roomId}::int, ${entry.instructorId}::int)`,
    ),
    sql`, `,
  );
  const found = await queryRows<ExistingConflictRow>(
    tx,
    sql`with slots(row_number, s, e, room_id, staff_id) as (values ${slots})
      select slots.row_number, 'room_taken' as code, c.id as class_id, null::int as pt_session_id, c.title,
          c.starts_at, c.ends_at
        from slots join classes c on c.room_id = slots.room_id and c.starts_at < slots.e and c.ends_at > slots.s
        where c.status = 'scheduled'
      union all
      select slots.row_number, 'instructor_busy', c.id, null, c.title, c.starts_at, c.ends_at
        from slots join classes c on c.instructor_id = slots.staff_id and c.starts_at < slots.e and c.ends_at > slots.s
        where c.status = 'scheduled'
      union all
      select slots.row_number, 'room_taken', null, p.id, null, p.starts_at, p.ends_at
        from slots join pt_sessions p on p.room_id = slots.room_id and p.starts_at < slots.e and p.ends_at > slots.s
        where p.status in ('scheduled', 'completed')
      union all
      select slots.row_number, 'instructor_busy', null, p.id, null, p.starts_at, p.ends_at
        from slots join pt_sessions p on p.trainer_id = slots.staff_id and p.starts_at < slots.e and p.ends_at > slots.s
        where p.status in ('scheduled', 'completed')
      order by 1, 6, 3, 4`,
  );
  for (const conflict of found) {
    problemsOf(problems, Number(conflict.row_number)).conflicts.push({
      code: conflict.code,
      otherRow: null,
      classId: conflict.class_id,
      ptSessionId: conflict.pt_session_id,
      title: conflict.title,
      startsAt: new Date(conflict.starts_at).toISOString(),
      endsAt: new Date(conflict.ends_at).toISOString(),
    });
  }
}

/**
 * Locks the rooms, then the staff, the file uses, in id order (rooms before staff, as every
 * timetable write does), so a class booked by hand meanwhile is seen by the conflict check.
 */
async function lockRoomsAndStaff(tx: Transaction, planned: readonly PlannedClass[]): Promise<void> {
  const roomIds = [...new Set(planned.map((entry) => entry.roomId))];
  const staffIds = [...new Set(planned.map((entry) => entry.instructorId))];
  await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.id, roomIds))
    .orderBy(asc(rooms.id))
    .for('update');
  await tx
    .select({ id: staff.id })
    .from(staff)
    .where(inArray(staff.id, staffIds))
    .orderBy(asc(staff.id))
    .for('no key update');
}

/**
 * Checks every row of a class import and, unless it is a dry run or any row has a problem, creates
 * all its classes in one transaction: the file goes in whole or not at all.
 */
export async function importClasses(
  db: Database,
  input: ClassImportRequest,
  actorStaffId: number,
): Promise<ClassImportResult> {
  return withTransaction(db, async (tx) => {
    const [center] = await tx
      .select({ timezone: centers.timezone })
      .from(centers)
      .where(eq(centers.id, input.centerId));
    if (!center) throw validationFailed({ centerId: 'Choose a branch.' });

    const problems: RowProblems = new Map();
    const planned = await planRows(tx, input, center.timezone, problems);
    const writing = !input.dryRun && problems.size === 0;
    if (writing) await lockRoomsAndStaff(tx, planned);
    conflictsBetweenRows(planned, problems);
    await conflictsWithTimetable(tx, planned, problems);

    const report = {
      dryRun: input.dryRun,
      rowCount: input.rows.length,
      problems: [...problems.entries()]
        .sort(([a], [b]) => a - b)
        .map(([row, found]): ClassImportProblem => ({ row, ...found })),
    };
    if (!writing || problems.size > 0) return { ...report, imported: false, classIds: [] };

    const created = await tx
      .insert(classes)
      .values(
        planned.map((entry) => ({
          centerId: input.centerId,
          roomId: entry.roomId,
          instructorId: entry.instructorId,
          title: entry.fields.title,
          description: entry.fields.description,
          startsAt: entry.startsAt,
          endsAt: entry.endsAt,
          capacity: entry.fields.capacity,
          creditCost: entry.fields.creditCost,
        })),
      )
      .returning();
    for (const row of created) {
      await recordAudit(tx, {
        actorStaffId,
        action: 'import',
        entity: 'classes',
        entityId: row.id,
        after: row,
      });
    }
    return { ...report, imported: true, classIds: created.map((row) => row.id) };
  });
}

/**
 * Takes back an import: deletes the classes it created, all or none, while nobody has booked any
 * of them (a booked class is cancelled from the class list, which gives the credits back).
 */
export async function undoClassImport(
  db: Database,
  input: ClassImportUndo,
  actorStaffId: number,
): Promise<ClassImportUndoResult> {
  const ids = [...new Set(input.classIds)];
  return withTransaction(db, async (tx) => {
    const locked = await tx
      .select()
      .from(classes)
      .where(inArray(classes.id, ids))
      .orderBy(asc(classes.id))
      .for('update');
    const imported = await tx
      .selectDistinct({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'classes'),
          eq(auditLog.action, 'import'),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      );
    if (locked.length !== ids.length || imported.length !== ids.length) {
      throw validationFailed({ classIds: CLASS_IMPORT_MESSAGES.undoNotImported });
    }
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.classId, ids))
      .limit(1);
    if (booked) throw validationFailed({ classIds: CLASS_IMPORT_MESSAGES.undoBooked });
    await tx.delete(classes).where(inArray(classes.id, ids));
    for (const row of locked) {
      await recordAudit(tx, {
        actorStaffId,
        action: 'delete',
        entity: 'classes',
        entityId: row.id,
        before: row,
      });
    }
    return { removed: locked.length };
  });
}
