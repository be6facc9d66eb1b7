import { expandWeeklySeries, type WeeklySeries } from './class-recurrence';

const series: WeeklySeries = {
  weekdays: [1, 3],
  startTime: '18:00',
  durationMinutes: 60,
  fromDate: '2024-03-20',
  untilDate: '2024-04-10',
  roomId: 1,
  instructorId: 7,
  capacity: 20,
};

describe('expandWeeklySeries', () => {
  it('puts a class on each chosen weekday between the series dates and the range', () => {
    const dates = expandWeeklySeries(series, 'Europe/Berlin', { from: '2024-03-01', to: '2024-04-30' }).map(
      (o) => o.seriesDate,
    );
    expect(dates).toEqual([
      '2024-03-20',
      '2024-03-25',
      '2024-03-27',
      '2024-04-01',
      '2024-04-03',
      '2024-04-08',
      '2024-04-10',
    ]);
  });

  it('keeps the wall-clock time across a DST change', () => {
    const [beforeDst, afterDst] = expandWeeklySeries(series, 'Europe/Berlin', {
      from: '2024-03-27',
      to: '2024-04-01',
    });
    expect(beforeDst?.startsAt.toISOString()).toBe('2024-03-27T17:00:00.000Z');
    expect(afterDst?.startsAt.toISOString()).toBe('2024-04-01T16:00:00.000Z');
    expect(afterDst?.endsAt.toISOString()).toBe('2024-04-01T17:00:00.000Z');
  });

  it('applies per-date overrides and cancellations', () => {
    const occurrences = expandWeeklySeries(series, 'Asia/Taipei', { from: '2024-03-25', to: '2024-03-27' }, [
      { date: '2024-03-25', cancelled: true },
      { date: '2024-03-27', startTime: '07:30', roomId: 2, instructorId: 9 },
    ]);
    expect(occurrences).toEqual([
      expect.objectContaining({ seriesDate: '2024-03-25', status: 'cancelled', overridden: true, roomId: 1 }),
      expect.objectContaining({
        seriesDate: '2024-03-27',
        status: 'scheduled',
        overridden: true,
        roomId: 2,
        instructorId: 9,
        startsAt: new Date('2024-03-26T23:30:00Z'),
      }),
    ]);
  });

  it('leaves out dates already generated', () => {
    const occurrences = expandWeeklySeries(
      series,
      'Asia/Taipei',
      { from: '2024-03-20', to: '2024-03-27' },
      [],
      new Set(['2024-03-20', '2024-03-25']),
    );
    expect(occurrences.map((o) => o.seriesDate)).toEqual(['2024-03-27']);
  });

  it('gives nothing when the range misses the series', () => {
    expect(expandWeeklySeries(series, 'Asia/Taipei', { from: '2024-05-01', to: '2024-05-31' })).toEqual([]);
  });
});
