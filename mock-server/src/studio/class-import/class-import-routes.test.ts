import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import { createRoomAndInstructor, type ScheduleFixture } from '../bookings/schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

let server: TestServer;
let admin: string;
let desk: string;
let place: ScheduleFixture;

const ROOM = 'Test room import';
const COACH = 'Coach import';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  place = await createRoomAndInstructor(server, 'import');
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

async function importFile(rows: Record<string, unknown>[], dryRun: boolean, token = admin) {
  const response = await server.request('/api/v1/classes/import', {
    method: 'POST',
    token,
    body: { centerId: place.centerId, dryRun, rows },
  });
  return { status: response.status, body: await response.json() };
}

/** A calendar day far enough ahead that no seeded class is there, `offset` days apart per test. */
function day(offset: number): string {
  return new Date(Date.now() + (200 + offset) * 86_400_000).toISOString().slice(0, 10);
}

function row(date: string, startTime: string, endTime: string, changes: Record<string, unknown> = {}) {
  return {
    date,
    startTime,
    endTime,
    title: 'Imported yoga',
    room: ROOM,
    instructor: COACH,
    capacity: '12',
    creditCost: '',
    description: '',
    ...changes,
  };
}

async function classesOn(date: string) {
  return server.query<{ id: number; title: string; starts_at: Date; credit_cost: number }>(
    `select id, title, starts_at, credit_cost from classes
     where room_id = $1 and (starts_at at time zone 'Asia/Taipei')::date = $2::date order by starts_at`,
    [place.roomId, date],
  );
}

async function importAudits(): Promise<number> {
  const [found] = await server.query<{ count: number }>(
    `select count(*)::int as count from audit_log where action = 'import' and entity = 'classes'`,
  );
  return found!.count;
}

