import { createHash } from 'node:crypto';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';
import {
  createMembersWithMemberships,
  createRoomAndInstructor,
  fromNow,
  type MemberFixture,
  type ScheduleFixture,
} from '../bookings/schedule-test-fixtures';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

let server: TestServer;
let admin: string;
let desk: string;
let place: ScheduleFixture;
let pack: MemberFixture;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin@demo.com', 'admin')).accessToken;
  desk = (await server.login('client@demo.com', 'client')).accessToken;
  place = await createRoomAndInstructor(server, 'pt');
  pack = await createMembersWithMemberships(server, 'PT-', 2, 'pt', 1, place.instructorId);
  await server.query(`update studio_settings set default_locale = 'en'`);
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close(), TEST_SERVER_START_TIMEOUT_MS);

const call = (method: string, pathname: string, token: string, body?: unknown) =>
  server.api(method, pathname, { token, body });

function session(memberIndex: number, startsAt: string, changes: Record<string, unknown> = {}) {
  return {
    memberId: pack.memberIds[memberIndex],
    trainerId: place.instructorId,
    roomId: place.roomId,
    membershipId: pack.membershipIds[memberIndex],
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
    notes: null,
    ...changes,
  };
}

describe('PT sessions', () => {
  it('schedules, refuses clashes and wrong packages, edits with a version, and lists by member', async () => {
    const startsAt = fromNow(1, 2);
    const created = await call('POST', '/pt-sessions', admin, session(0, startsAt));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      memberId: pack.memberIds[0],
      trainerName: 'Coach pt',
      centerId: 1,
      status: 'scheduled',
      sessionsRemaining: 1,
      version: 1,
    });
    expect(await call('POST', '/pt-sessions', admin, session(1, startsAt, { roomId: null }))).toMatchObject({
      status: 422,
      body: { error: { code: 'instructor_busy' } },
    });
    const wrongPack = await call(
      'POST',
      '/pt-sessions',
      admin,
      session(1, fromNow(1, 5), { membershipId: pack.membershipIds[0] }),
    );
    expect(wrongPack.status).toBe(400);
    expect(Object.keys(wrongPack.body.error.fields)).toEqual(['membershipId']);
    expect((await call('POST', '/pt-sessions', desk, session(1, fromNow(1, 5)))).status).toBe(403);

    const moved = await call('PUT', `/pt-sessions/${created.body.id}`, admin, {
      ...session(0, fromNow(1, 3)),
      notes: 'Bring a towel',
      version: 1,
    });
    expect(moved).toMatchObject({ status: 200, body: { notes: 'Bring a towel', version: 2 } });
    const stale = await call('PUT', `/pt-sessions/${created.body.id}`, admin, {
      ...session(0, startsAt),
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, body: { error: { current: { version: 2 } } } });

    const list = await call('GET', `/pt-sessions?memberId=${pack.memberIds[0]}`, desk);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: created.body.id }] });
    expect((await call('GET', '/pt-sessions/99999999', desk)).status).toBe(404);
    const sessionDay = new Date(Date.parse(moved.body.startsAt) + 8 * 3_600_000).toISOString().slice(0, 10);
    const onThatDay = await call(
      'GET',
      `/pt-sessions?trainerId=${place.instructorId}&from=${sessionDay}&to=${sessionDay}`,
      desk,
    );
    expect(onThatDay.body.items.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
    const dayBefore = new Date(Date.parse(`${sessionDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await call('GET', `/pt-sessions?trainerId=${place.instructorId}&to=${dayBefore}`, desk)).body.total,
    ).toBe(0);
  });

  it('refuses to complete a session or mark it a no-show before it starts, and uses nothing', async () => {
    const [scheduled] = (await call('GET', `/pt-sessions?memberId=${pack.memberIds[0]}`, desk)).body.items;
    expect(Date.parse(scheduled.startsAt)).toBeGreaterThan(Date.now());
    const early = { status: 422, body: { error: { code: 'pt_session_not_started' } } };
    expect(
      await call('POST', `/pt-sessions/${scheduled.id}/complete`, admin, { version: scheduled.version }),
    ).toMatchObject(early);
    expect(
      await call('POST', `/pt-sessions/${scheduled.id}/close`, admin, {
        status: 'no_show',
        version: scheduled.version,
      }),
    ).toMatchObject(early);
    expect((await call('GET', `/pt-sessions/${scheduled.id}`, desk)).body).toMatchObject({
      status: 'scheduled',
      sessionsRemaining: 1,
      signatureRequestId: null,
    });
  });

  it('completes a session in one transaction: one session used, workout kept, a signature request opened', async () => {
    const [planned] = (await call('GET', `/pt-sessions?memberId=${pack.memberIds[0]}`, desk)).body.items;
    // The session has begun.
    await server.query(
      `update pt_sessions set starts_at = now() - interval '10 minutes', ends_at = now() + interval '50 minutes' where id = $1`,
      [planned.id],
    );
    const scheduled = (await call('GET', `/pt-sessions/${planned.id}`, desk)).body;
    const completed = await call('POST', `/pt-sessions/${scheduled.id}/complete`, admin, {
      workoutNotes: 'Deadlift 3x5',
      measurements: { weightKg: 72.5 },
      version: scheduled.version,
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      status: 'completed',
      workoutNotes: 'Deadlift 3x5',
      measurements: { weightKg: 72.5 },
      sessionsRemaining: 0,
      signatureRequestId: expect.any(Number),
    });
    const movements = await server.query<{ reason: string; delta: number; reference_id: number | null }>(
      'select reason, delta, reference_id from membership_credit_movements where membership_id = $1 order by id',
      [pack.membershipIds[0]],
    );
    expect(movements.at(-1)).toEqual({ reason: 'pt', delta: -1, reference_id: scheduled.id });

    const request = await call('GET', `/signature-requests/${completed.body.signatureRequestId}`, desk);
    expect(request.body).toMatchObject({
      kind: 'pt_confirmation',
      memberId: pack.memberIds[0],
      referenceId: scheduled.id,
      locale: 'en',
      status: 'pending',
      signedDocument: null,
    });
    expect(request.body.text).toContain('Coach pt');
    expect(request.body.text).toContain('0 remain');

    expect(
      await call('POST', `/pt-sessions/${scheduled.id}/complete`, admin, { version: completed.body.version }),
    ).toMatchObject({ status: 422, body: { error: { code: 'pt_session_not_scheduled' } } });

    // The pack is used up: a further booking is refused, as it could never be completed.
    expect(await call('POST', '/pt-sessions', admin, session(0, fromNow(2, 4)))).toMatchObject({
      status: 422,
      body: { error: { code: 'pt_no_sessions_left' } },
    });
    // A session written before the pack ran out (as the seed's history holds) is refused at completion.
    const [inserted] = await server.query<{ id: number }>(
      `insert into pt_sessions (member_id, trainer_id, center_id, membership_id, starts_at, ends_at)
        values ($1, $2, 1, $3, now() - interval '2 days', now() - interval '47 hours') returning id`,
      [pack.memberIds[0], place.instructorId, pack.membershipIds[0]],
    );
    const another = { body: inserted! };
    const refused = await call('POST', `/pt-sessions/${another.body.id}/complete`, admin, { version: 1 });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'pt_no_sessions_left' } } });
    expect((await call('GET', `/pt-sessions/${another.body.id}`, desk)).body).toMatchObject({
      status: 'scheduled',
      signatureRequestId: null,
    });
    const cancelled = await call('POST', `/pt-sessions/${another.body.id}/close`, admin, {
      status: 'cancelled',
      version: 1,
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', version: 2 });
  });
});

describe('booking PT sessions against what is left on the pack', () => {
  it('books no more sessions than the pack has left, even from two desks at once; a cancellation frees one', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/pt-sessions', admin, session(1, fromNow(3, 1))),
      call('POST', '/pt-sessions', admin, session(1, fromNow(3, 4))),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    const booked = first.status === 201 ? first : second;
    const refused = first.status === 201 ? second : first;
    expect(refused.body.error.code).toBe('pt_no_sessions_left');

    const cancelled = await call('POST', `/pt-sessions/${booked.body.id}/close`, admin, {
      status: 'cancelled',
      version: booked.body.version,
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', sessionsRemaining: 1 });
    const rebooked = await call('POST', '/pt-sessions', admin, session(1, fromNow(3, 6)));
    expect(rebooked).toMatchObject({ status: 201, body: { sessionsRemaining: 1 } });
    // Moving the one booked session is not a second booking.
    const moved = await call('PUT', `/pt-sessions/${rebooked.body.id}`, admin, {
      ...session(1, fromNow(3, 8)),
      version: rebooked.body.version,
    });
    expect(moved.status).toBe(200);
  });

  it('refuses a NUL character in the notes with a field message instead of failing the save', async () => {
    const refused = await call(
      'POST',
      '/pt-sessions',
      admin,
      session(1, fromNow(3, 10), { notes: 'a\u0000b' }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { fields: { notes: 'Remove the invisible control characters from this text.' } } },
    });
  });
});

describe('signatures', () => {
  it('stores the exact text, its hash, the image, time and device once; a signed document never changes', async () => {
    const [pending] = (
      await call(
        'GET',
        `/signature-requests?memberId=${pack.memberIds[0]}&status=pending&kind=pt_confirmation`,
        desk,
      )
    ).body.items;
    expect(
      (
        await call('POST', `/signature-requests/${pending.id}/sign`, desk, {
          typedName: 'X',
          signatureImage: 'data:image/png;base64,AAAA',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/signature-requests/${pending.id}/sign`, desk, {
          typedName: 'X',
          signatureImage: `${PNG}${'A'.repeat(500_000)}`,
        })
      ).status,
    ).toBe(400);
    expect(
      await call('POST', `/signature-requests/${pending.id}/sign`, desk, {
        typedName: 'Test PT- 1',
        signatureImage: PNG,
        textSha256: 'f'.repeat(64),
      }),
    ).toMatchObject({ status: 422, body: { error: { code: 'signature_text_changed' } } });

    const textSha256 = createHash('sha256').update(pending.text, 'utf8').digest('hex');
    const signed = await call('POST', `/signature-requests/${pending.id}/sign`, desk, {
      typedName: 'Test PT- 1',
      signatureImage: PNG,
      textSha256,
      device: 'Front desk iPad',
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'signed',
      signedDocument: {
        requestId: pending.id,
        text: pending.text,
        textSha256,
        signatureImage: PNG,
        typedName: 'Test PT- 1',
        device: 'Front desk iPad',
        signedAt: expect.stringMatching(/Z$/),
      },
    });
    expect(
      await call('POST', `/signature-requests/${pending.id}/sign`, desk, {
        typedName: 'Someone else',
        signatureImage: PNG,
      }),
    ).toMatchObject({ status: 422, body: { error: { code: 'signed_document_immutable' } } });
    expect(
      (await call('PUT', `/signature-requests/${pending.id}`, admin, { typedName: 'Edit' })).status,
    ).toBe(404);
    const [stored] = await server.query<{ typed_name: string; count: number }>(
      'select min(typed_name) as typed_name, count(*)::int as count from signed_documents where request_id = $1',
      [pending.id],
    );
    expect(stored).toEqual({ typed_name: 'Test PT- 1', count: 1 });

    const waiver = await call('POST', '/signature-requests', desk, {
      kind: 'waiver',
      memberId: pack.memberIds[1],
      referenceId: null,
      text: 'I take part at my own risk.',
      locale: 'en',
    });
    expect(waiver).toMatchObject({ status: 201, body: { status: 'pending', kind: 'waiver' } });
    expect(
      (
        await call('POST', '/signature-requests/99999999/sign', desk, {
          typedName: 'Ann Lee',
          signatureImage: PNG,
        })
      ).status,
    ).toBe(404);
  });
});
