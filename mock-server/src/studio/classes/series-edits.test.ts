import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import {
  createMembersWithMemberships,
  createRoomAndInstructor,
  type ScheduleFixture,
} from '../bookings/schedule-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;
let place: ScheduleFixture;
beforeAll(async () => {
  place = await createRoomAndInstructor(studio.server, 'series-edits');
  await studio.server.query('update studio_settings set booking_window_days = 60');
}, TEST_SERVER_START_TIMEOUT_MS);

describe('edit all future of a class series', () => {
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('refuses to drop booked classes without confirm, then cancels them with credits back', async () => {
    const fromDate = inDays(3);
    const series = {
      centerId: place.centerId,
      roomId: place.roomId,
      instructorId: place.instructorId,
      title: 'Series rules',
      description: null,
      capacity: 5,
      creditCost: 1,
      weekdays: [weekday(fromDate), (weekday(fromDate) % 7) + 1],
      startTime: '06:00',
      durationMinutes: 45,
      fromDate,
      untilDate: inDays(16),
    };
    const created = await call('POST', '/class-series', series);
    expect(created.status).toBe(201);
    const listed = await call('GET', `/classes?seriesId=${created.body.series.id}&perPage=100`);
    expect(listed).toMatchObject({ status: 200 });
    const classes = listed.body.items as { id: number; startsAt: string }[];
    const dropped = classes[0]!;
    const pack = await createMembersWithMemberships(studio.server, 'SER', 1, 'sessions', 5);
    expect(
      (await call('POST', `/classes/${dropped.id}/bookings`, { memberId: pack.memberIds[0] })).status,
    ).toBe(201);
    const edit = {
      ...series,
      weekdays: [(weekday(fromDate) % 7) + 1],
      applyFrom: fromDate,
      version: created.body.series.version,
    };

    const refused = await call('PUT', `/class-series/${created.body.series.id}`, edit);

    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'class_move_loses_bookings' } } });
    expect(refused.body.error.details.members).toEqual([
      expect.objectContaining({ memberId: pack.memberIds[0], reason: 'class_cancelled' }),
    ]);
    expect((await call('GET', `/classes/${dropped.id}`)).body).toMatchObject({ status: 'scheduled' });

    const confirmed = await call('PUT', `/class-series/${created.body.series.id}`, {
      ...edit,
      confirm: true,
    });

    expect(confirmed.status).toBe(200);
    expect((await call('GET', `/classes/${dropped.id}`)).body).toMatchObject({ status: 'cancelled' });
    const [membership] = await studio.server.query<{ credits: number }>(
      'select credits_remaining as credits from memberships where id = $1',
      [pack.membershipIds[0]],
    );
    expect(membership!.credits).toBe(5);
  });
});