describe('class import', () => {
  it('reports every bad row by row number and field, and writes nothing on a dry run or a failed import', async () => {
    const date = day(1);
    const rows = [
      row(date, '07:00', '08:00'),
      row('2026-02-30', '7:00', '06:00', { capacity: 'many', room: 'Nowhere', instructor: '' }),
      row(date, '09:00', '08:30', { title: ' ' }),
      row(date, '10:00', '11:00', { room: 'nowhere at all', instructor: 'nobody@example.com' }),
    ];
    const audits = await importAudits();
    for (const dryRun of [true, false]) {
      const result = await importFile(rows, dryRun);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ dryRun, imported: false, rowCount: 4, classIds: [] });
      expect(result.body.problems).toEqual([
        {
          row: 2,
          fields: {
            date: 'Enter a valid date.',
            startTime: 'Enter a time as HH:MM.',
            instructor: "Enter the instructor's name or email.",
            capacity: 'Enter a capacity between 1 and 500.',
          },
          conflicts: [],
        },
        {
          row: 3,
          fields: { title: 'Enter a class title.', endTime: 'The class must end after it starts.' },
          conflicts: [],
        },
        {
          row: 4,
          fields: {
            room: 'No active room of this branch has this name.',
            instructor: 'No active staff member has this name or email.',
          },
          conflicts: [],
        },
      ]);
    }
    expect(await classesOn(date)).toEqual([]);
    expect(await importAudits()).toBe(audits);
  });

  it('refuses a row that would start in the past (earlier today included), whole file unwritten', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const rows = [row(day(3), '07:00', '08:00'), row(yesterday, '12:00', '13:00')];
    const result = await importFile(rows, false);
    expect(result.body).toMatchObject({ imported: false, classIds: [] });
    expect(result.body.problems).toEqual([
      { row: 2, fields: { date: 'This class would start in the past.' }, conflicts: [] },
    ]);
    expect(await classesOn(day(3))).toEqual([]);
  });

  it('finds room and instructor conflicts with the timetable and between rows of the file', async () => {
    const date = day(2);
    const existing = await server.request('/api/v1/classes', {
      method: 'POST',
      token: admin,
      body: {
        centerId: place.centerId,
        roomId: place.roomId,
        instructorId: place.instructorId,
        title: 'Booked by hand',
        description: null,
        // 18:00 to 19:00 in Taipei (UTC+8 all year).
        startsAt: `${date}T10:00:00.000Z`,
        endsAt: `${date}T11:00:00.000Z`,
        capacity: 10,
        creditCost: 1,
      },
    });
    expect(existing.status).toBe(201);
    const existingId = (await existing.json()).id;

    const result = await importFile(
      [
        row(date, '18:30', '19:30'),
        row(date, '07:00', '08:00', { instructor: 'import@test.example' }),
        row(date, '07:30', '08:30', { instructor: 'coach IMPORT' }),
        row(date, '19:30', '20:00'),
      ],
      true,
    );
    expect(result.status).toBe(200);
    const conflicts = Object.fromEntries(
      result.body.problems.map((problem: { row: number; conflicts: unknown[] }) => [
        problem.row,
        problem.conflicts,
      ]),
    );
    expect(Object.keys(conflicts)).toEqual(['1', '2', '3']);
    expect(conflicts[1]).toEqual([
      expect.objectContaining({
        code: 'room_taken',
        classId: existingId,
        title: 'Booked by hand',
        otherRow: null,
      }),
      expect.objectContaining({ code: 'instructor_busy', classId: existingId, otherRow: null }),
    ]);
    expect(conflicts[2]).toEqual([
      expect.objectContaining({ code: 'room_taken', otherRow: 3, classId: null }),
      expect.objectContaining({ code: 'instructor_busy', otherRow: 3, classId: null }),
    ]);
    expect(conflicts[3]).toEqual([
      expect.objectContaining({ code: 'room_taken', otherRow: 2 }),
      expect.objectContaining({ code: 'instructor_busy', otherRow: 2 }),
    ]);
    // Row 4 starts as row 1 ends: back to back is fine.
    expect(await classesOn(date)).toHaveLength(1);
  });

  it('imports a clean file whole, at the branch wall-clock times, with each class in the audit log', async () => {
    const date = day(3);
    const rows = [
      row(date, '06:00', '07:00', { creditCost: '2', description: 'Sunrise' }),
      row(date, '07:00', '07:45', { title: 'Imported spin', room: ROOM.toUpperCase() }),
    ];
    const audits = await importAudits();
    const dryRun = await importFile(rows, true);
    expect(dryRun.body).toMatchObject({ dryRun: true, imported: false, problems: [], classIds: [] });
    expect(await classesOn(date)).toEqual([]);

    const result = await importFile(rows, false);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ dryRun: false, imported: true, rowCount: 2, problems: [] });
    expect(result.body.classIds).toHaveLength(2);
    const created = await classesOn(date);
    expect(created.map((c) => [c.title, new Date(c.starts_at).toISOString(), c.credit_cost])).toEqual([
      ['Imported yoga', `${addDays(date, -1)}T22:00:00.000Z`, 2],
      ['Imported spin', `${addDays(date, -1)}T23:00:00.000Z`, 1],
    ]);
    expect(await importAudits()).toBe(audits + 2);

    const again = await importFile(rows, false);
    expect(again.body.imported).toBe(false);
    expect(again.body.problems.map((problem: { row: number }) => problem.row)).toEqual([1, 2]);
    expect(await classesOn(date)).toHaveLength(2);
  });

  it('takes an import back while nobody has booked its classes, all or none, and nothing else', async () => {
    const undo = (classIds: unknown, token = admin) =>
      server.request('/api/v1/classes/import/undo', { method: 'POST', token, body: { classIds } });
    const date = day(5);
    const imported = await importFile([row(date, '06:00', '07:00'), row(date, '08:00', '09:00')], false);
    expect(imported.body.classIds).toHaveLength(2);
    const [first] = await server.query<{ id: number }>('select id from members order by id limit 1');
    await server.query(`insert into bookings (class_id, member_id, status) values ($1, $2, 'booked')`, [
      imported.body.classIds[0],
      first!.id,
    ]);
    const refused = await undo(imported.body.classIds);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.classIds).toBe(
      'Members have booked some of these classes already: cancel those from the class list instead.',
    );
    expect(await classesOn(date)).toHaveLength(2);

    const clean = await importFile([row(day(6), '06:00', '07:00'), row(day(6), '08:00', '09:00')], false);
    expect((await undo(clean.body.classIds, desk)).status).toBe(403);
    const undone = await undo(clean.body.classIds);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ removed: 2 });
    expect(await classesOn(day(6))).toEqual([]);
    // Gone already, or never imported: refused, with nothing removed.
    const handMade = (await server.query<{ id: number }>('select id from classes order by id limit 1'))[0]!
      .id;
    for (const classIds of [clean.body.classIds, [handMade]]) {
      const again = await undo(classIds);
      expect(again.status).toBe(400);
      expect((await again.json()).error.fields.classIds).toBe(
        'Only classes an import created can be removed this way.',
      );
    }
    expect(await server.query('select id from classes where id = $1', [handMade])).toHaveLength(1);
    // The same file imports again once taken back: nothing of it is left in the way.
    expect((await importFile([row(day(6), '06:00', '07:00')], false)).body.imported).toBe(true);
  });

  it('drops a NUL character a spreadsheet left in a cell instead of failing the import', async () => {
    const date = day(7);
    const result = await importFile(
      [row(date, '06:00', '07:00', { title: 'Sun\u0000rise', instructor: `${COACH}\u0000` })],
      false,
    );
    expect(result).toMatchObject({ status: 200, body: { imported: true, problems: [] } });
    expect((await classesOn(date)).map((c) => c.title)).toEqual(['Sunrise']);
  });

  it('refuses the front desk and malformed bodies without writing', async () => {
    const rows = [row(day(4), '06:00', '07:00')];
    expect((await importFile(rows, true, desk)).status).toBe(403);
    const tooMany = Array.from({ length: 501 }, () => rows[0]!);
    for (const body of [
      { centerId: place.centerId, dryRun: true, rows: [] },
      { centerId: place.centerId, dryRun: true, rows: tooMany },
      { centerId: place.centerId, dryRun: 'no', rows },
      { centerId: 999_999, dryRun: false, rows },
      { centerId: place.centerId, dryRun: false, rows: ['not a row'] },
    ]) {
      const response = await server.request('/api/v1/classes/import', { method: 'POST', token: admin, body });
      expect(response.status).toBe(400);
    }
    expect(await classesOn(day(4))).toEqual([]);
  });
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
