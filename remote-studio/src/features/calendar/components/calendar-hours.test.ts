import { timeAxis } from './calendar-hours';

const day = (opens: string, closes: string) => [{ opens, closes }];
const event = (start: string, end: string) => ({ start: new Date(`${start}Z`), end: new Date(`${end}Z`) });

describe('the hours a day or week view shows', () => {
  it('start at the earliest opening of the shown branches and end at the latest closing, not at 00:00', () => {
    expect(timeAxis([day('07:00', '21:30'), day('06:00', '22:00')], [])).toEqual({
      slotMinTime: '06:00',
      slotMaxTime: '22:00',
    });
  });

  it('widen to an event outside the hours, in whole hours', () => {
    expect(timeAxis([day('06:00', '22:00')], [event('2026-11-26T05:30', '2026-11-26T06:15')])).toEqual({
      slotMinTime: '05:00',
      slotMaxTime: '22:00',
    });
    expect(timeAxis([day('06:00', '22:00')], [event('2026-11-26T21:45', '2026-11-26T22:30')])).toEqual({
      slotMinTime: '06:00',
      slotMaxTime: '23:00',
    });
  });

  it('widen to now when today is shown, so the now-line is on screen at 01:30', () => {
    expect(timeAxis([day('06:00', '22:00')], [], new Date('2026-11-26T01:30:00Z')).slotMinTime).toBe('01:00');
  });

  it('are the whole day for hours past midnight, and when nothing is known', () => {
    expect(timeAxis([day('18:00', '02:00')], [])).toEqual({ slotMinTime: '00:00', slotMaxTime: '24:00' });
    expect(timeAxis([[]], [])).toEqual({ slotMinTime: '00:00', slotMaxTime: '24:00' });
  });

  it('ignore background bands (closures run from midnight)', () => {
    const band = { ...event('2026-11-26T00:00', '2026-11-27T00:00'), display: 'background' };
    expect(timeAxis([day('06:00', '22:00')], [band]).slotMinTime).toBe('06:00');
  });
});
